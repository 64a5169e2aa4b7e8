import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import { orderFixture } from '../../../test/order-fixture';
import { serve } from '../../../test/serve-fetch';
import { stubRoute, stubRouteError } from '../../../test/stub-route';
import { OrderView } from './order-view';

const NO_PAY = { online: null, bank: null };

const WHATSAPP = 'https://wa.me/2348035550142?text=Order%20GE-1001';

function renderOrder(reference: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderView reference={reference} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const order = orderFixture('GE-1001', {
  status: 'confirmed',
  // Kept in international form; shown as people write it.
  customer: { ...orderFixture('GE-1001').customer, phone: '2348035550142' },
  items: [
    ...orderFixture('GE-1001').items,
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
  itemCount: 3,
  subtotal: 2_585_000.5,
  total: 2_585_000.5,
  history: [
    ...orderFixture('GE-1001').history,
    {
      id: 'e2',
      kind: 'status',
      fromStatus: 'awaiting_confirmation',
      toStatus: 'confirmed',
      note: 'Delivery on Friday.',
      field: null,
      before: null,
      after: null,
      actorName: 'GaragePro Sales',
      createdAt: '2026-03-06T08:15:00.000Z',
    },
  ],
});

describe('the order status page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the status, items, totals, address, history and the chat link', async () => {
    const fetchMock = stubRoute(orderRoutes.getOrder, { order, whatsappUrl: WHATSAPP, pay: NO_PAY });
    renderOrder('GE-1001');
    expect(screen.getByRole('status').textContent).toContain('Loading order GE-1001...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order GE-1001' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/orders/GE-1001');
    expect(document.title).toContain('Order GE-1001');
    const main = document.body;
    expect(main.textContent).toContain('Status:Confirmed');
    expect(main.textContent).toContain('Placed on 5 March 2026');

    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('img', { name: 'Two-Post Lift' })).toBeTruthy();
    expect(items.textContent).toContain('Launch');
    expect(items.textContent).toContain('2 × ₦1,250,000');
    expect(items.textContent).toContain('₦2,500,000');
    expect(items.textContent).toContain('1 × ₦85,000.50');
    expect(items.textContent).toContain('Subtotal (3 items)');
    expect(items.textContent).toContain('₦2,585,000.50');

    const address = screen.getByRole('region', { name: 'Shipping Address' });
    for (const text of [
      'Ada Obi',
      '12 Allen Avenue',
      'Ikeja',
      'Lagos 100001',
      '+234 803 555 0142',
      'ada@example.com',
    ])
      expect(address.textContent).toContain(text);

    const history = within(screen.getByRole('region', { name: 'Order History' })).getAllByRole('listitem');
    expect(history.map((step) => step.textContent)).toEqual([
      'Awaiting confirmationBy Ada Obi, 5 Mar 2026, 10:30',
      'ConfirmedBy GaragePro Sales, 6 Mar 2026, 09:15Delivery on Friday.',
    ]);

    const chat = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(chat.getAttribute('href')).toBe(WHATSAPP);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names each line’s variant and SKU; two variants of one product are two lines (decision 052)', async () => {
    const [lift] = orderFixture('GE-1003').items;
    const variantOf = (id: string, sku: string, capacity: string) => ({
      id,
      sku,
      options: [
        { name: 'Capacity', value: capacity },
        { name: 'Voltage', value: '380 V' },
      ],
    });
    const twoVariants = orderFixture('GE-1003', {
      items: [
        { ...lift!, variant: variantOf('v4', 'TLT-4T-380', '4 t') },
        { ...lift!, variant: variantOf('v5', 'TLT-5T-380', '5 t') },
      ],
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRoute(orderRoutes.getOrder, { order: twoVariants, whatsappUrl: WHATSAPP, pay: NO_PAY });
    renderOrder('GE-1003');
    const items = await screen.findByRole('region', { name: 'Items' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('Capacity: 4 t · Voltage: 380 V · SKU TLT-4T-380');
    expect(lines[1]!.textContent).toContain('Capacity: 5 t · Voltage: 380 V · SKU TLT-5T-380');
    // No warning about two lines with one key.
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows 'Not provided' when the shopper left the phone blank", async () => {
    stubRoute(orderRoutes.getOrder, { order: orderFixture('GE-1002'), whatsappUrl: WHATSAPP, pay: NO_PAY });
    renderOrder('GE-1002');
    const address = await screen.findByRole('region', { name: 'Shipping Address' });
    expect(address.textContent).toContain('Not provided');
  });

  it("answers 404 with 'Order not found' and a link to the account", async () => {
    stubRouteError(orderRoutes.getOrder, 404, { code: 'NOT_FOUND', message: 'Order not found' });
    renderOrder('GE-9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/account');
  });

  it('does not ask the server about a reference that cannot exist', () => {
    const fetchMock = stubRoute(orderRoutes.getOrder, { order, whatsappUrl: WHATSAPP, pay: NO_PAY });
    renderOrder('not-a-reference');
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } }
        : { status: 200, body: { order, whatsappUrl: WHATSAPP, pay: NO_PAY } },
    );
    renderOrder('GE-1001');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error loading order: Something went wrong.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GE-1001' })).toBeTruthy();
  });
});
