import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import { orderFixture } from '../../../test/order-fixture';
import { serve } from '../../../test/serve-fetch';
import { stubRoute } from '../../../test/stub-route';
import { AccountOrders } from './account-orders';

const KEY = 'autoparts-orders';

function renderOrders() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccountOrders />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const latest = [
  orderFixture('GE-1005', {
    status: 'dispatched',
    total: 85_000.5,
    createdAt: '2026-03-07T12:00:00.000Z',
    items: [
      {
        productId: 'scan',
        variant: null,
        name: 'Thinkcar Scanner',
        brand: 'Thinkcar',
        image: '/media/scan/800.webp',
        imagePublicId: 'scan',
        price: 85_000.5,
        quantity: 1,
        lineTotal: 85_000.5,
        installationFee: null,
      },
    ],
  }),
  orderFixture('GE-1004'),
  orderFixture('GE-1003', { status: 'cancelled' }),
];

describe('the account page orders', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the total and the three latest orders, each linking to its status page, and mirrors them', async () => {
    const fetchMock = stubRoute(orderRoutes.myOrders, { orders: latest, total: 5 });
    renderOrders();
    expect(screen.getByRole('status').textContent).toContain('Loading your orders...');

    expect(await screen.findByText('Total orders: 5')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/orders?limit=3');

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Order GE-1005' }).getAttribute('href')).toBe(
      '/orders/GE-1005',
    );
    expect(first.textContent).toContain('7 March 2026');
    expect(first.textContent).toContain('₦85,000.50');
    expect(first.textContent).toContain('Dispatched');
    const image = within(first).getByRole('img', { name: 'Thinkcar Scanner' });
    expect(image.getAttribute('src')).toBe('/media/scan/320.webp');
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('240');
    expect(cards[2]!.textContent).toContain('Cancelled');
    expect(within(cards[1]!).getByRole('link', { name: 'Order GE-1004' })).toBeTruthy();

    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as { id: string }[];
    expect(stored.map((order) => order.id)).toEqual(['GE-1005', 'GE-1004', 'GE-1003']);
    expect(stored[0]).toEqual({
      id: 'GE-1005',
      orderDate: '2026-03-07T12:00:00.000Z',
      total: 85_000.5,
      status: 'dispatched',
      items: [{ image: '/media/scan/800.webp', name: 'Thinkcar Scanner' }],
    });
  });

  it('names each line’s variant and SKU (decision 052)', async () => {
    const [lift] = orderFixture('GE-1006').items;
    const variant = {
      id: 'v5',
      sku: 'TLT-5T-380',
      options: [
        { name: 'Capacity', value: '5 t' },
        { name: 'Voltage', value: '380 V' },
      ],
    };
    const withVariants = orderFixture('GE-1006', {
      items: [lift!, { ...lift!, variant }],
    });
    stubRoute(orderRoutes.myOrders, { orders: [withVariants], total: 1 });
    renderOrders();
    const list = await screen.findByRole('list', { name: 'Items in order GE-1006' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.not.stringContaining('SKU'),
      expect.stringContaining('Capacity: 5 t · Voltage: 380 V · SKU TLT-5T-380'),
    ]);
  });

  it('says so when there are no orders yet, with a link to the shop', async () => {
    stubRoute(orderRoutes.myOrders, { orders: [], total: 0 });
    renderOrders();
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByText('Total orders: 0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Shop' }).getAttribute('href')).toBe('/shop');
    expect(window.localStorage.getItem(KEY)).toBe('[]');
  });

  it('shows a failure with Retry, which loads again', async () => {
    let fail = true;
    const fetchMock = serve(() =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } }
        : { status: 200, body: { orders: latest.slice(0, 1), total: 1 } },
    );
    renderOrders();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load your orders: Something went wrong.',
    );
    expect(window.localStorage.getItem(KEY)).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total orders: 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
