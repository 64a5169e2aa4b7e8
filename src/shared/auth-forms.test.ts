import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  passwordResetFormSchema,
  passwordResetRequestSchema,
  signInFormSchema,
  signUpFormSchema,
} from './auth-forms';

/** What the red box shows: the first problem in the order of the fields, or null. */
function firstProblem(schema: z.ZodType, input: unknown): string | null {
  return schema.safeParse(input).error?.issues[0]?.message ?? null;
}

describe('the password reset form', () => {
  const valid = { password: 'secret1', confirmPassword: 'secret1' };
  const resetProblem = (input: typeof valid) => firstProblem(passwordResetFormSchema, input);

  it('applies the sign-up rules to the new password, and asks for nothing else', () => {
    expect(resetProblem(valid)).toBeNull();
    expect(Object.keys(passwordResetFormSchema.parse(valid))).toEqual(['password', 'confirmPassword']);
    expect(resetProblem({ ...valid, password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(resetProblem({ ...valid, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });

  it('puts the mismatch beside the confirmation', () => {
    const issues = passwordResetFormSchema.safeParse({ ...valid, confirmPassword: 'x' }).error?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([['confirmPassword']]);
  });
});

describe('the sign-up form', () => {
  const valid = {
    name: 'Ada Obi',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  const signupProblem = (input: typeof valid) => firstProblem(signUpFormSchema, input);

  it('requires the name, then the email pattern and the password rules of the reset form', () => {
    expect(signupProblem(valid)).toBeNull();
    expect(signupProblem({ ...valid, name: '  ' })).toBe('Please enter your full name');
    expect(signupProblem({ ...valid, email: 'ada @example.com' })).toBe('Please enter a valid email address');
    expect(signupProblem({ ...valid, password: '' })).toBe('Please enter your password');
    expect(signupProblem({ ...valid, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });

  it('reports a blank field first, in the order of the form', () => {
    const blank = { name: '', email: '', password: '', confirmPassword: '' };
    expect(signupProblem(blank)).toBe('Please enter your full name');
    expect(signupProblem({ ...blank, name: 'Ada' })).toBe('Please enter your email address');
    expect(signupProblem({ ...valid, email: ' ', password: '1' })).toBe('Please enter your email address');
  });

  it('keeps the text as typed: the checks trim, the values are not changed', () => {
    const typed = { ...valid, name: ' Ada Obi ', email: ' ada@example.com ' };
    expect(signupProblem(typed)).toBeNull();
  });
});

describe('the sign-in and reset request forms', () => {
  it('sign-in needs the email, then the password, and nothing more', () => {
    expect(firstProblem(signInFormSchema, { email: ' ', password: '' })).toBe(
      'Please enter your email address',
    );
    expect(firstProblem(signInFormSchema, { email: 'nobody', password: '' })).toBe(
      'Please enter your password',
    );
    expect(firstProblem(signInFormSchema, { email: 'nobody', password: 'x' })).toBeNull();
  });

  it('the reset request needs a well-formed address', () => {
    expect(firstProblem(passwordResetRequestSchema, { email: '' })).toBe('Please enter your email address');
    expect(firstProblem(passwordResetRequestSchema, { email: 'ada@' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstProblem(passwordResetRequestSchema, { email: 'ada@example.com' })).toBeNull();
  });
});
