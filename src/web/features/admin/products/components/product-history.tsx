import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/ui/query-state';
import { formatDateTime } from '../../../../lib/format-date';
import { LoadingStatus } from '../../common/components/load-states';
import { productHistoryQuery } from '../api/admin-products';
import { actionLabel, changeLines } from '../../common/history-format';

/** A product's change history, newest first: what was done, by whom, when, and each field's change. */
export function ProductHistory({ id, productId, name }: { id: string; productId: string; name: string }) {
  const query = useQuery(productHistoryQuery(productId));
  const changes = query.data ?? [];
  return (
    <section id={id} aria-label={`Change history of ${name}`} className="mt-4 border-t border-border pt-4">
      <h4 className="text-sm font-semibold text-foreground-strong">Change history</h4>
      <QueryState
        query={query}
        loading={<LoadingStatus className="mt-2 text-sm">Loading history...</LoadingStatus>}
        errorLabel="Error loading history"
        onRetry={() => void query.refetch()}
        errorClassName="mt-2"
        isEmpty={changes.length === 0}
        empty={<p className="mt-2 text-sm text-muted-foreground">No changes recorded yet.</p>}
      >
        <ol className="mt-2 grid gap-3">
          {changes.map((change) => {
            const lines = changeLines(change);
            return (
              <li key={change.id} className="rounded-md bg-background/60 p-3 text-sm">
                <p className="text-foreground-soft">
                  <span className="font-semibold text-primary-soft">{actionLabel(change.action)}</span> by{' '}
                  {change.actorName} ({change.actorEmail}) on{' '}
                  <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
                </p>
                {lines.length > 0 && (
                  <ul className="mt-2 grid gap-1 text-muted-foreground">
                    {lines.map((line) => (
                      <li key={line.field} className="wrap-anywhere">
                        <span className="font-medium text-foreground">{line.label}:</span> {line.from} →{' '}
                        {line.to}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </QueryState>
    </section>
  );
}
