import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { admin } from 'better-auth/plugins';
import { DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/auth';
import { SHOP } from '../../../shared/shop';
import type { Database } from '../../db/client';
import { authSchema } from '../../db/schema';
import { passwordResetMail, verificationMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import {
  checkNameChange,
  checkPasswordField,
  checkSignIn,
  checkSignUp,
  refuseProtectedFields,
  refuseUnsafeText,
} from './auth-input';
import { TaskLimiter } from '../../lib/task-limiter';
import { SignInGuard } from './sign-in-guard';
import { SignInGuardRepository } from './sign-in-guard.repository';
import { countSignInFailure, holdBackSignIn, rememberSignIn } from './sign-in-guard-hooks';
import {
  createSignUpAttemptNotice,
  type ResetTokenStore,
  signInNewAccount,
  syntheticCustomer,
} from './sign-up-privacy';

export const AUTH_BASE_PATH = '/api/auth';
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
  mailer: Mailer;
  log: AuthLog;
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
  // The user whose password a request just reset, to sign them in when it succeeds.
  const resetBy = new WeakMap<Request, string>();
  const resetTokenSeconds = 60 * 60;
  const signInGuard = new SignInGuard(new SignInGuardRepository(options.db));

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
        // Not awaited: the answer must take as long whether or not the address has an account.
        mailer
          .send(user.email, passwordResetMail(user.name, url))
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
          await mailer.send(user.email, verificationMail(user.name, url));
        } catch (error) {
          log.error({ err: error }, 'verification mail failed');
          throw new APIError('SERVICE_UNAVAILABLE', { code: 'UNAVAILABLE', message: MAIL_FAILED_MESSAGE });
        }
      },
    },
    databaseHooks: {
      session: { create: { after: (session) => rememberSignIn(signInGuard, session) } },
    },
    plugins: [admin({ defaultRole: DEFAULT_ROLE, adminRoles: ['admin'] })],
    // An unexpected error (a database failure) reaches the shop's error handler, which answers 500 and
    // logs it without its SQL parameters; left to Better Auth, it would print the error to stderr.
    onAPIError: { throw: true },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;
        refuseUnsafeText(body, ctx.query, ctx.params);
        switch (ctx.path) {
          case '/sign-up/email':
            refuseProtectedFields(body);
            checkSignUp(body);
            break;
          case '/sign-in/email':
            checkSignIn(body);
            await holdBackSignIn(signInGuard, ctx);
            break;
          case '/update-user':
            refuseProtectedFields(body);
            checkNameChange(body);
            break;
          case '/reset-password':
          case '/change-password':
          case '/admin/set-user-password':
            checkPasswordField(body.newPassword);
            break;
          case '/admin/create-user':
            if (body.password !== undefined) checkPasswordField(body.password);
            break;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') return signInNewAccount(ctx, ctx.context.returned);
        if (ctx.path === '/sign-in/email') return countSignInFailure(signInGuard, ctx, ctx.context.returned);
        // A reset proves the mailbox is the user's: sign them in on this browser (other sessions are gone).
        if (ctx.path !== '/reset-password' || !ctx.request) return;
        const userId = resetBy.get(ctx.request);
        if (!userId) return;
        resetBy.delete(ctx.request);
        const user = await ctx.context.internalAdapter.findUserById(userId);
        const session = user && (await ctx.context.internalAdapter.createSession(userId));
        if (user && session) await setSessionCookie(ctx, { session, user });
      }),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
