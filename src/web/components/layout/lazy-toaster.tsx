import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterMountRequested, requestToasterMount, subscribeToasterMount } from '../../lib/toast';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** Mounts sonner's Toaster once the page is idle or on the first toast, off the critical path. */
export function LazyToaster() {
  const [requested, setRequested] = useState(isToasterMountRequested);

  useEffect(() => {
    const unsubscribe = subscribeToasterMount(() => setRequested(true));
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => requestToasterMount());
    return () => {
      unsubscribe();
    };
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
