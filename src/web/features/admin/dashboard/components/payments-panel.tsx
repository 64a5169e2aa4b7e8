import { useId } from 'react';
import {
  ledgerFigureRows,
  type DashboardResponse,
  type PeriodFigures,
} from '../../../../../shared/dashboard';

/**
 * The Overview's payments (decision 053): the period's paid revenue from the ledger by the day paid,
 * online and recorded by staff, and the balances outstanding now. Nothing for a level that sees no money.
 */
export function PaymentsPanel({
  figures,
  outstanding,
  periodLabel,
}: {
  figures: PeriodFigures;
  outstanding: DashboardResponse['outstanding'];
  periodLabel: string;
}) {
  const titleId = useId();
  const rows = ledgerFigureRows(figures, outstanding);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-border bg-card/60 p-4 sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-bold text-foreground-strong">
        Payments, {periodLabel.toLowerCase()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        From the payment ledger, by the day paid. Balances outstanding are as they stand now.
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div
            key={row.key}
            className="min-w-0 rounded-xl border border-border bg-card p-3"
            data-testid={`ledger-${row.key}`}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {row.label}
            </dt>
            <dd className="mt-1 text-lg font-bold break-words text-foreground-strong tabular-nums">
              {row.value}
              <span className="block text-sm font-normal text-muted-foreground">{row.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
