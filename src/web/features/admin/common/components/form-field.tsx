import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '../../../../components/ui/label';
import { cn } from '../../../../lib/cn';

/**
 * The aria attributes of a control with an optional amount read back, hint and message (ids
 * `${id}-amount`, `${id}-hint`, `${id}-error`).
 */
export function describedBy(
  id: string,
  { hint, error, amount }: { hint?: boolean; error?: string | null; amount?: boolean },
) {
  const ids = [
    amount ? `${id}-amount` : null,
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-red-300">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A labelled control with its hint and its message under it. */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The dashboard's alert box: always in the page so a message that appears in it is announced. */
export function AdminAlert({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="alert" className={className}>
      {message && (
        <p className="flex items-start gap-2 rounded-md border border-red-500/60 bg-red-950/60 px-4 py-3 text-sm text-red-200">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
