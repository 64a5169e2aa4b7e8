import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: {
    role: 'alert',
    live: 'assertive',
    Icon: AlertCircle,
    box: 'border-red-500/60 bg-red-950/60 text-red-200',
  },
  success: {
    role: 'status',
    live: 'polite',
    Icon: CheckCircle2,
    box: 'border-emerald-500/60 bg-emerald-950/60 text-emerald-200',
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
