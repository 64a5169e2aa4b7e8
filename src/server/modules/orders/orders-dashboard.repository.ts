import { sql } from 'drizzle-orm';
import { OUTSTANDING_STATUSES, type DashboardBounds, type DashboardPeriod } from '../../../shared/dashboard';
import { SHOP_TIME_ZONE } from '../../../shared/lagos-time';
import type { Database } from '../../db/client';

/** The figures of one period, in kobo, as the database adds them up. */
export interface PeriodTotals {
  placed: number;
  confirmed: number;
  paid: number;
  delivered: number;
  cancelled: number;
  /** The ledger's payments paid in the period (decision 053): online, and recorded by staff. */
  onlinePaidKobo: number;
  manualPaidKobo: number;
  onlinePayments: number;
  manualPayments: number;
  averageOrderKobo: number | null;
}

export interface TopProductRow {
  period: DashboardPeriod;
  productId: string;
  name: string;
  quantity: number;
  revenueKobo: number;
}

export interface TopStateRow {
  period: DashboardPeriod;
  state: string;
  orders: number;
  revenueKobo: number;
}

/** The dashboard's aggregates over orders, their lines and their status moves; never the rows themselves. */
export interface DashboardAggregates {
  totals: Record<DashboardPeriod, PeriodTotals>;
  topProducts: TopProductRow[];
  topStates: TopStateRow[];
  ordersPerDay: { date: string; orders: number }[];
  /** Orders with a balance left now, and the kobo outstanding. */
  outstanding: { orders: number; balanceKobo: number };
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => Number(value ?? 0);

const EMPTY_TOTALS: PeriodTotals = {
  placed: 0,
  confirmed: 0,
  paid: 0,
  delivered: 0,
  cancelled: 0,
  onlinePaidKobo: 0,
  manualPaidKobo: 0,
  onlinePayments: 0,
  manualPayments: 0,
  averageOrderKobo: null,
};

/**
 * SQL of the admin's Overview (GROUP BY and FILTER over the orders module's tables). Each period is a
 * row of a VALUES list joined to the orders or moves on or after its start, so one query answers the
 * three periods. A status counts in a period when the order's move to it was recorded in the period;
 * an order is placed when it was created; a payment counts on the day it was paid (the ledger).
 */
export class OrdersDashboardRepository {
  constructor(private readonly db: Database) {}

  async aggregates(bounds: DashboardBounds, top: number): Promise<DashboardAggregates> {
    const periods = sql`(values ('today', ${bounds.today.toISOString()}::timestamptz),
      ('week', ${bounds.week.toISOString()}::timestamptz),
      ('month', ${bounds.month.toISOString()}::timestamptz)) as p(period, start_at)`;
    const earliest = new Date(Math.min(bounds.week.getTime(), bounds.month.getTime())).toISOString();

    const [placed, moves, products, states, days, ledger, outstanding] = await Promise.all([
      this.db.execute(sql`
        select p.period,
          count(o.id)::int as placed,
          avg(o.total_kobo) filter (where o.status <> 'cancelled')::float8 as average_kobo
        from ${periods}
        left join orders o on o.created_at >= p.start_at
        group by p.period`),
      this.db.execute(sql`
        select p.period,
          count(distinct e.order_id) filter (where e.to_status = 'confirmed')::int as confirmed,
          count(distinct e.order_id) filter (where e.to_status = 'paid')::int as paid,
          count(distinct e.order_id) filter (where e.to_status = 'delivered')::int as delivered,
          count(distinct e.order_id) filter (where e.to_status = 'cancelled')::int as cancelled
        from ${periods}
        join order_events e on e.kind = 'status' and e.created_at >= p.start_at
          and e.to_status in ('confirmed', 'paid', 'delivered', 'cancelled')
        join orders o on o.id = e.order_id
        where e.created_at >= ${earliest}::timestamptz
        group by p.period`),
      this.db.execute(sql`
        select period, product_id, name, quantity, revenue_kobo from (
          select p.period, i.product_id, max(i.name) as name, sum(i.quantity)::int as quantity,
            sum(i.line_total_kobo)::float8 as revenue_kobo,
            row_number() over (partition by p.period
              order by sum(i.line_total_kobo) desc, sum(i.quantity) desc, i.product_id) as rank
          from ${periods}
          join orders o on o.created_at >= p.start_at and o.status <> 'cancelled'
          join order_items i on i.order_id = o.id
          where o.created_at >= ${earliest}::timestamptz
          group by p.period, i.product_id
        ) ranked where rank <= ${top}
        order by period, rank`),
      this.db.execute(sql`
        select period, state, orders, revenue_kobo from (
          select p.period, o.state, count(*)::int as orders, sum(o.total_kobo)::float8 as revenue_kobo,
            row_number() over (partition by p.period
              order by sum(o.total_kobo) desc, count(*) desc, o.state) as rank
          from ${periods}
          join orders o on o.created_at >= p.start_at and o.status <> 'cancelled'
          where o.created_at >= ${earliest}::timestamptz
          group by p.period, o.state
        ) ranked where rank <= ${top}
        order by period, rank`),
      this.db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as date, count(o.id)::int as orders
        from generate_series(
          -- Lagos calendar days as timestamps without a zone, so "at time zone" below reads them as Lagos
          -- midnights (dates alone would become midnights in the session's zone).
          (${bounds.firstDay.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date::timestamp,
          (${bounds.today.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date::timestamp,
          interval '1 day') as d(day)
        left join orders o on o.created_at >= (d.day at time zone ${SHOP_TIME_ZONE})
          and o.created_at < ((d.day + interval '1 day') at time zone ${SHOP_TIME_ZONE})
        group by d.day
        order by d.day`),
      // Paid revenue by the day paid: the ledger's rows not voided, of orders not cancelled.
      this.db.execute(sql`
        select p.period,
          coalesce(sum(pay.amount_kobo) filter (where pay.method = 'online'), 0)::float8 as online_kobo,
          coalesce(sum(pay.amount_kobo) filter (where pay.method <> 'online'), 0)::float8 as manual_kobo,
          count(*) filter (where pay.method = 'online')::int as online_count,
          count(*) filter (where pay.method <> 'online')::int as manual_count
        from ${periods}
        join payments pay on pay.paid_at >= p.start_at and pay.voided_at is null
        join orders o on o.id = pay.order_id and o.status <> 'cancelled'
        where pay.paid_at >= ${earliest}::timestamptz
        group by p.period`),
      // Balances left now: each open order's total less its payments not voided (one grouped pass over the
      // ledger: twice as fast as a lateral sum per order over 30,000 payments, bench (l)).
      this.db.execute(sql`
        select count(*)::int as orders, coalesce(sum(o.total_kobo - coalesce(paid.kobo, 0)), 0)::float8 as balance_kobo
        from orders o
        left join (
          select pay.order_id, sum(pay.amount_kobo) as kobo from payments pay
          where pay.voided_at is null group by pay.order_id
        ) paid on paid.order_id = o.id
        where o.status in (select jsonb_array_elements_text(${JSON.stringify(OUTSTANDING_STATUSES)}::jsonb))
          and o.total_kobo > coalesce(paid.kobo, 0)`),
    ]);

    const totals = {
      today: { ...EMPTY_TOTALS },
      week: { ...EMPTY_TOTALS },
      month: { ...EMPTY_TOTALS },
    } satisfies Record<DashboardPeriod, PeriodTotals>;
    for (const row of rowsOf(placed)) {
      const period = totals[row.period as DashboardPeriod];
      period.placed = num(row.placed);
      period.averageOrderKobo = row.average_kobo === null ? null : Math.round(num(row.average_kobo));
    }
    for (const row of rowsOf(moves)) {
      const period = totals[row.period as DashboardPeriod];
      period.confirmed = num(row.confirmed);
      period.paid = num(row.paid);
      period.delivered = num(row.delivered);
      period.cancelled = num(row.cancelled);
    }
    for (const row of rowsOf(ledger)) {
      const period = totals[row.period as DashboardPeriod];
      period.onlinePaidKobo = num(row.online_kobo);
      period.manualPaidKobo = num(row.manual_kobo);
      period.onlinePayments = num(row.online_count);
      period.manualPayments = num(row.manual_count);
    }
    const [open] = rowsOf(outstanding);
    return {
      totals,
      topProducts: rowsOf(products).map((row) => ({
        period: row.period as DashboardPeriod,
        productId: String(row.product_id),
        name: String(row.name),
        quantity: num(row.quantity),
        revenueKobo: num(row.revenue_kobo),
      })),
      topStates: rowsOf(states).map((row) => ({
        period: row.period as DashboardPeriod,
        state: String(row.state),
        orders: num(row.orders),
        revenueKobo: num(row.revenue_kobo),
      })),
      ordersPerDay: rowsOf(days).map((row) => ({ date: String(row.date), orders: num(row.orders) })),
      outstanding: { orders: num(open?.orders), balanceKobo: num(open?.balance_kobo) },
    };
  }
}
