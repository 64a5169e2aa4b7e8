import {
  DASHBOARD_PERIODS,
  DASHBOARD_TOP,
  LOW_STOCK_LIMIT,
  dashboardBounds,
  type DashboardResponse,
  type PeriodFigures,
} from '../../../shared/dashboard';
import { SHOP_TIME_ZONE } from '../../../shared/lagos-time';
import { koboToNaira } from '../../../shared/money';
import type { CatalogRepository } from '../catalog';
import type { OrdersDashboardRepository } from './orders-dashboard.repository';

/**
 * The admin's Overview: the orders' aggregates for today, this week and this month, and low stock. Its
 * money only for who may see orders (`showMoney`): otherwise the money fields are left out.
 */
export class OrdersDashboardService {
  constructor(
    private readonly deps: {
      repository: OrdersDashboardRepository;
      catalog: Pick<CatalogRepository, 'lowStock' | 'lowStockCount'>;
      now?: () => Date;
    },
  ) {}

  async overview({ showMoney }: { showMoney: boolean }): Promise<DashboardResponse> {
    const now = this.deps.now?.() ?? new Date();
    const bounds = dashboardBounds(now);
    const [aggregates, lowStock, lowStockCount] = await Promise.all([
      this.deps.repository.aggregates(bounds, DASHBOARD_TOP),
      this.deps.catalog.lowStock(LOW_STOCK_LIMIT),
      this.deps.catalog.lowStockCount(),
    ]);
    const money = (kobo: number) => (showMoney ? { revenue: koboToNaira(kobo) } : {});
    const figures = (period: (typeof DASHBOARD_PERIODS)[number]): PeriodFigures => {
      const totals = aggregates.totals[period];
      const average = totals.averageOrderKobo;
      return {
        from: bounds[period].toISOString(),
        placed: totals.placed,
        confirmed: totals.confirmed,
        paid: totals.paid,
        delivered: totals.delivered,
        cancelled: totals.cancelled,
        ...(showMoney && {
          paidRevenue: koboToNaira(totals.onlinePaidKobo + totals.manualPaidKobo),
          onlinePaid: koboToNaira(totals.onlinePaidKobo),
          manualPaid: koboToNaira(totals.manualPaidKobo),
          onlinePayments: totals.onlinePayments,
          manualPayments: totals.manualPayments,
          averageOrder: average === null ? null : koboToNaira(average),
        }),
        topProducts: aggregates.topProducts
          .filter((row) => row.period === period)
          .map(({ productId, name, quantity, revenueKobo }) => ({
            productId,
            name,
            quantity,
            ...money(revenueKobo),
          })),
        topStates: aggregates.topStates
          .filter((row) => row.period === period)
          .map(({ state, orders, revenueKobo }) => ({ state, orders, ...money(revenueKobo) })),
      };
    };
    return {
      generatedAt: now.toISOString(),
      timeZone: SHOP_TIME_ZONE,
      periods: { today: figures('today'), week: figures('week'), month: figures('month') },
      lowStock,
      lowStockCount,
      ordersPerDay: aggregates.ordersPerDay,
      ...(showMoney && {
        outstanding: {
          orders: aggregates.outstanding.orders,
          balance: koboToNaira(aggregates.outstanding.balanceKobo),
        },
      }),
    };
  }
}
