import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse, PeriodFigures } from '../../shared/dashboard';
import { renderAdminAt, savedBusinessDetails, serve, where } from './admin-test-support';

const figures = (placed: number, paidRevenue: number): PeriodFigures => ({
  from: '2026-11-23T23:00:00.000Z',
  placed,
  confirmed: 2,
  paid: 1,
  delivered: 0,
  cancelled: 1,
  paidRevenue,
  averageOrder: 1_375_000,
  topProducts: [{ productId: 'car-lift', name: 'Two Post Car Lift', quantity: 2, revenue: 4_900_000 }],
  topStates: [{ state: 'Kano', orders: 1, revenue: 300_000 }],
});

const overview: DashboardResponse = {
  generatedAt: '2026-11-24T10:00:00.000Z',
  timeZone: 'Africa/Lagos',
  periods: { today: figures(3, 300_000), week: figures(7, 2_750_000), month: figures(12, 9_000_000) },
  lowStock: [{ id: 'gauge', name: 'Tyre Gauge', stockCount: 1, lowStockThreshold: 2 }],
  lowStockCount: 1,
  ordersPerDay: [
    { date: '2026-11-23', orders: 4 },
    { date: '2026-11-24', orders: 3 },
  ],
};

describe('Admin Overview', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is the admin home: the figures of a period, switched from the radio group and kept in the URL', async () => {
    serve((url) =>
      url.pathname === '/api/admin/dashboard'
        ? { status: 200, body: overview }
        : url.pathname === '/api/admin/settings/business'
          ? savedBusinessDetails
          : { status: 200, body: { orders: [], total: 0 } },
    );
    renderAdminAt('/admin');
    expect(where()).toBe('/admin/overview');
    expect((await screen.findByTestId('figure-paidRevenue')).textContent).toBe('Paid revenue₦300,000');
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveProperty('checked', true);
    const products = screen.getByRole('table', { name: 'Top products, today' });
    expect(within(products).getByRole('rowheader', { name: 'Two Post Car Lift' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Top states, today' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tyre Gauge' }).getAttribute('href')).toBe(
      '/admin/products/gauge/edit',
    );
    expect(screen.getByText('1 left (threshold 2)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 product low on stock' }).getAttribute('href')).toBe(
      '/admin/products?stock=low',
    );
    expect(screen.getByRole('img', { name: 'Orders per day, last 30 days' })).toBeTruthy();
    expect(screen.getByText('7 orders in the last 2 days, most on Mon 23 November (4)')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'This week' }));
    expect(where()).toBe('/admin/overview?period=week');
    expect(screen.getByTestId('figure-paidRevenue').textContent).toBe('Paid revenue₦2,750,000');
    expect(within(screen.getByTestId('figure-placed')).getByText('7')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Top products, this week' })).toBeTruthy();
  });

  it('opens on the period of its address', async () => {
    serve((url) =>
      url.pathname === '/api/admin/settings/business'
        ? savedBusinessDetails
        : { status: 200, body: overview },
    );
    renderAdminAt('/admin/overview?period=month');
    expect((await screen.findByTestId('figure-paidRevenue')).textContent).toBe('Paid revenue₦9,000,000');
    expect(screen.getByRole('radio', { name: 'This month' })).toHaveProperty('checked', true);
  });
});
