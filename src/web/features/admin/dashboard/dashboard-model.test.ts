import { describe, expect, it } from 'vitest';
import type { PeriodFigures } from '../../../../shared/dashboard';
import {
  dayBars,
  daysSummary,
  figureCards,
  funnelBars,
  parseOverviewFilters,
  productEditPath,
  topProductRows,
  topStateRows,
} from './dashboard-model';

const figures: PeriodFigures = {
  from: '2026-11-23T23:00:00.000Z',
  placed: 1204,
  confirmed: 9,
  paid: 5,
  delivered: 2,
  cancelled: 1,
  paidRevenue: 3_450_000.5,
  averageOrder: 1_375_000,
  topProducts: [],
  topStates: [],
};

describe('the Overview view model', () => {
  it('reads the period from the address, today by default', () => {
    expect(parseOverviewFilters(new URLSearchParams('period=week')).period).toBe('week');
    expect(parseOverviewFilters(new URLSearchParams('period=year')).period).toBe('today');
    expect(parseOverviewFilters(new URLSearchParams('')).period).toBe('today');
  });

  it('shows no money card nor Revenue column when the server sent no money (a storekeeper)', () => {
    const counts: PeriodFigures = {
      ...figures,
      paidRevenue: undefined,
      averageOrder: undefined,
      topProducts: [{ productId: 'lift', name: 'Lift', quantity: 3 }],
      topStates: [{ state: 'Lagos', orders: 2 }],
    };
    expect(figureCards(counts).map((card) => card.label)).toEqual([
      'Orders placed',
      'Confirmed',
      'Paid',
      'Delivered',
      'Cancelled',
    ]);
    expect(topProductRows(counts)).toEqual({
      headings: ['Product', 'Quantity'],
      rows: [{ key: 'lift', cells: ['Lift', '3'] }],
    });
    expect(topStateRows(counts).headings).toEqual(['State', 'Orders']);
    const money: PeriodFigures = {
      ...figures,
      topProducts: [{ productId: 'lift', name: 'Lift', quantity: 3, revenue: 7_350_000 }],
    };
    expect(topProductRows(money).rows).toEqual([{ key: 'lift', cells: ['Lift', '3', '₦7,350,000'] }]);
  });

  it('shows the counts and the money of a period as cards, in naira', () => {
    expect(figureCards(figures).map((card) => [card.label, card.value])).toEqual([
      ['Orders placed', '1,204'],
      ['Confirmed', '9'],
      ['Paid', '5'],
      ['Delivered', '2'],
      ['Cancelled', '1'],
      ['Paid revenue', '₦3,450,000.50'],
      ['Average order', '₦1,375,000'],
    ]);
    expect(figureCards({ ...figures, averageOrder: null }).at(-1)?.value).toBe('No orders yet');
  });

  it('lines up the funnel from placed to delivered, cancelled beside', () => {
    expect(funnelBars(figures)).toEqual([
      { step: 'placed', label: 'Placed', orders: 1204 },
      { step: 'confirmed', label: 'Confirmed', orders: 9 },
      { step: 'paid', label: 'Paid', orders: 5 },
      { step: 'delivered', label: 'Delivered', orders: 2 },
      { step: 'cancelled', label: 'Cancelled', orders: 1 },
    ]);
  });

  it('names the days of the chart and sums them up in words', () => {
    const days = [
      { date: '2026-11-22', orders: 0 },
      { date: '2026-11-23', orders: 3 },
      { date: '2026-11-24', orders: 1 },
    ];
    expect(dayBars(days)[2]).toEqual({
      date: '2026-11-24',
      orders: 1,
      label: '24 Nov',
      longLabel: 'Tue 24 November',
    });
    expect(daysSummary(days)).toBe('4 orders in the last 3 days, most on Mon 23 November (3)');
    expect(daysSummary([{ date: '2026-11-24', orders: 0 }])).toBe('0 orders in the last 1 days');
  });

  it('links a low-stock product to its edit page', () => {
    expect(productEditPath('car lift')).toBe('/admin/products/car%20lift/edit');
  });
});
