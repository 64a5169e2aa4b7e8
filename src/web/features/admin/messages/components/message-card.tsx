import { CircleCheck, Loader2, Undo2 } from 'lucide-react';
import type { AdminContactMessage } from '../../../../../shared/contact';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format-date';
import { handledText, handledToggle, messageTitle, subjectLabel } from '../message-model';

/** One message of the contact form: who, about what, when, the text, and whether it was handled. */
export function MessageCard({
  message,
  onToggle,
  isSaving,
}: {
  message: AdminContactMessage;
  onToggle: (message: AdminContactMessage, handled: boolean) => void;
  isSaving: boolean;
}) {
  const titleId = `admin-message-${message.id}-title`;
  const toggle = handledToggle(message);
  const handled = handledText(message);
  return (
    <li className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold wrap-anywhere text-foreground-strong">
              {messageTitle(message)}
            </h3>
            <p className="text-sm wrap-anywhere text-muted-foreground">
              {message.name} ·{' '}
              <a
                href={`mailto:${message.email}`}
                className="text-primary-soft underline underline-offset-4 hover:text-primary-softer"
              >
                {message.email}
              </a>
            </p>
            <p className="text-sm text-subtle-foreground">
              {subjectLabel(message.subject)} · Received{' '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
          </div>
          {handled && (
            <span className="inline-flex items-center gap-1 rounded-full border border-success-500/60 bg-success-950 px-2.5 py-0.5 text-xs font-semibold text-success-200">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              Handled
            </span>
          )}
        </div>
        <p className="whitespace-pre-line wrap-anywhere text-foreground">{message.message}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          <p className="text-sm text-subtle-foreground">{handled ?? 'Not handled yet'}</p>
          <Button
            variant={toggle.next ? 'secondary' : 'ghost'}
            size="sm"
            aria-label={toggle.label}
            disabled={isSaving}
            onClick={() => onToggle(message, toggle.next)}
          >
            {isSaving ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : toggle.next ? (
              <CircleCheck aria-hidden="true" />
            ) : (
              <Undo2 aria-hidden="true" />
            )}
            {toggle.text}
          </Button>
        </div>
      </article>
    </li>
  );
}
