/**
 * Links to the account pages that carry the way back (`?redirect=`). Without imports: the header, on every
 * page, uses it.
 */

/** Pages that must not be returned to after signing in (they would bounce straight back). */
const AUTH_PAGES = /^\/(login|signup|forgot-password|reset-password)(\/|\?|#|$)/;

export function isAuthPage(path: string): boolean {
  return AUTH_PAGES.test(path);
}

/** A link to an account page that carries the origin along (`?redirect=`). */
export function withRedirect(path: string, target: string): string {
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}
