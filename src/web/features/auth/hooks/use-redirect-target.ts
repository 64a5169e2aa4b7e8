import { useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../../shared/auth';

/** Pages that must not be returned to after signing in (they would bounce straight back). */
const AUTH_PAGES = /^\/(login|signup|forgot-password|reset-password)(\/|\?|#|$)/;

/**
 * Where the shopper came from: router state `from` first, then `?redirect=`; same-site paths only,
 * never an account page; '/' by default.
 */
export function useRedirectTarget(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  const target = safeRedirectPath(typeof state?.from === 'string' ? state.from : params.get('redirect'));
  return AUTH_PAGES.test(target) ? '/' : target;
}

/** A link to an account page that carries the origin along (`?redirect=`). */
export function withRedirect(path: string, target: string): string {
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}
