import { useLocation } from 'react-router';

/** Router state for a Sign In / Sign Up link: come back to this page afterwards (see useRedirectTarget). */
export function useOrigin(): { from: string } {
  const { pathname, search } = useLocation();
  return { from: `${pathname}${search}` };
}
