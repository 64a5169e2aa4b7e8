import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A failed load: 'label: the error's message' in an alert (the message alone without a label, where the
 * words around it already say what failed), then Retry (busy while the retry runs) and any other way out
 * the screen offers (`children`).
 */
export function QueryError({
  label,
  error,
  onRetry,
  isRetrying = false,
  centered = false,
  className,
  children,
}: {
  label?: string;
  error: unknown;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The buttons centred under the alert (a page of its own) rather than at its start (a section). */
  centered?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Alert>
        {label && `${label}: `}
        {errorMessage(error)}
      </Alert>
      {(onRetry || children) && (
        <div className={cn('mt-4 flex flex-wrap gap-3', centered && 'justify-center')}>
          {onRetry && (
            <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
              Retry
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

/** What a screen knows of a load: TanStack Query's result, or a list's state built from it. */
export interface LoadState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The states of a list or a page that loads: `loading` (a skeleton holding the space, with its text for
 * screen readers) until the first answer, then the error with Retry, then `empty` when there is nothing to
 * show, else the content.
 */
export function QueryState({
  query,
  loading,
  errorLabel,
  onRetry,
  isRetrying,
  isEmpty = false,
  empty,
  errorClassName,
  children,
}: {
  query: LoadState;
  loading: ReactNode;
  /** The alert's words before the error's own message: 'Error loading products'. */
  errorLabel: string;
  onRetry: () => void;
  isRetrying?: boolean;
  isEmpty?: boolean;
  empty?: ReactNode;
  /** Places the error (margins). */
  errorClassName?: string;
  children: ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <QueryError
        label={errorLabel}
        error={query.error}
        onRetry={onRetry}
        isRetrying={isRetrying}
        className={errorClassName}
      />
    );
  return isEmpty ? empty : children;
}
