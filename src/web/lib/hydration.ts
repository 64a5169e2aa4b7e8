import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is drawn on the server and while the browser hydrates that HTML, true from the
 * render after (and at once on a page the app draws by itself). What differs with scripts (a role, a
 * type) follows it, so the first render in the browser matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
