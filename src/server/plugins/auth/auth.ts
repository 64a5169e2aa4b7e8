import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { admin } from 'better-auth/plugins';
import { DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/auth';
import { SHOP } from '../../../shared/shop';
import type { Database } from '../../db/client';
import { authSchema } from '../../db/schema';
import { passwordResetMail, verificationMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import { checkAuthRequest, finishAuthRequest, type ResetRequests } from './auth-hooks';
import { TaskLimiter } from '../../lib/task-limiter';
import { SignInGuard } from './sign-in-guard';
import { SignInGuardRepository } from './sign-in-guard.repository';
import { rememberSignIn } from './sign-in-guard-hooks';
import { createSignUpAttemptNotice, type ResetTokenStore, syntheticCustomer } from './sign-up-privacy';
import { SIGN_UP_PER_TARGET, SignUpTargetLimit } from './sign-up-target-limit';
import { AUTH_BASE_PATH } from './auth-address';

export { AUTH_BASE_PATH };
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
const MAIL_FAILED_MESSAGE = 'We could not send the email just now. Please try again in a moment.';

export interface AuthLog {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  /**
   * How account mail (verification, reset, the taken-address notice) leaves: the server hands the durable
   * outbox (the notifications module's `mail` jobs), so a mail server that is down loses none of it.
   */
  mailer: Pick<Mailer, 'send'>;
  /** The trading name the account mails speak with (the shop's identity, read when a mail is drawn). */
  shopName: () => string;
  log: AuthLog;
  /** Multiplies the sign-up limit per address (see Config.authRateLimitScale). */
  rateLimitScale?: number;
  /** Password hashes computed at once, and how many may wait (beyond that: 503). */
  hashConcurrency?: number;
  hashQueueLimit?: number;
}

/** Better Auth as the shop uses it: email and password, verification and reset by mail, admin roles. */
export function createAuth(options: AuthOptions) {
  const { mailer, log, publicUrl } = options;
  const hashes = new TaskLimiter(
    options.hashConcurrency ?? 2,
    options.hashQueueLimit ?? 16,
    () => new APIError('SERVICE_UNAVAILABLE', { code: 'UNAVAILABLE', message: BUSY_MESSAGE }),
  );
  const resetBy: ResetRequests = new WeakMap();
  const resetTokenSeconds = 60 * 60;
  const signInGuard = new SignInGuard(new SignInGuardRepository(options.db));
  const signUpTargets = new SignUpTargetLimit(
    options.db,
    SIGN_UP_PER_TARGET.max * (options.rateLimitScale ?? 1),
  );

  const auth = betterAuth({
    appName: SHOP.name,
    secret: options.secret,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, { provider: 'pg', schema: authSchema }),
    // Our own per-address limits guard these routes (auth.plugin.ts): Better Auth's would read headers
    // any client can set.
    rateLimit: { enabled: false },
    logger: {
      log: (level, message) => {
        // Better Auth's info lines can carry email addresses: keep them at debug.
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        log[method]({ source: 'better-auth' }, message);
      },
    },
    advanced: {
      // Explicit: Better Auth switches these checks off by itself when NODE_ENV is test.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The mount sets this header from Fastify's request.ip (TRUST_PROXY aware), replacing the client's.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Unverified users may sign in; checkout is what needs a verified address.
      requireEmailVerification: false,
      // Off so that a taken address gets the same answer as a new one (sign-up-privacy.ts, decision 009);
      // the after hook signs a real new account in, as autoSignIn would.
      autoSignIn: false,
      customSyntheticUser: syntheticCustomer,
      onExistingUserSignUp: createSignUpAttemptNotice({
        mailer,
        shopName: options.shopName,
        log,
        context: (): Promise<ResetTokenStore> => auth.$context,
        resetTokenSeconds,
      }),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetTokenSeconds,
      password: {
        hash: (password) => hashes.run(() => hashPassword(password)),
        verify: (data) => hashes.run(() => verifyPassword(data)),
      },
      sendResetPassword: async ({ user, url }) => {
        // Not awaited: the answer must take as long whether or not the address has an account. The
        // mailer queues it (one insert); the outbox sends it, and retries while the mail server is down.
        mailer
          .send(user.email, passwordResetMail(options.shopName(), user.name, url))
          .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
      },
      onPasswordReset: async ({ user }, request) => {
        if (request) resetBy.set(request, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        try {
          await mailer.send(user.email, verificationMail(options.shopName(), user.name, url));
        } catch (error) {
          log.error({ err: error }, 'verification mail failed');
          throw new APIError('SERVICE_UNAVAILABLE', { code: 'UNAVAILABLE', message: MAIL_FAILED_MESSAGE });
        }
      },
    },
    databaseHooks: {
      session: { create: { after: (session) => rememberSignIn(signInGuard, session) } },
    },
    // The staff level (src/shared/staff.ts) rides on the session's user; no client may set it.
    user: { additionalFields: { staffLevel: { type: 'string', required: false, input: false } } },
    plugins: [admin({ defaultRole: DEFAULT_ROLE, adminRoles: ['admin'] })],
    // An unexpected error (a database failure) reaches the shop's error handler, which answers 500 and
    // logs it without its SQL parameters; left to Better Auth, it would print the error to stderr.
    onAPIError: { throw: true },
    hooks: {
      before: checkAuthRequest(signInGuard, signUpTargets),
      after: finishAuthRequest(signInGuard, resetBy),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
