import type { Order } from '../../../../shared/orders';
import { formatOrderDateTime, orderStatusLabel } from '../order-format';

/** The order's steps, oldest first: the status it moved to, who moved it and when; a note if any. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  return (
    <section
      aria-labelledby="order-history"
      className="rounded-xl border border-zinc-800 bg-zinc-900 p-4 sm:p-6"
    >
      <h2 id="order-history" className="text-lg font-bold text-white">
        Order History
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-300">No updates yet.</p>
      ) : (
        <ol className="mt-3 space-y-4 border-l border-zinc-700 pl-4">
          {history.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-amber-400"
              />
              <p className="font-semibold text-white">
                {event.kind === 'status' ? orderStatusLabel(event.toStatus) : 'Note'}
              </p>
              <p className="text-sm text-zinc-300">
                {event.actorName && <>By {event.actorName}, </>}
                <time dateTime={event.createdAt}>{formatOrderDateTime(event.createdAt)}</time>
              </p>
              {event.note && (
                <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-200">{event.note}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
