import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The red box of the account forms (SPEC.md section 2), or a green one for a confirmation. Always in
 * the page so that screen readers announce a message that appears in it.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message && (
        <p
          className={cn(
            'mb-5 flex items-start gap-2 rounded-md border px-4 py-3 text-sm',
            tone === 'error'
              ? 'border-red-500/60 bg-red-950/60 text-red-200'
              : 'border-emerald-500/60 bg-emerald-950/60 text-emerald-200',
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
