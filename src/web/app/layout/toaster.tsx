import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '../../lib/toast';

export function AppToaster() {
  useEffect(() => {
    markToasterMounted();
  }, []);
  return <Toaster theme="dark" position="bottom-center" richColors closeButton />;
}
