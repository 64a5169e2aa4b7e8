/** Splash constants of the specification (sections 2 and 9). */
export const SPLASH = {
  stepMs: 30,
  steps: 100,
  completeDelayMs: 500,
  minimumMs: 1000,
} as const;

/** Status text for a percentage: changes at 25, 50 and 75 percent. */
export function splashStatus(percent: number): string {
  if (percent < 25) return 'Starting Engine...';
  if (percent < 50) return 'Loading Components...';
  if (percent < 75) return 'Preparing Tools...';
  return 'Almost Ready...';
}
