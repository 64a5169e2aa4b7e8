import { useLocation } from 'react-router';
import { safeRedirectPath } from '../../../../shared/redirect';
import { isAuthPage } from '../account-links';

/**
 * Where a Sign In or Sign Up link on this page brings the shopper back to: this page, or, on an account page,
 * the page that one returns to (its router state `from`, else its `?redirect=`): same-site paths only.
 */
export function useOrigin(): string {
  const { pathname, search, state } = useLocation();
  if (!isAuthPage(pathname)) return safeRedirectPath(`${pathname}${search}`);
  const from = (state as { from?: unknown } | null)?.from;
  return safeRedirectPath(typeof from === 'string' ? from : new URLSearchParams(search).get('redirect'));
}
