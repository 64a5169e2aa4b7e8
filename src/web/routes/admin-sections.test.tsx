import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../test/product-fixture';
import { serve } from '../test/serve-fetch';
import {
  anOrder,
  navigationType,
  renderAdminAt,
  savedBusinessDetails,
  where,
  WHATSAPP_URL,
} from './admin-test-support';

vi.mock('../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const noFigures = {
  from: '2026-11-23T23:00:00.000Z',
  placed: 0,
  confirmed: 0,
  paid: 0,
  delivered: 0,
  cancelled: 0,
  paidRevenue: 0,
  averageOrder: null,
  topProducts: [],
  topStates: [],
};

function emptyLists(url: URL) {
  if (url.pathname === '/api/admin/dashboard')
    return {
      status: 200,
      body: {
        generatedAt: '2026-11-24T10:00:00.000Z',
        timeZone: 'Africa/Lagos',
        periods: { today: noFigures, week: noFigures, month: noFigures },
        lowStock: [],
        lowStockCount: 0,
        ordersPerDay: [{ date: '2026-11-24', orders: 0 }],
      },
    };
  if (url.pathname === '/api/admin/orders') return { status: 200, body: { orders: [], total: 0 } };
  if (url.pathname === '/api/admin/contact-messages')
    return { status: 200, body: { messages: [], notHandled: 0 } };
  if (url.pathname === '/api/delivery-fees') return { status: 200, body: { classes: [], fees: [] } };
  if (url.pathname === '/api/admin/settings/business') return savedBusinessDetails;
  return { status: 200, body: { products: [], total: 0 } };
}

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('Admin sections', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('switches between Products, Orders and Messages, kept in the URL, the current one marked', async () => {
    serve(emptyLists);
    renderAdminAt('/admin/products');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(current(nav)).toEqual(['Products']);
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Products' })).toBeTruthy();
    expect(await screen.findByText('No products found.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(where()).toBe('/admin/orders');
    expect(current(nav)).toEqual(['Orders']);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync Products' })).toBeNull();
    expect(await screen.findByText('No orders found.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(where()).toBe('/admin/messages');
    expect(current(nav)).toEqual(['Messages']);
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeTruthy();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    expect(where()).toBe('/admin/products');
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toBeTruthy();
  });

  it('shows on the Orders tab how many orders await confirmation, described to screen readers', async () => {
    let awaiting = 3;
    serve((url) =>
      url.pathname === '/api/admin/orders' && url.searchParams.get('status') === 'awaiting_confirmation'
        ? { status: 200, body: { orders: [], total: awaiting } }
        : emptyLists(url),
    );
    renderAdminAt('/admin/products');
    const orders = within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: 'Orders',
    });
    await waitFor(() => expect(orders.textContent).toBe('Orders3'));
    const description = () =>
      document.getElementById(orders.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('3 orders awaiting confirmation');

    cleanup();
    awaiting = 1;
    renderAdminAt('/admin/messages');
    const one = within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: 'Orders',
    });
    await waitFor(() => expect(one.getAttribute('aria-describedby')).not.toBeNull());
    expect(document.getElementById(one.getAttribute('aria-describedby')!)?.textContent).toBe(
      '1 order awaiting confirmation',
    );

    cleanup();
    awaiting = 0;
    renderAdminAt('/admin/messages');
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    const none = within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: 'Orders',
    });
    expect(none.textContent).toBe('Orders');
    expect(none.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows on the Messages tab how many messages are not handled yet, described to screen readers', async () => {
    serve((url) =>
      url.pathname === '/api/admin/contact-messages'
        ? { status: 200, body: { messages: [], notHandled: 4 } }
        : emptyLists(url),
    );
    renderAdminAt('/admin/products');
    const messages = within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: 'Messages',
    });
    await waitFor(() => expect(messages.textContent).toBe('Messages4'));
    expect(document.getElementById(messages.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '4 messages not handled yet',
    );
  });

  it("keeps the products section's own URLs: the form shows under Products, without the tools", async () => {
    serve(emptyLists);
    renderAdminAt('/admin/products/new');
    expect(screen.getByRole('heading', { level: 2, name: 'Add Product' })).toBeTruthy();
    expect(current(screen.getByRole('navigation', { name: 'Admin sections' }))).toEqual(['Products']);
    expect(screen.queryByRole('button', { name: 'Sync Products' })).toBeNull();
    await waitFor(() => expect(document.title).toContain('Add Product - Admin'));
  });

  it('opens /admin on the Overview with its quick actions, Add Product and Sync Products, for an owner only', async () => {
    serve(emptyLists);
    renderAdminAt('/admin');
    expect(where()).toBe('/admin/overview');
    const actions = await screen.findByRole('group', { name: 'Quick actions' });
    expect(within(actions).getByRole('button', { name: 'Sync Products' })).toBeTruthy();
    fireEvent.click(within(actions).getByRole('button', { name: 'Add Product' }));
    expect(where()).toBe('/admin/products/new');
    expect(screen.getByRole('heading', { level: 2, name: 'Add Product' })).toBeTruthy();

    for (const level of ['sales', 'storekeeper'] as const) {
      cleanup();
      renderAdminAt('/admin', level);
      expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Quick actions' }), level).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add Product' }), level).toBeNull();
    }
  });

  it('says the page is not found for an address the admin does not have', () => {
    serve(emptyLists);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdminAt('/admin/nothing');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });
});

describe('Old admin URLs', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  function serveAll(url: URL) {
    if (url.pathname === '/api/admin/products/p1')
      return { status: 200, body: { product: productFixture() } };
    if (url.pathname === '/api/admin/orders/GE-1001')
      return {
        status: 200,
        body: {
          order: anOrder,
          whatsappUrl: WHATSAPP_URL,
          customerContact: null,
          pay: { online: null, bank: null },
          payLink: null,
        },
      };
    return emptyLists(url);
  }

  it.each([
    ['/admin', '/admin/overview', 'Overview'],
    ['/admin?q=lift&status=deleted', '/admin/products?q=lift&status=deleted', 'Products'],
    ['/admin?view=new', '/admin/products/new', 'Add Product'],
    ['/admin?q=lift&view=new', '/admin/products/new?q=lift', 'Add Product'],
    ['/admin?edit=p1', '/admin/products/p1/edit', 'Edit Product'],
    ['/admin?status=deleted&edit=p1', '/admin/products/p1/edit?status=deleted', 'Edit Product'],
    ['/admin?section=orders', '/admin/orders', 'Orders'],
    ['/admin?section=orders&status=paid&q=Ada', '/admin/orders?status=paid&q=Ada', 'Orders'],
    ['/admin?section=orders&order=GE-1001', '/admin/orders/GE-1001', 'Order GE-1001'],
    ['/admin?section=orders&status=paid&order=GE-1001', '/admin/orders/GE-1001?status=paid', 'Order GE-1001'],
    ['/admin?section=messages', '/admin/messages', 'Messages'],
    ['/admin?section=messages&show=handled', '/admin/messages?show=handled', 'Messages'],
  ])('%s is replaced by %s', async (old, now, heading) => {
    serve(serveAll);
    renderAdminAt(old);
    expect(where()).toBe(now);
    expect(navigationType()).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });
});
