import { useEffect, useSyncExternalStore } from 'react';

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

/** The mark main.tsx sets as it starts hydrating a page the server drew. */
export const HYDRATION_START_MARK = 'hydration-start';

/**
 * Measures the hydration, from its start to its commit, as `hydration` (`npm run bench` reads it from
 * Lighthouse's user timings). A hook in a component both sides draw, not a component of its own: an extra
 * node would move the tree's ids (`useId`) away from the server's.
 */
export function useHydrationMeasure(): void {
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATION_START_MARK).length > 0)
      performance.measure('hydration', HYDRATION_START_MARK);
  }, []);
}
