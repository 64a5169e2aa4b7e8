import { describe, expect, it } from 'vitest';
import { resetProblem, signupProblem } from './auth';

describe('resetProblem', () => {
  const valid = { email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('applies the sign-up rules to the new password', () => {
    expect(resetProblem(valid)).toBeNull();
    expect(resetProblem({ ...valid, email: 'ada@example' })).toBe('Please enter a valid email address');
    expect(resetProblem({ ...valid, password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(resetProblem({ ...valid, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });
});

describe('signupProblem', () => {
  const valid = {
    name: 'Ada Obi',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('requires the name, then applies the same email and password rules as the reset form', () => {
    expect(signupProblem(valid)).toBeNull();
    expect(signupProblem({ ...valid, name: '  ' })).toBe('Please enter your full name');
    expect(signupProblem({ ...valid, email: 'ada @example.com' })).toBe('Please enter a valid email address');
    expect(signupProblem({ ...valid, password: '' })).toBe('Please enter your password');
    expect(signupProblem({ ...valid, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });
});
