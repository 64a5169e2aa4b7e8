import {
  DASHBOARD_PERIODS,
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  type DashboardPeriod,
  type DayCount,
  type FunnelStep,
  type PeriodFigures,
} from '../../../../shared/dashboard';
import { formatNaira } from '../../../../shared/money';
import { ADMIN_SECTION_PATHS } from '../common/admin-paths';
import { oneOf } from '../common/search-filters';

/** The Overview's address: `/admin/overview`, the period in `period` (today when missing). */
export const OVERVIEW_PATH = ADMIN_SECTION_PATHS.overview;

export interface OverviewFilters {
  period: DashboardPeriod;
}

export function parseOverviewFilters(params: URLSearchParams): OverviewFilters {
  return { period: oneOf(params, 'period', DASHBOARD_PERIODS, 'today') };
}

export interface FigureCard {
  key: string;
  label: string;
  value: string;
}

const count = (value: number) => value.toLocaleString('en-NG');

/**
 * The cards of one period: the funnel's counts, then the money in naira when the server sent it (a level
 * that may not see orders gets none).
 */
export function figureCards(figures: PeriodFigures): FigureCard[] {
  const cards: FigureCard[] = [
    { key: 'placed', label: 'Orders placed', value: count(figures.placed) },
    { key: 'confirmed', label: 'Confirmed', value: count(figures.confirmed) },
    { key: 'paid', label: 'Paid', value: count(figures.paid) },
    { key: 'delivered', label: 'Delivered', value: count(figures.delivered) },
    { key: 'cancelled', label: 'Cancelled', value: count(figures.cancelled) },
  ];
  if (figures.paidRevenue === undefined) return cards;
  const average = figures.averageOrder ?? null;
  return [
    ...cards,
    { key: 'paidRevenue', label: 'Paid revenue', value: formatNaira(figures.paidRevenue) },
    {
      key: 'averageOrder',
      label: 'Average order',
      value: average === null ? 'No orders yet' : formatNaira(Math.round(average)),
    },
  ];
}

/** A top list as a table: its column headings and rows, Revenue only when the server sent money. */
export interface TopRows {
  headings: string[];
  rows: { key: string; cells: string[] }[];
}

const revenueCell = (revenue: number | undefined) => (revenue === undefined ? [] : [formatNaira(revenue)]);

export function topProductRows(figures: PeriodFigures): TopRows {
  const money = figures.topProducts.some((row) => row.revenue !== undefined);
  return {
    headings: ['Product', 'Quantity', ...(money ? ['Revenue'] : [])],
    rows: figures.topProducts.map((row) => ({
      key: row.productId,
      cells: [row.name, count(row.quantity), ...revenueCell(row.revenue)],
    })),
  };
}

export function topStateRows(figures: PeriodFigures): TopRows {
  const money = figures.topStates.some((row) => row.revenue !== undefined);
  return {
    headings: ['State', 'Orders', ...(money ? ['Revenue'] : [])],
    rows: figures.topStates.map((row) => ({
      key: row.state,
      cells: [row.state, count(row.orders), ...revenueCell(row.revenue)],
    })),
  };
}

export interface FunnelBar {
  step: FunnelStep;
  label: string;
  orders: number;
}

/** Placed, confirmed, paid, delivered, then cancelled beside them. */
export function funnelBars(figures: PeriodFigures): FunnelBar[] {
  return [...FUNNEL_STEPS, 'cancelled' as const].map((step) => ({
    step,
    label: FUNNEL_LABELS[step],
    orders: figures[step],
  }));
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A Lagos calendar day ('2026-11-24') as the chart's axis reads it: '24 Nov'. */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The same day in full for the table: 'Tue 24 November'. */
export function longDayLabel(date: string): string {
  return longDayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

export interface DayBar extends DayCount {
  label: string;
  longLabel: string;
}

export function dayBars(days: readonly DayCount[]): DayBar[] {
  return days.map((day) => ({ ...day, label: dayLabel(day.date), longLabel: longDayLabel(day.date) }));
}

/** "42 orders in the last 30 days, most on Tue 24 November (9)": the chart's summary in words. */
export function daysSummary(days: readonly DayCount[]): string {
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  const orders = `${count(total)} ${total === 1 ? 'order' : 'orders'} in the last ${days.length} days`;
  if (total === 0) return orders;
  const busiest = days.reduce((best, day) => (day.orders > best.orders ? day : best));
  return `${orders}, most on ${longDayLabel(busiest.date)} (${count(busiest.orders)})`;
}

/** The edit page of a product of the low-stock list. */
export function productEditPath(id: string): string {
  return `${ADMIN_SECTION_PATHS.products}/${encodeURIComponent(id)}/edit`;
}

/** The product list filtered to the products at or below their low-stock threshold. */
export const LOW_STOCK_LIST_PATH = `${ADMIN_SECTION_PATHS.products}?stock=low`;

/** "3 products low on stock" (at or below their own threshold). */
export function lowStockCountText(count: number): string {
  if (count === 0) return 'No product is low on stock.';
  return `${count.toLocaleString('en-NG')} ${count === 1 ? 'product' : 'products'} low on stock`;
}

/** "1 left (threshold 2)", or "Out of stock (threshold 0)". */
export function stockLeftText(stockCount: number, threshold: number): string {
  return `${stockCount === 0 ? 'Out of stock' : `${stockCount} left`} (threshold ${threshold})`;
}
