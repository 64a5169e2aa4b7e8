/**
 * Toasts without putting sonner on the critical path: the Toaster mounts lazily (see LazyToaster)
 * and sonner itself is imported on first use.
 */
type Listener = () => void;

let mountRequested = false;
let resolveMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
const listeners = new Set<Listener>();

export function subscribeToasterMount(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterMountRequested(): boolean {
  return mountRequested;
}

export function requestToasterMount(): void {
  if (mountRequested) return;
  mountRequested = true;
  listeners.forEach((listener) => listener());
}

export function markToasterMounted(): void {
  resolveMounted?.();
}

export interface ToastOptions {
  description?: string;
  /** How long it stays, in ms (sonner's default is 4 s). */
  duration?: number;
}

async function show(kind: 'success' | 'error', title: string, options?: ToastOptions): Promise<void> {
  requestToasterMount();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](title, options);
}

export const notify = {
  success: (title: string, options?: ToastOptions) => void show('success', title, options),
  error: (title: string, options?: ToastOptions) => void show('error', title, options),
};
