import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/auth';
import { apiGet, apiPost } from '../api-client';
import { authKeys } from '../query-keys';

/**
 * A tiny client for the account endpoints (Better Auth under /api/auth). Its own client library is not
 * used: it would add several KB to every page for five POSTs and one GET.
 */
export const AUTH_API_BASE = '/api/auth';
const BASE = AUTH_API_BASE;

/** Where the verification link returns to unless told: the site's home page (SPEC.md section 7). */
export const VERIFY_CALLBACK_PATH = '/';

export interface SessionResponse {
  session: { id: string; expiresAt: string };
  user: SessionUser;
}

/** GET /api/auth/get-session: the signed-in user, or null for a visitor. */
export function fetchSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  // The server's cookie cache could still say "unverified" right after the link was opened.
  return apiGet<SessionResponse | null>(`${BASE}/get-session`, { disableCookieCache: 'true' }, signal).then(
    (body) => (body && body.user ? body : null),
  );
}

export function sessionQuery() {
  return queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    // A verification done in another tab (the mail link) shows as soon as the shopper comes back.
    refetchOnWindowFocus: (query) => {
      const data = query.state.data as SessionResponse | null | undefined;
      return data?.user && !data.user.emailVerified ? 'always' : true;
    },
  });
}

export function signInEmail(email: string, password: string): Promise<unknown> {
  return apiPost(`${BASE}/sign-in/email`, { email, password });
}

export function signUpEmail(
  input: { name: string; email: string; password: string },
  callbackURL = VERIFY_CALLBACK_PATH,
): Promise<unknown> {
  return apiPost(`${BASE}/sign-up/email`, { ...input, callbackURL });
}

export function signOut(): Promise<unknown> {
  return apiPost(`${BASE}/sign-out`, {});
}

export function sendVerificationEmail(email: string, callbackURL = VERIFY_CALLBACK_PATH): Promise<unknown> {
  return apiPost(`${BASE}/send-verification-email`, { email, callbackURL });
}
