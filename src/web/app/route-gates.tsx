import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageFallback } from './layout/page-fallback';
import { useAuth } from '../lib/session/use-auth';
import { useMarkVerificationScreen } from '../features/auth/verification-screen';

// The block screens are small chunks of their own: most shoppers never see them.
const VerificationRequired = lazy(() =>
  import('../features/auth/components/verification-required').then((module) => ({
    default: module.VerificationRequired,
  })),
);
const AccessDenied = lazy(() =>
  import('../features/auth/components/access-denied').then((module) => ({ default: module.AccessDenied })),
);

/** Protected routes (/account, /checkout, /admin): a visitor goes to /login carrying the origin. */
export function RequireAuth() {
  const { status, signedOutHere } = useAuth();
  const location = useLocation();
  // While the session loads, hold the page's space: no flash of the sign-in page or of the screen.
  if (status === 'loading') return <PageFallback />;
  if (status === 'signed-out' && signedOutHere) return <Navigate to="/" replace />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} replace state={{ from }} />;
  }
  return <Outlet />;
}

/** The block screen, marked as shown from the first paint on (the banner then steps aside). */
function VerificationBlock() {
  useMarkVerificationScreen();
  return (
    <Suspense fallback={<PageFallback />}>
      <VerificationRequired />
    </Suspense>
  );
}

/** Verification-protected routes (/checkout): an unverified user sees the block screen. */
export function RequireVerified() {
  const { status, isVerified } = useAuth();
  if (status === 'loading') return <PageFallback />;
  return isVerified ? <Outlet /> : <VerificationBlock />;
}

/** The admin route: anyone but an admin sees Access Denied and is sent home. */
export function RequireAdmin() {
  const { status, isAdmin } = useAuth();
  if (status === 'loading') return <PageFallback />;
  return isAdmin ? <Outlet /> : <AccessDenied />;
}
