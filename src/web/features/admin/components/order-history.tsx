import type { OrderEvent } from '../../../../shared/orders';
import { formatOrderDate, historyInOrder, historyTitle } from '../order-format';

/** Every status move and staff note of an order, oldest first: what, by whom, when, and any note. */
export function OrderHistory({ history }: { history: readonly OrderEvent[] }) {
  const events = historyInOrder(history);
  return (
    <section
      aria-labelledby="admin-order-history"
      className="rounded-xl border border-zinc-800 bg-zinc-900 p-4 sm:p-6"
    >
      <h3 id="admin-order-history" className="text-lg font-semibold text-white">
        Order history
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-300">Nothing recorded yet.</p>
      ) : (
        <ol aria-labelledby="admin-order-history" className="mt-4 grid gap-3">
          {events.map((event) => (
            <li key={event.id} className="rounded-md bg-zinc-950/60 p-3 text-sm">
              <p className="wrap-anywhere text-zinc-200">
                <span
                  className={
                    event.kind === 'note' ? 'font-semibold text-zinc-100' : 'font-semibold text-amber-300'
                  }
                >
                  {historyTitle(event)}
                </span>{' '}
                by {event.actorName}
              </p>
              <p className="text-xs text-zinc-400">
                <time dateTime={event.createdAt}>{formatOrderDate(event.createdAt)}</time>
              </p>
              {event.note && (
                <p className="mt-2 whitespace-pre-line wrap-anywhere text-zinc-300">{event.note}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
