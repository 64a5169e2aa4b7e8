import { describe, expect, it } from 'vitest';
import { resetProblem } from './use-reset-password-form';

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
