import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './auth';

/**
 * The account forms of the web (SPEC.md sections 5 and 8), checked with react-hook-form's zod resolver.
 * Each field's first issue is its message, and the red box shows the first message in the order of the
 * fields. The server applies its own checks to what Better Auth receives (plugins/auth).
 */

/** An address: required, then the specification's simple pattern, both on the trimmed text. */
const email = z
  .string()
  .trim()
  .min(1, { message: AUTH_MESSAGES.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail);

/** A new password: required, then at least 6 characters (the sign-up screen's wording). */
const newPassword = z
  .string()
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShortSignup);

const newPasswordFields = { password: newPassword, confirmPassword: z.string() };

/** The confirmation must repeat the password: 'Passwords do not match', beside the confirmation. */
function confirmed<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
}

/** Sign-in: both fields required, nothing more (the account service answers a wrong pair). */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Sign-up: full name, email, and a new password typed twice. */
export const signUpFormSchema = confirmed(
  z.object({
    name: z.string().trim().min(1, AUTH_MESSAGES.nameRequired),
    email,
    ...newPasswordFields,
  }),
);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** "Forgot password?": the address of the account. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The mailed link's form: a new password typed twice (the link says whose it is). */
export const passwordResetFormSchema = confirmed(z.object({ ...newPasswordFields }));
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** An invited member of the seller's team: their name (as the owner typed it, editable) and a new password. */
export const joinTeamFormSchema = confirmed(
  z.object({
    name: z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(100, 'Name is at most 100 characters'),
    ...newPasswordFields,
  }),
);
export type JoinTeamForm = z.infer<typeof joinTeamFormSchema>;
