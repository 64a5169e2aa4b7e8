import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** What a field hands its control: its id and the aria attributes that tie it to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** A field's message; also the message of a group of controls (a fieldset of checkboxes or rows). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-destructive-300">
      {children}
    </p>
  );
}

/**
 * A labelled form control with its hint and its error under it (ids `${id}-hint` and `${id}-error`). The
 * control is rendered by `children` with the props it must carry:
 * `<Field id="contact-name" label="Name" required>{(control) => <Input {...control} />}</Field>`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  describedBy,
  className,
  children,
}: {
  id: string;
  /** Text, or text with a part for screen readers only. */
  label: ReactNode;
  hint?: string;
  /** Shown under the control, which is then marked invalid. */
  error?: string;
  required?: boolean;
  /** The ids of other texts that describe the control (e.g. an amount read back), read before the hint. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-subtle-foreground">
          {hint}
        </p>
      )}
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
