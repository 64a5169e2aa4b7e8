import { parseArgs } from 'node:util';
import { AUTH_MESSAGES, EMAIL_PATTERN } from '../../../shared/auth';
import type { Auth } from './auth';
import { passwordProblem } from './password-policy';

/** A problem the person running the command can fix; printed without a stack. */
export class CreateAdminError extends Error {}

export interface CreateAdminInput {
  email: string;
  /** Needed to create an account; an existing account keeps its own password. */
  password?: string;
  name?: string;
}

export interface CreateAdminResult {
  action: 'created' | 'promoted';
  email: string;
  id: string;
}

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --email E --password P [--name N]\n' +
  '  Creates a verified admin account, or makes an existing account a verified admin\n' +
  '  (an existing account keeps its password).';

export function parseCreateAdminArgs(args: string[]): CreateAdminInput {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CreateAdminError(`${(error as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  if (!values.email) throw new CreateAdminError(`--email is required.\n${CREATE_ADMIN_USAGE}`);
  return { email: values.email, password: values.password, name: values.name };
}

/**
 * Creates a verified admin through Better Auth (so the password is hashed as at sign-up), or promotes
 * and verifies an existing account, leaving its password as it is.
 */
export async function createAdmin(auth: Auth, input: CreateAdminInput): Promise<CreateAdminResult> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new CreateAdminError(AUTH_MESSAGES.invalidEmail);
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (existing) {
    await context.internalAdapter.updateUser(existing.user.id, {
      role: 'admin',
      staffLevel: 'owner',
      emailVerified: true,
    });
    return { action: 'promoted', email, id: existing.user.id };
  }
  if (!input.password) throw new CreateAdminError('--password is required to create a new account.');
  const problem = passwordProblem(input.password);
  if (problem) throw new CreateAdminError(problem);
  const name = input.name?.trim() || 'Shop admin';
  // Better Auth's endpoints never write a role or a staff level (auth-hooks.ts): the account is made a
  // customer's, then made an owner directly, as an existing one is above.
  const { user } = await auth.api.createUser({
    body: { email, password: input.password, name, data: { emailVerified: true } },
  });
  await context.internalAdapter.updateUser(user.id, { role: 'admin', staffLevel: 'owner' });
  return { action: 'created', email, id: user.id };
}
