import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the "Email Verification Required" block screen is on the page. It has its own resend button, so
 * the yellow banner steps aside while it shows: one resend button, not two.
 */
let screens = 0;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the block screen: it counts as shown while the caller is mounted (before the first paint). */
export function useMarkVerificationScreen(): void {
  useLayoutEffect(() => {
    screens++;
    changed();
    return () => {
      screens--;
      changed();
    };
  }, []);
}

export function useVerificationScreenShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => screens > 0,
    () => false,
  );
}
