import { useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../../shared/redirect';
import { isAuthPage } from '../account-links';

/**
 * Where the shopper came from: router state `from` first, then `?redirect=`; same-site paths only,
 * never an account page; '/' by default.
 */
export function useRedirectTarget(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  const target = safeRedirectPath(typeof state?.from === 'string' ? state.from : params.get('redirect'));
  return isAuthPage(target) ? '/' : target;
}
