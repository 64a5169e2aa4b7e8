import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DASHBOARD_PERIOD_LABELS,
  type DashboardPeriod,
  type DashboardResponse,
} from '../../../../../shared/dashboard';
import { QueryState } from '../../../../components/ui/query-state';
import { usePageTitle } from '../../../../lib/use-page-title';
import { BusinessDetailsPrompt } from '../../common/components/business-details-prompt';
import { LoadingStatus } from '../../common/components/load-states';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { dashboardQuery } from '../api/admin-dashboard';
import {
  dayBars,
  daysSummary,
  figureCards,
  funnelBars,
  LOW_STOCK_LIST_PATH,
  lowStockCountText,
  parseOverviewFilters,
  productEditPath,
  stockLeftText,
  topProductRows,
  topStateRows,
  type TopRows,
} from '../dashboard-model';
import { PaymentsPanel } from './payments-panel';
import { PeriodSwitch } from './period-switch';

// recharts (about 100 KB gzip) comes in its own chunk, after the figures.
const OrdersPerDayChart = lazy(() =>
  import('./dashboard-charts').then((module) => ({ default: module.OrdersPerDayChart })),
);
const FunnelChart = lazy(() =>
  import('./dashboard-charts').then((module) => ({ default: module.FunnelChart })),
);

export const OVERVIEW_TITLE_ID = 'admin-overview-title';
const PANEL = 'min-w-0 rounded-xl border border-border bg-card/60 p-4 sm:p-6';
const PANEL_TITLE = 'text-lg font-bold text-foreground-strong';
const CELL = 'px-2 py-2 text-left align-top';
const NUMBER = 'px-2 py-2 text-right align-top tabular-nums whitespace-nowrap';

/** `/admin/overview`, the admin's home: the period's figures, two charts, the tops and low stock. */
export function OverviewView() {
  usePageTitle('Overview - Admin');
  const { filters, setFilters } = useSearchFilters(parseOverviewFilters);
  const overview = useQuery(dashboardQuery());
  return (
    <section aria-labelledby={OVERVIEW_TITLE_ID} className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2
          id={OVERVIEW_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Overview
        </h2>
        <PeriodSwitch value={filters.period} onChange={(period) => setFilters({ period })} />
      </div>
      <BusinessDetailsPrompt />
      <QueryState
        query={overview}
        loading={<LoadingStatus>Loading the overview...</LoadingStatus>}
        errorLabel="Error loading the overview"
        onRetry={() => void overview.refetch()}
      >
        {overview.data && <OverviewFigures data={overview.data} period={filters.period} />}
      </QueryState>
    </section>
  );
}

function OverviewFigures({ data, period }: { data: DashboardResponse; period: DashboardPeriod }) {
  const figures = data.periods[period];
  const periodLabel = DASHBOARD_PERIOD_LABELS[period];
  const funnel = funnelBars(figures);
  const days = dayBars(data.ordersPerDay);
  return (
    <>
      <section aria-label={`Figures, ${periodLabel.toLowerCase()}`}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {figureCards(figures).map((card) => (
            <div
              key={card.key}
              className="min-w-0 rounded-xl border border-border bg-card p-3"
              data-testid={`figure-${card.key}`}
            >
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {card.label}
              </dt>
              <dd className="mt-1 text-lg font-bold break-words text-foreground-strong tabular-nums">
                {card.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <PaymentsPanel figures={figures} outstanding={data.outstanding} periodLabel={periodLabel} />

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Orders per day, last 30 days"
          summary={daysSummary(data.ordersPerDay)}
          chart={<OrdersPerDayChart days={days} />}
        >
          <table>
            <caption>Orders per day, last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.longLabel}</th>
                  <td>{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartFigure>
        <ChartFigure
          title={`The WhatsApp funnel, ${periodLabel.toLowerCase()}`}
          summary={funnel.map((bar) => `${bar.label} ${bar.orders}`).join(', ')}
          chart={<FunnelChart bars={funnel} />}
        />
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <TopTable caption={`Top products, ${periodLabel.toLowerCase()}`} {...topProductRows(figures)} />
        <TopTable caption={`Top states, ${periodLabel.toLowerCase()}`} {...topStateRows(figures)} />
      </div>

      <section aria-labelledby="overview-low-stock" className={PANEL}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id="overview-low-stock" className={PANEL_TITLE}>
            Low on stock
          </h3>
          {data.lowStockCount > 0 && (
            <Link
              to={LOW_STOCK_LIST_PATH}
              className="text-primary-soft underline underline-offset-2 hover:text-primary-softer"
            >
              {lowStockCountText(data.lowStockCount)}
            </Link>
          )}
        </div>
        {data.lowStock.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{lowStockCountText(0)}</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {data.lowStock.map((product) => (
              <li
                key={product.sku ?? product.id}
                className="flex min-w-0 items-baseline justify-between gap-3"
              >
                <Link
                  to={productEditPath(product.id)}
                  className="min-w-0 break-words text-primary-soft underline underline-offset-2 hover:text-primary-softer"
                >
                  {product.name}
                  {product.sku && <span className="text-sm text-muted-foreground"> · SKU {product.sku}</span>}
                </Link>
                <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                  {stockLeftText(product.stockCount, product.lowStockThreshold)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * A chart as a named picture: the figure's caption names it, a sentence says what it shows, and the
 * numbers follow for screen readers (`children`, or the sentence alone when it holds every number).
 */
function ChartFigure({
  title,
  summary,
  chart,
  children,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <figure aria-labelledby={titleId} className={PANEL}>
      <figcaption id={titleId} className={PANEL_TITLE}>
        {title}
      </figcaption>
      <p id={summaryId} className="mt-1 text-sm text-muted-foreground">
        {summary}
      </p>
      <div
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="mt-4 h-[220px] min-w-0"
      >
        <Suspense fallback={null}>{chart}</Suspense>
      </div>
      {children && <div className="sr-only">{children}</div>}
    </figure>
  );
}

function TopTable({ caption, headings, rows }: { caption: string } & TopRows) {
  const [first, ...numbers] = headings;
  return (
    <div className={PANEL}>
      <table className="w-full table-fixed text-sm text-foreground-soft">
        <caption className={`${PANEL_TITLE} mb-2 text-left`}>{caption}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className={`${CELL} w-1/2`}>
              {first}
            </th>
            {numbers.map((heading) => (
              <th key={heading} scope="col" className={NUMBER}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headings.length} className={`${CELL} text-muted-foreground`}>
                No orders in this period.
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const [name, ...values] = row.cells;
              return (
                <tr key={row.key} className="border-b border-border/60 last:border-0">
                  <th scope="row" className={`${CELL} font-medium break-words`}>
                    {name}
                  </th>
                  {values.map((value, index) => (
                    <td key={headings[index + 1]} className={NUMBER}>
                      {value}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
