import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../shared/orders';
import { anOrder, callsOf, renderAdminAt, serve, where } from './admin-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const second: Order = {
  ...anOrder,
  id: 'o2',
  reference: 'GE-1002',
  status: 'paid',
  customer: { ...anOrder.customer, firstName: 'Chidi', lastName: 'Eze', phone: '+234 803 000 0000' },
  itemCount: 1,
  total: 480_000,
};

const listOf = (orders: Order[], total = orders.length) => ({ status: 200, body: { orders, total } });

describe('Orders list', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows each order with its facts and an Open button, and sends the filters from the URL', async () => {
    const fetchSpy = serve(() => listOf([anOrder, second]));
    renderAdminAt('/admin/orders?status=awaiting_confirmation&q=Ada');
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeTruthy();
    const row = screen.getByRole('article', { name: 'GE-1001' });
    expect(within(row).getByText('Ada Obi')).toBeTruthy();
    expect(within(row).getByText('Not provided')).toBeTruthy();
    expect(within(row).getByText('2 items')).toBeTruthy();
    expect(within(row).getByText('₦2,500,000')).toBeTruthy();
    expect(within(row).getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Open order GE-1001' })).toBeTruthy();
    const other = screen.getByRole('article', { name: 'GE-1002' });
    expect(within(other).getByText('+234 803 000 0000')).toBeTruthy();
    expect(within(other).getByText('Paid')).toBeTruthy();

    const [first] = callsOf(fetchSpy, 'GET');
    expect(first!.url.pathname).toBe('/api/admin/orders');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      status: 'awaiting_confirmation',
      q: 'Ada',
      offset: '0',
      limit: '25',
    });
    expect((screen.getByLabelText('Search orders') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Order status') as HTMLSelectElement).value).toBe('awaiting_confirmation');
  });

  it('filters by status at once and searches after a pause in typing', async () => {
    const fetchSpy = serve(() => listOf([]));
    renderAdminAt('/admin/orders');
    expect(await screen.findByText('No orders found.')).toBeTruthy();
    const select = screen.getByLabelText('Order status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'All statuses',
      'Awaiting confirmation',
      'Confirmed',
      'Paid',
      'Dispatched',
      'Delivered',
      'Cancelled',
    ]);
    fireEvent.change(select, { target: { value: 'cancelled' } });
    expect(where()).toBe('/admin/orders?status=cancelled');
    await waitFor(() =>
      expect(
        callsOf(fetchSpy, 'GET').some((call) => call.url.searchParams.get('status') === 'cancelled'),
      ).toBe(true),
    );

    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: '0803' } });
    expect(callsOf(fetchSpy, 'GET').some((call) => call.url.searchParams.has('q'))).toBe(false);
    await waitFor(() => expect(where()).toBe('/admin/orders?status=cancelled&q=0803'));
    await waitFor(() =>
      expect(callsOf(fetchSpy, 'GET').some((call) => call.url.searchParams.get('q') === '0803')).toBe(true),
    );
  });

  it('loads more orders after the first page', async () => {
    const fetchSpy = serve((url) =>
      url.searchParams.get('offset') === '1' ? listOf([second], 2) : listOf([anOrder], 2),
    );
    renderAdminAt('/admin/orders');
    expect(await screen.findByText('Showing 1 of 2 orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeTruthy();
    expect(callsOf(fetchSpy, 'GET').map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows loading, then an error with Retry', async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } } : listOf([anOrder]),
    );
    renderAdminAt('/admin/orders');
    expect(screen.getByText('Loading orders...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 of 1 orders')).toBeTruthy();
  });

  it('opens an order in the URL, and Back to orders returns to the list with its filters', async () => {
    serve((url) =>
      url.pathname === '/api/admin/orders/GE-1001'
        ? {
            status: 200,
            body: {
              order: anOrder,
              whatsappUrl: 'https://wa.me/1',
              customerContact: null,
              pay: { online: null, bank: null },
              payLink: null,
            },
          }
        : listOf([anOrder]),
    );
    renderAdminAt('/admin/orders?status=awaiting_confirmation');
    fireEvent.click(await screen.findByRole('button', { name: 'Open order GE-1001' }));
    expect(where()).toBe('/admin/orders/GE-1001?status=awaiting_confirmation');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order GE-1001' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to orders' }));
    await waitFor(() => expect(where()).toBe('/admin/orders?status=awaiting_confirmation'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Orders' })),
    );
  });
});
