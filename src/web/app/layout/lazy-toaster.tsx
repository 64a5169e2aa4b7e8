import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterMountRequested, subscribeToasterMount } from '../../lib/toast';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** Mounts sonner's Toaster on the first toast only, so pages that show none never download it. */
export function LazyToaster() {
  const [requested, setRequested] = useState(isToasterMountRequested);

  useEffect(() => subscribeToasterMount(() => setRequested(true)), []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
