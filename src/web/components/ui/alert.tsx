import { AlertTriangle, CircleCheckBig } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// The icons: AlertTriangle is already in the entry chunk (the route error view), CircleCheckBig is used
// nowhere else. An icon that lazy screens import too (AlertCircle, CheckCircle2) made the bundler move
// lucide's core out of the entry chunk: 0.6 KB more on every page.
const TONES = {
  error: {
    role: 'alert',
    live: 'assertive',
    Icon: AlertTriangle,
    box: 'border-destructive-500/60 bg-destructive-950/60 text-destructive-200',
  },
  success: {
    role: 'status',
    live: 'polite',
    Icon: CircleCheckBig,
    box: 'border-success-500/60 bg-success-950/60 text-success-200',
  },
} as const;

/**
 * A message box in a live region: red with role alert for an error, green with role status for a
 * confirmation. The region stays in the page while there is no message, so that screen readers announce
 * one that appears in it. `className` places the box (margins), not the empty region.
 */
export function Alert({
  tone = 'error',
  className,
  children,
}: {
  tone?: keyof typeof TONES;
  className?: string;
  children?: ReactNode;
}) {
  const { role, live, Icon, box } = TONES[tone];
  const hasMessage = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div role={role} aria-live={live}>
      {hasMessage && (
        <p className={cn('flex items-start gap-2 rounded-md border px-4 py-3 text-sm', box, className)}>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}
