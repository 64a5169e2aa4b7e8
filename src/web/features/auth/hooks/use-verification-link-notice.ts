import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';

/** Codes the account service adds to the return address when a verification link did not work. */
const LINK_ERRORS = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']);

export const VERIFICATION_LINK_FAILED =
  'This verification link is invalid or has expired. Sign in and use Resend Email to get a new one.';

/** A dead verification link returns to the home page with ?error=...: say so, and tidy the address. */
export function useVerificationLinkNotice(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== '/' || !search) return;
    const code = new URLSearchParams(search).get('error');
    if (!code || !LINK_ERRORS.has(code)) return;
    notify.error(VERIFICATION_LINK_FAILED);
    navigate('/', { replace: true });
  }, [pathname, search, navigate]);
}
