import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { productHistoryQuery } from '../api/admin-products';
import { actionLabel, changeLines } from '../history-format';

/** A product's change history, newest first: what was done, by whom, when, and each field's change. */
export function ProductHistory({ id, productId, name }: { id: string; productId: string; name: string }) {
  const query = useQuery(productHistoryQuery(productId));
  return (
    <section id={id} aria-label={`Change history of ${name}`} className="mt-4 border-t border-zinc-800 pt-4">
      <h4 className="text-sm font-semibold text-white">Change history</h4>
      {query.isPending && (
        <p role="status" className="mt-2 text-sm text-zinc-300">
          Loading history...
        </p>
      )}
      {query.isError && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-200">
          <p>Error loading history: {errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {query.data?.length === 0 && <p className="mt-2 text-sm text-zinc-300">No changes recorded yet.</p>}
      {query.data && query.data.length > 0 && (
        <ol className="mt-2 grid gap-3">
          {query.data.map((change) => {
            const lines = changeLines(change);
            return (
              <li key={change.id} className="rounded-md bg-zinc-950/60 p-3 text-sm">
                <p className="text-zinc-200">
                  <span className="font-semibold text-amber-300">{actionLabel(change.action)}</span> by{' '}
                  {change.actorName} ({change.actorEmail}) on{' '}
                  <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
                </p>
                {lines.length > 0 && (
                  <ul className="mt-2 grid gap-1 text-zinc-300">
                    {lines.map((line) => (
                      <li key={line.field} className="wrap-anywhere">
                        <span className="font-medium text-zinc-100">{line.label}:</span> {line.from} →{' '}
                        {line.to}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
