import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary-strong" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-foreground-strong">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
