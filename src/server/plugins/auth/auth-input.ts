import { APIError } from 'better-auth/api';
import { AUTH_MESSAGES, emailProblem } from '../../../shared/auth';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../../shared/text';
import { passwordProblem } from './password-policy';

export const NAME_MAX_LENGTH = 100;

/**
 * Fields only the server sets: the role (admin plugin), the verified flag and the ban fields; and the
 * picture, which nobody sets (the shop has no avatars, and a client's value would be any text).
 */
const PROTECTED_FIELDS = [
  'role',
  'staffLevel',
  'emailVerified',
  'banned',
  'banReason',
  'banExpires',
  'image',
] as const;

/** Deeper than this, Better Auth reads nothing of a body (its fields are flat). */
const MAX_TEXT_DEPTH = 4;

/** Where staff changes are made instead (issue 25, S1): the shop's staff routes, which audit them. */
export const STAFF_CHANGES_MESSAGE = 'Roles and staff levels are changed in the Staff section.';
export const IMPERSONATION_MESSAGE =
  'Acting as another person is not available: the activity feed names who did what.';

function refuse(message: string): never {
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message });
}

/** The first string (or key) breaking the text rule, by field path; null when there is none. */
function unsafeField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (!value || typeof value !== 'object' || depth > MAX_TEXT_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return path;
    const found = unsafeField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The shop's text rule on everything a client sends to an account route (body, query, path): no NUL,
 * no half of a surrogate pair. Refused before Better Auth reads the database, naming the field.
 */
export function refuseUnsafeText(...sources: unknown[]): void {
  for (const source of sources) {
    const field = unsafeField(source, '');
    if (field !== null) refuse(field ? `${field}: ${UNSAFE_TEXT_MESSAGE}` : UNSAFE_TEXT_MESSAGE);
  }
}

/** No client sets its own role or verified flag: such a request is refused as a whole. */
export function refuseProtectedFields(body: Record<string, unknown>): void {
  const field = PROTECTED_FIELDS.find((key) => key in body);
  if (field) refuse(`${field} cannot be set here`);
}

/**
 * Better Auth's admin endpoints never write a role or a staff level: `create-user` takes none (at the top or
 * in `data`), `update-user` none in `data`; `set-role` is refused whole (auth-hooks.ts).
 */
export function refuseStaffFields(body: Record<string, unknown>): void {
  if ('role' in body) refuse('role cannot be set here');
  const data = body.data;
  if (!data || typeof data !== 'object') return;
  const field = ['role', 'staffLevel'].find((key) => key in data);
  if (field) refuse(`data.${field} cannot be set here`);
}

export function refuseWhole(message: string): never {
  throw new APIError('FORBIDDEN', { code: 'FORBIDDEN', message });
}

export function checkPasswordField(password: unknown): void {
  const problem = passwordProblem(password);
  if (problem) refuse(problem);
}

/** The specification's sign-up rules, on the server: name, email pattern, password. */
export function checkSignUp(body: Record<string, unknown>): void {
  checkName(body.name);
  const problem = typeof body.email === 'string' ? emailProblem(body.email) : AUTH_MESSAGES.emailRequired;
  if (problem) refuse(problem);
  checkPasswordField(body.password);
}

function checkName(name: unknown): void {
  if (typeof name !== 'string' || !name.trim()) refuse(AUTH_MESSAGES.nameRequired);
  if (name.length > NAME_MAX_LENGTH) refuse(`Please keep your name under ${NAME_MAX_LENGTH} characters`);
}

/** A new display name, when update-user carries one, follows the sign-up rule. */
export function checkNameChange(body: Record<string, unknown>): void {
  if ('name' in body) checkName(body.name);
}

/** The sign-in form's rules: both fields present (Better Auth's own wording is for developers). */
export function checkSignIn(body: Record<string, unknown>): void {
  if (typeof body.email !== 'string' || !body.email.trim()) refuse(AUTH_MESSAGES.emailRequired);
  if (typeof body.password !== 'string' || !body.password) refuse(AUTH_MESSAGES.passwordRequired);
}
