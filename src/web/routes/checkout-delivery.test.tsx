import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { orderRoutes } from '../../shared/api-routes-orders';
import { orderFixture } from '../test/order-fixture';
import { PAGE_IDENTITY } from '../test/page-setup';
import { serve, type Answer } from '../test/serve-fetch';
import { stubRoute } from '../test/stub-route';
import { CART_KEY, cart, NO_ORDERS, order, renderCheckout } from './checkout-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

describe('checkout: delivery by class and the last order', () => {
  let fetchMock: MockInstance<typeof fetch>;

  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(CART_KEY, JSON.stringify(cart));
    fetchMock = stubRoute(orderRoutes.myOrders, NO_ORDERS);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('charges the fee of the cart’s largest delivery class: a scanner alone pays the parcel fee', async () => {
    const scanner = { ...cart[1]!, deliveryClass: 'parcel' };
    window.localStorage.setItem(CART_KEY, JSON.stringify([scanner]));
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kano' } });
    expect(within(summary).getByText('₦5,000')).toBeTruthy();
    cleanup();
    window.localStorage.setItem(CART_KEY, JSON.stringify([scanner, { ...cart[0]!, deliveryClass: 'heavy' }]));
    renderCheckout();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kano' } });
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByText('₦150,000')).toBeTruthy();
  });

  it('offers pickup from the showroom at the shop’s address, with no delivery fee', () => {
    renderCheckout();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kano' } });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('₦150,000')).toBeTruthy();
    const pickup = screen.getByRole('radio', { name: /Pick up from our showroom/ });
    const described = document.getElementById(pickup.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain(PAGE_IDENTITY.address);
    fireEvent.click(pickup);
    expect(within(summary).queryByText('₦150,000')).toBeNull();
  });

  it('prefills the phone and the address from the shopper’s last order', () => {
    const last = orderFixture('GE-1000', {
      customer: {
        ...order.customer,
        phone: '2348031234567',
        address: '4 Zaria Road',
        city: 'Kano',
        state: 'Kano',
      },
    });
    renderCheckout({ orders: [last], total: 1 });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('First Name')).toBe('Ada');
    expect(value('Phone (optional)')).toBe('+234 803 123 4567');
    expect(value('Address')).toBe('4 Zaria Road');
    expect(value('City')).toBe('Kano');
    expect(value('State')).toBe('Kano');
    expect(value('ZIP Code')).toBe('100001');
    // The state's fee shows at once.
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByText('₦150,000')).toBeTruthy();
  });

  it('keeps what the shopper typed when the last order arrives afterwards', async () => {
    let answer: (response: Answer) => void = () => {};
    fetchMock = serve(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderCheckout(null);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '9 New Street' } });
    const last = orderFixture('GE-1000', {
      customer: { ...order.customer, phone: '2348031234567', address: '4 Zaria Road', city: 'Kano' },
    });
    await act(async () => answer({ status: 200, body: { orders: [last], total: 1 } }));
    await waitFor(() =>
      expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe('+234 803 123 4567'),
    );
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('9 New Street');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Kano');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/orders?limit=1');
  });
});
