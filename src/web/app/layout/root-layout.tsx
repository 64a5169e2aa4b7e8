import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useVerificationLinkNotice } from '../../features/auth/hooks/use-verification-link-notice';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { Footer } from './footer';
import { Header } from './header';
import { LazyToaster } from './lazy-toaster';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error';
import { VerificationBanner } from './verification-banner';

/** Its own component: the session arriving (or changing) then redraws this alone, not the whole layout. */
function VerificationLinkNotice() {
  useVerificationLinkNotice();
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <VerificationBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A new page starts clean; the admin's pages are one page here (it keeps its focus and state). */}
        <RouteErrorBoundary key={pathname.startsWith('/admin/') ? '/admin' : pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <LazyToaster />
      <VerificationLinkNotice />
    </div>
  );
}
