import { useLocation, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../components/layout/placeholder-page';

/** Where the visitor came from: router state first, then ?redirect= (same-site paths only). */
function useRedirectTarget(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  const target = typeof state?.from === 'string' ? state.from : params.get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage() {
  const target = useRedirectTarget();
  return (
    <PlaceholderPage title="Sign In">
      <p>
        Customer accounts are coming soon. You will be able to sign in here to check out and track your
        orders.
      </p>
      {target !== '/' && (
        <p className="mt-2 text-sm text-zinc-400">After signing in you will return to {target}.</p>
      )}
    </PlaceholderPage>
  );
}
