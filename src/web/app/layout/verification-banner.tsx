import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/session/use-auth';
import { useVerificationScreenShown } from '../../features/auth/verification-screen';

const VerificationBannerBody = lazy(() =>
  import('./verification-banner-body').then((module) => ({ default: module.VerificationBannerBody })),
);

/**
 * The yellow banner for a signed-in user whose email is not verified (hidden otherwise, and while the
 * verification block screen, with its own resend button, is on the page).
 */
export function VerificationBanner() {
  const { profile } = useAuth();
  const blockScreenShown = useVerificationScreenShown();
  if (!profile || profile.emailVerified || blockScreenShown) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBannerBody email={profile.email} />
    </Suspense>
  );
}
