/**
 * Account rules and messages of the specification (sections 5 and 8), without zod: the header and the
 * verification banner import it on every page. The forms' schemas are in auth-forms.ts.
 */
export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'customer';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** The simple pattern of the specification: text, @, text, dot, text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The page a password reset link lands on, with ?token= (or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/reset-password';

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  /** Registration (server) wording. */
  passwordTooShort: 'Password must be at least 6 characters long',
  /** Signup screen wording. */
  passwordTooShortSignup: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  commonPassword: 'This password is too common and easy to guess. Please choose another one.',
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  accountCreated: 'Account created! Please check your email and verify your account before you can checkout.',
  verificationSent: 'Verification email sent! Please check your inbox and spam folder.',
  verifyBanner: 'Please verify your email address',
  verifyToCheckout: 'Please verify your email address to complete checkout',
  verificationRequiredTitle: 'Email Verification Required',
  verificationRequiredBody: 'Please verify your email address before proceeding to checkout.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have permission to access this page.",
  resetRequested: 'If an account exists for that address, we have sent a link to reset its password.',
} as const;

/** The first problem with an address (required, then the pattern), or null. The server's account hooks use it. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return AUTH_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email.trim()) ? null : AUTH_MESSAGES.invalidEmail;
}

/** What the web knows of the signed-in user (Better Auth's session user with the admin plugin's role). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role | string | null;
  /** An admin's staff level (src/shared/staff.ts); absent or null for everyone else. */
  staffLevel?: string | null;
  createdAt: string;
}

export function isAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}
