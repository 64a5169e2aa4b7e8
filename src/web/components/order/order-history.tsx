import { useId } from 'react';
import type { OrderEvent } from '../../../shared/orders';
import { formatDateTime } from '../../lib/format-date';
import { eventTitle, historyInOrder, type HistoryAudience } from './order-events';

const TEXTS: Record<HistoryAudience, { title: string; empty: string }> = {
  shopper: { title: 'Order History', empty: 'No updates yet.' },
  staff: { title: 'Order history', empty: 'Nothing recorded yet.' },
};

/**
 * An order's steps, oldest first: the status it moved to (or a note), who and when (Lagos time), and
 * any note. The shopper's page names who moved it under the step; the desk reads "Paid by Ada" at once.
 */
export function OrderHistory({
  history,
  audience,
  itemNames,
}: {
  history: readonly OrderEvent[];
  audience: HistoryAudience;
  /** The order's lines by position, to name a line whose price was changed. */
  itemNames?: readonly string[];
}) {
  const headingId = useId();
  const events = historyInOrder(history);
  // On the shopper's page the history is a section of the page; at the desk, of the order's panel.
  const Heading = audience === 'shopper' ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <Heading id={headingId} className="text-lg font-bold text-foreground-strong">
        {TEXTS[audience].title}
      </Heading>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{TEXTS[audience].empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-3 space-y-4 border-l border-border-strong pl-4">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary-strong"
              />
              <p className="wrap-anywhere text-muted-foreground">
                <span className="font-semibold text-foreground-strong">
                  {eventTitle(event, audience, itemNames)}
                </span>
                {audience === 'staff' && event.actorName && <> by {event.actorName}</>}
              </p>
              <p className="text-sm text-muted-foreground">
                {audience === 'shopper' && event.actorName && <>By {event.actorName}, </>}
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
              {event.note && (
                <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-foreground-soft">
                  {event.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
