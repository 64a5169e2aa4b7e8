import { z } from 'zod';
import { formatNaira } from './money';
import type { OrderStatus } from './order-status';

/**
 * The admin's Overview (GET /api/admin/dashboard): for today, this week (from Monday) and this month in
 * Lagos time, the WhatsApp funnel (orders placed, confirmed, paid, delivered, cancelled), the paid
 * revenue, the average order, the top products and states; products low on stock (each at or below its
 * own threshold) and how many; orders per day over the last 30 days. Naira on the wire.
 *
 * Money (paid revenue, the average order, the revenue of each top product and state) goes only to a level
 * that may see orders (`orders.view`): for the others those fields are absent, not zero (decision 041).
 *
 * Paid revenue is read from the payment ledger (decision 053) by the day each payment was paid, split
 * online (through a provider) and manual (recorded by staff); the balances outstanding are the orders'
 * as they stand now.
 */
export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
};

/** How many products each top list holds, and the low-stock list at most. */
export const DASHBOARD_TOP = 5;
export const LOW_STOCK_LIMIT = 10;
/** Days in the orders-per-day chart (today included). */
export const DASHBOARD_DAYS = 30;

export const FUNNEL_STEPS = ['placed', 'confirmed', 'paid', 'delivered'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number] | 'cancelled';

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  paid: 'Paid',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const count = z.number().int().min(0);

export const topProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: count,
  revenue: z.number().optional(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const topStateSchema = z.object({ state: z.string(), orders: count, revenue: z.number().optional() });
export type TopState = z.infer<typeof topStateSchema>;

export const periodFiguresSchema = z.object({
  /** When the period starts (ISO instant: midnight in Lagos). */
  from: z.string(),
  placed: count,
  confirmed: count,
  paid: count,
  delivered: count,
  cancelled: count,
  /**
   * The ledger's payments (not voided) paid in the period, of orders not cancelled (money of a cancelled
   * order is to be refunded): online plus manual.
   */
  paidRevenue: z.number().optional(),
  /** Of which paid online through a provider, and recorded by staff (transfer, cash, POS, card, other). */
  onlinePaid: z.number().optional(),
  manualPaid: z.number().optional(),
  /** How many payments of each. */
  onlinePayments: count.optional(),
  manualPayments: count.optional(),
  /** Average total of the orders placed in the period and not cancelled; null when there are none. */
  averageOrder: z.number().nullable().optional(),
  topProducts: z.array(topProductSchema),
  topStates: z.array(topStateSchema),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const lowStockProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  stockCount: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** A variant's SKU (decision 052): a product with variants is listed once per low variant. */
  sku: z.string().optional(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const dayCountSchema = z.object({ date: z.string(), orders: count });
export type DayCount = z.infer<typeof dayCountSchema>;

export const dashboardResponseSchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  periods: z.object({ today: periodFiguresSchema, week: periodFiguresSchema, month: periodFiguresSchema }),
  /** Active products at or below their own low-stock threshold: the fewest in stock first, at most 10. */
  lowStock: z.array(lowStockProductSchema),
  /** How many active products are at or below their threshold. */
  lowStockCount: count,
  /** The last 30 Lagos days, oldest first, days without orders included. */
  ordersPerDay: z.array(dayCountSchema),
  /** Orders with a balance left to pay now (confirmed and on): how many and the naira outstanding. Money. */
  outstanding: z.object({ orders: count, balance: z.number() }).optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** Midnight in Lagos starting today, this week (Monday) and this month, and the first chart day. */
export interface DashboardBounds {
  today: Date;
  week: Date;
  month: Date;
  firstDay: Date;
}

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lagos midnights for a moment (Nigeria has kept UTC+1 without summer time). */
export function dashboardBounds(now: Date): DashboardBounds {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const dayStart =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - LAGOS_OFFSET_MS;
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - LAGOS_OFFSET_MS;
  return {
    today: new Date(dayStart),
    week: new Date(dayStart - sinceMonday * DAY_MS),
    month: new Date(monthStart),
    firstDay: new Date(dayStart - (DASHBOARD_DAYS - 1) * DAY_MS),
  };
}

/** The statuses whose balance counts as outstanding: confirmed (the price is final) and on, not cancelled. */
export const OUTSTANDING_STATUSES: readonly OrderStatus[] = ['confirmed', 'paid', 'dispatched', 'delivered'];

export interface LedgerFigureRow {
  key: 'paid' | 'online' | 'manual' | 'outstanding';
  label: string;
  value: string;
  /** What the figure counts: "3 payments", "2 orders". */
  detail: string;
}

const plural = (count: number, one: string) =>
  `${count.toLocaleString('en-NG')} ${one}${count === 1 ? '' : 's'}`;

/**
 * The Overview's payments panel: paid revenue in the period from the ledger, online and manual, and the
 * balances outstanding now. Empty for a level that sees no money (the fields are absent).
 */
export function ledgerFigureRows(
  figures: PeriodFigures,
  outstanding: DashboardResponse['outstanding'],
): LedgerFigureRow[] {
  if (figures.paidRevenue === undefined || !outstanding) return [];
  const online = figures.onlinePayments ?? 0;
  const manual = figures.manualPayments ?? 0;
  return [
    {
      key: 'paid',
      label: 'Paid revenue',
      value: formatNaira(figures.paidRevenue),
      detail: plural(online + manual, 'payment'),
    },
    {
      key: 'online',
      label: 'Paid online',
      value: formatNaira(figures.onlinePaid ?? 0),
      detail: plural(online, 'payment'),
    },
    {
      key: 'manual',
      label: 'Recorded by staff',
      value: formatNaira(figures.manualPaid ?? 0),
      detail: plural(manual, 'payment'),
    },
    {
      key: 'outstanding',
      label: 'Balances outstanding',
      value: formatNaira(outstanding.balance),
      detail: plural(outstanding.orders, 'order'),
    },
  ];
}
