import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { DEFAULT_ROLE, RESET_PASSWORD_PATH } from '../../../shared/auth';
import { signUpAttemptMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';

/**
 * Sign-up answers alike whether or not the address has an account (decision 009). Better Auth's own
 * protection does the core of it: with `autoSignIn: false` a taken address gets a made-up user instead of
 * 409, after hashing the given password like a real sign-up. These pieces complete it for the shop.
 */

/** The endpoint context Better Auth gives hooks (the type its cookie helper takes). */
type HookContext = Parameters<typeof setSessionCookie>[0];

interface SyntheticUserInput {
  coreFields: Record<string, unknown>;
  additionalFields: Record<string, unknown>;
  id: string;
}

/** The made-up user for a taken address, with the fields a real new customer has (admin plugin's too). */
export function syntheticCustomer({ coreFields, additionalFields, id }: SyntheticUserInput) {
  return {
    ...coreFields,
    role: DEFAULT_ROLE,
    banned: false,
    banReason: null,
    banExpires: null,
    ...additionalFields,
    id,
  };
}

/** What is needed from Better Auth's context to store a reset token as its request-password-reset does. */
export interface ResetTokenStore {
  baseURL: string;
  internalAdapter: {
    createVerificationValue(data: { value: string; identifier: string; expiresAt: Date }): Promise<unknown>;
  };
}

export interface AttemptNoticeOptions {
  mailer: Pick<Mailer, 'send'>;
  shopName: () => string;
  log: { error(object: object, message: string): void };
  /** Better Auth's context (`auth.$context`). */
  context: () => Promise<ResetTokenStore>;
  /** How long the reset link works, in seconds (the reset setting of Better Auth). */
  resetTokenSeconds: number;
}

/**
 * Tells the owner of a taken address that someone tried to sign up with it, with a reset link made the way
 * Better Auth's request-password-reset makes one (24 characters, `reset-password:<token>`, used once).
 * Awaited like the verification mail of a new account, and its failure only logged, as that one's.
 */
export function createSignUpAttemptNotice(options: AttemptNoticeOptions) {
  return async ({ user }: { user: { id: string; name: string; email: string } }): Promise<void> => {
    try {
      const context = await options.context();
      const token = generateRandomString(24, 'a-z', 'A-Z', '0-9');
      await context.internalAdapter.createVerificationValue({
        value: user.id,
        identifier: `reset-password:${token}`,
        expiresAt: new Date(Date.now() + options.resetTokenSeconds * 1000),
      });
      const callbackURL = encodeURIComponent(RESET_PASSWORD_PATH);
      const url = `${context.baseURL}/reset-password/${token}?callbackURL=${callbackURL}`;
      await options.mailer.send(user.email, signUpAttemptMail(options.shopName(), user.name, url));
    } catch (error) {
      options.log.error({ err: error }, 'sign-up attempt mail failed');
    }
  };
}

/**
 * After sign-up: a real new account is signed in on this browser, as Better Auth's `autoSignIn` would.
 * The made-up user of a taken address is not in the database, so nothing happens for it: no session, no
 * cookie for anyone else's account. Both answers look up the user once.
 */
export async function signInNewAccount(ctx: HookContext, returned: unknown): Promise<void> {
  const id = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (typeof id !== 'string') return;
  const user = await ctx.context.internalAdapter.findUserById(id);
  if (!user) return;
  const dontRememberMe = (ctx.body as { rememberMe?: unknown } | undefined)?.rememberMe === false;
  const session = await ctx.context.internalAdapter.createSession(user.id, dontRememberMe);
  await setSessionCookie(ctx, { session, user }, dontRememberMe);
}
