import { useCallback, useSyncExternalStore } from 'react';

/** The width from which the shop shows its filters as a sidebar (Tailwind's lg); below it, as a sheet. */
export const SIDEBAR_MEDIA_QUERY = '(min-width: 1024px)';

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
