import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

// The admin's views for QueryState's loading and empty states. Their spinner and icons stay out of
// components/ui, whose query states are also in the storefront's bundles.

/** 'Loading {what}...' with a spinner, as a status. `className` places it: a list's room by default. */
export function LoadingStatus({
  className = 'py-10',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin" />
      {children}
    </p>
  );
}

/** A list with nothing to show: its icon and why. */
export function EmptyList({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-border bg-card p-10 text-center">
      <Icon aria-hidden="true" className="size-12 text-subtle-foreground" />
      <p className="mt-4 text-lg text-foreground-soft">{children}</p>
    </div>
  );
}
