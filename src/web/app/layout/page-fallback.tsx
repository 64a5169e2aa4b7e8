/** Held space while a screen's code loads (the splash covers it on a first visit). */
export function PageFallback() {
  return <div className="min-h-dvh bg-background" aria-hidden="true" />;
}
