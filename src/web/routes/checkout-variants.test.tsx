import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { orderRoutes } from '../../shared/api-routes-orders';
import type { CartItem } from '../../shared/cart';
import { stubRoute } from '../test/stub-route';
import {
  CART_KEY,
  cart,
  NO_ORDERS,
  WHATSAPP,
  fakeTab,
  openDialog,
  order,
  renderCheckout,
} from './checkout-test-support';

const NO_PAY = { online: null, bank: null };

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const lift = cart[0]!;
const variantLine = (id: string, capacity: string, price: number): CartItem => ({
  ...lift,
  price,
  quantity: 1,
  variant: {
    id,
    sku: `LIFT-${capacity.replace(' ', '').toUpperCase()}-380`,
    options: [
      { name: 'Capacity', value: capacity },
      { name: 'Voltage', value: '380 V' },
    ],
  },
});

describe('checkout: lines of a product with variants', () => {
  let fetchMock: MockInstance<typeof fetch>;

  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(
      CART_KEY,
      JSON.stringify([variantLine('v5', '5 t', 1_400_000), variantLine('v4', '4 t', 1_250_000)]),
    );
    fetchMock = stubRoute(orderRoutes.myOrders, NO_ORDERS);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("names each line's variant, asks installation per variant and sends each line's variantId", async () => {
    stubRoute(orderRoutes.createOrder, { order, whatsappUrl: WHATSAPP, pay: NO_PAY });
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    renderCheckout();
    const items = screen.getByRole('list', { name: 'Items in your order' });
    expect(within(items).getByText('Capacity: 5 t · Voltage: 380 V')).toBeTruthy();
    expect(within(items).getByText('Capacity: 4 t · Voltage: 380 V')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: /Installation: Two-Post Lift \(Capacity: 4 t · Voltage: 380 V\)/,
      }),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chat on WhatsApp' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body)).items).toEqual([
      { productId: 'lift-1', variantId: 'v5', quantity: 1 },
      { productId: 'lift-1', variantId: 'v4', quantity: 1, installation: true },
    ]);
  });
});
