import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { buttonVariants } from '../../../components/ui/button';
import { afterSplash } from '../../../lib/after-splash';
import { usePageTitle } from '../../../lib/use-page-title';

/** Long enough to read the message before the shopper is sent home. */
export const ACCESS_DENIED_REDIRECT_MS = 2500;

/** 'Access Denied - You don't have permission to access this page.', then home. */
export function AccessDenied() {
  const navigate = useNavigate();
  usePageTitle(AUTH_MESSAGES.accessDeniedTitle);
  useEffect(() => {
    let timer: number | undefined;
    // On a first load the splash covers the page: count from when the message can be seen.
    const cancelWait = afterSplash(() => {
      timer = window.setTimeout(() => navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    });
    return () => {
      cancelWait();
      window.clearTimeout(timer);
    };
  }, [navigate]);
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-14 text-destructive-400" />
      <div role="alert">
        <h1 className="mt-4 text-3xl font-extrabold text-foreground-strong">
          {AUTH_MESSAGES.accessDeniedTitle}
        </h1>
        <p className="mt-3 text-muted-foreground">{AUTH_MESSAGES.accessDeniedBody}</p>
      </div>
      <p className="mt-2 text-sm text-subtle-foreground">Taking you to the home page...</p>
      <Link to="/" replace className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        Go to Home
      </Link>
    </section>
  );
}
