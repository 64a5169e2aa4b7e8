import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import {
  checkNameChange,
  checkPasswordField,
  checkSignIn,
  checkSignUp,
  refuseProtectedFields,
  refuseUnsafeText,
} from './auth-input';
import type { SignInGuard } from './sign-in-guard';
import { countSignInFailure, holdBackSignIn } from './sign-in-guard-hooks';
import { signInNewAccount } from './sign-up-privacy';

/** The user whose password a request just reset, to sign them in when it succeeds. */
export type ResetRequests = WeakMap<Request, string>;

/** Before Better Auth acts: the shop's input rules per route, and the sign-in guard's hold. */
export function checkAuthRequest(signInGuard: SignInGuard) {
  return createAuthMiddleware(async (ctx) => {
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
