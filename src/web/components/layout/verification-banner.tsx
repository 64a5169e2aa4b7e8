import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth/hooks/use-auth';

const VerificationBannerBody = lazy(() =>
  import('./verification-banner-body').then((module) => ({ default: module.VerificationBannerBody })),
);

/** The yellow banner for a signed-in user whose email is not verified (hidden otherwise). */
export function VerificationBanner() {
  const { profile } = useAuth();
  if (!profile || profile.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBannerBody email={profile.email} />
    </Suspense>
  );
}
