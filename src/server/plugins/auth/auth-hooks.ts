import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import {
  checkNameChange,
  checkPasswordField,
  checkSignIn,
  checkSignUp,
  IMPERSONATION_MESSAGE,
  refuseProtectedFields,
  refuseStaffFields,
  refuseUnsafeText,
  refuseWhole,
  STAFF_CHANGES_MESSAGE,
} from './auth-input';
import type { SignInGuard } from './sign-in-guard';
import { countSignInFailure, holdBackSignIn } from './sign-in-guard-hooks';
import { signInNewAccount } from './sign-up-privacy';
import type { SignUpTargetLimit } from './sign-up-target-limit';

/** The user whose password a request just reset, to sign them in when it succeeds. */
export type ResetRequests = WeakMap<Request, string>;

/**
 * Before Better Auth acts: the shop's input rules per endpoint, the sign-in guard's hold and the sign-up
 * limit per address. `ctx.path` is the endpoint Better Auth matched, however the address was spelled;
 * these hooks also run for the server's own calls (`auth.api.*`).
 */
export function checkAuthRequest(signInGuard: SignInGuard, signUpTargets: SignUpTargetLimit) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;
    refuseUnsafeText(body, ctx.query, ctx.params);
    switch (ctx.path) {
      case '/sign-up/email':
        refuseProtectedFields(body);
        checkSignUp(body);
        await signUpTargets.count(body.email as string);
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
        refuseStaffFields(body);
        if (body.password !== undefined) checkPasswordField(body.password);
        break;
      case '/admin/update-user':
        refuseStaffFields(body);
        break;
      // Staff changes go through the shop's staff routes, which record them (decision 035).
      case '/admin/set-role':
        refuseWhole(STAFF_CHANGES_MESSAGE);
        break;
      case '/admin/impersonate-user':
        refuseWhole(IMPERSONATION_MESSAGE);
        break;
    }
  });
}

/** After Better Auth answered: sign a new account in, count a failed sign-in, sign in after a reset. */
export function finishAuthRequest(signInGuard: SignInGuard, resetBy: ResetRequests) {
  return createAuthMiddleware(async (ctx) => {
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
  });
}
