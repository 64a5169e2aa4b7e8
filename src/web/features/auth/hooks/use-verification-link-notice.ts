import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';
import { readVerificationLanding } from '../verification-link';
import { useAuth } from '../../../lib/session/use-auth';

export const VERIFICATION_LINK_FAILED =
  'This verification link is invalid or has expired. Sign in and use Resend Email to get a new one.';

export const VERIFIED_NOTICE = 'Your email is verified. You can now check out.';

/** Long enough to read on the page the link opened (the toaster's region announces it to screen readers). */
const NOTICE_MS = 10_000;

/**
 * The page a verification link lands on says how it went: "Your email is verified" once the session shows
 * the verified address (a hand-made ?verified=1 claims nothing), or that the link is dead. Then the marks
 * leave the address, so a reload or a bookmark does not say it again.
 */
export function useVerificationLinkNotice(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const { status, isVerified } = useAuth();
  useEffect(() => {
    const landing = readVerificationLanding(pathname, search);
    if (!landing.outcome) return;
    if (landing.outcome === 'verified' && status === 'loading') return;
    if (landing.outcome === 'failed') notify.error(VERIFICATION_LINK_FAILED);
    else if (isVerified) notify.success(VERIFIED_NOTICE, { duration: NOTICE_MS });
    navigate({ pathname, search: landing.search, hash }, { replace: true, state });
  }, [pathname, search, hash, state, status, isVerified, navigate]);
}
