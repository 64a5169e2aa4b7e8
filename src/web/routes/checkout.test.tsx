import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { orderRoutes } from '../../shared/api-routes-orders';
import type { CartItem } from '../../shared/cart';
import { serve, type Answer } from '../test/serve-fetch';
import { stubRoute, stubRouteError } from '../test/stub-route';
import {
  CART_KEY,
  ORDERS_KEY,
  WHATSAPP,
  cart,
  order,
  renderCheckout,
  fakeTab,
  fillAddress,
  NO_ORDERS,
  openDialog,
  storedCart,
} from './checkout-test-support';

const NO_PAY = { online: null, bank: null };

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

describe('checkout', () => {
  let fetchMock: MockInstance<typeof fetch>;
  const orderPosts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(CART_KEY, JSON.stringify(cart));
    // Once an order is placed, the account's orders load again.
    fetchMock = stubRoute(orderRoutes.myOrders, NO_ORDERS);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('shows delivery to the chosen state and adds installation when it is ticked, and sends the choice', async () => {
    const summary = () => screen.getByRole('region', { name: 'Order Summary' });
    stubRoute(orderRoutes.createOrder, { order, whatsappUrl: WHATSAPP, pay: NO_PAY });
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    renderCheckout();
    // Before a state is chosen, delivery is arranged on WhatsApp.
    expect(within(summary()).getByText('Arranged on WhatsApp')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kano' } });
    expect(within(summary()).getByText('₦150,000')).toBeTruthy();
    expect(within(summary()).getByText('₦2,735,000.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Installation: Two-Post Lift/ }));
    expect(within(summary()).getByText('₦200,000')).toBeTruthy();
    expect(within(summary()).getByText('₦2,935,000.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Lagos' } });
    expect(within(summary()).getByText('Delivery quoted on WhatsApp')).toBeTruthy();
    expect(within(summary()).getByText('₦2,785,000.50')).toBeTruthy();

    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment System Unavailable' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chat on WhatsApp' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body.items).toEqual([
      { productId: 'lift-1', quantity: 2, installation: true },
      { productId: 'scanner-9', quantity: 1 },
    ]);
  });

  it('shows the form beside the summary of the cart, prefilled from the profile', () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Obi');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.options[0]?.textContent).toBe('Select a state');
    expect(state.options).toHaveLength(38);

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('img', { name: 'Two-Post Lift' })).toBeTruthy();
    expect(lines[0]!.textContent).toContain('2 × ₦1,250,000');
    expect(lines[0]!.textContent).toContain('₦2,500,000');
    expect(lines[1]!.textContent).toContain('1 × ₦85,000.50');
    expect(summary.textContent).toContain('Subtotal (3 items)');
    expect(summary.textContent).toContain('₦2,585,000.50');
  });

  it('refuses blank required fields with the specification toast and marks them; the phone is optional', async () => {
    renderCheckout();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true'),
    );

    expect(toast.error).toHaveBeenCalledWith('Please fill in all required fields', {
      description: 'Complete the customer information and shipping address to continue.',
    });
    for (const label of ['First Name', 'Address', 'City', 'State', 'ZIP Code'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Last Name', 'Email', 'Phone (optional)'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    // Typing into a marked field clears its mark.
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Ikeja' } });
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
  });

  it('says beside the phone field when it cannot be a phone number, before anything is sent', async () => {
    renderCheckout();
    fillAddress();
    const phone = screen.getByLabelText('Phone (optional)');
    const message =
      'Please enter a valid phone number: a Nigerian number such as 0803 123 4567, or + and the country code for a number abroad.';
    // Leaving the field checks it.
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.blur(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(phone.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(message);

    // Place Order refuses it too, and puts the focus on it.
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please check your phone number', { description: message }),
    );
    expect(document.activeElement).toBe(phone);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    // A number the shop can read clears it; a blank phone is fine too.
    fireEvent.change(phone, { target: { value: '0803 123 4567' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog', { name: 'Payment System Unavailable' })).toBeTruthy();
  });

  it('shows the payment dialog once the form is complete; Cancel closes it and sends nothing', async () => {
    renderCheckout();
    const dialog = await openDialog();
    expect(toast.error).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain(
      'Oops! Our payment system is not working for now. Chat us on WhatsApp to complete your order.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a blank tab first, records the order, then sends the tab to WhatsApp and shows the order', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock = serve((_url, init) => {
      if (init?.method !== 'POST') return { status: 200, body: NO_ORDERS };
      // The tab exists (and is cut off from the shop) before the request goes out.
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      return { status: 201, body: { order, whatsappUrl: WHATSAPP, pay: NO_PAY } };
    });
    renderCheckout();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chat on WhatsApp' }));

    expect(await screen.findByTestId('order-page')).toBeTruthy();
    expect(screen.getByTestId('order-page').textContent).toBe('GE-1001');
    expect(tab.location.href).toBe(WHATSAPP);
    expect(tab.close).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Redirecting to WhatsApp');

    // Once placed, the account's orders load again (the last order among them): one order was sent.
    expect(orderPosts()).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      customer: {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        phone: '',
        address: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        zipCode: '100001',
      },
      items: [
        { productId: 'lift-1', quantity: 2 },
        { productId: 'scanner-9', quantity: 1 },
      ],
    });

    expect(storedCart()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(ORDERS_KEY) ?? 'null')).toEqual([
      {
        id: 'GE-1001',
        orderDate: '2026-03-05T09:30:00.000Z',
        total: 2_500_000,
        status: 'awaiting_confirmation',
        items: [{ image: '/media/lift/800.webp', name: 'Two-Post Lift' }],
      },
    ]);
  });

  it('without a tab (a popup blocker), goes to WhatsApp in this page after clearing the cart and keeping the order', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    // What the browser would keep when this page leaves for the chat.
    const atLeave: { cart?: CartItem[]; orders?: string | null } = {};
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {
      atLeave.cart = storedCart();
      atLeave.orders = window.localStorage.getItem(ORDERS_KEY);
    });
    stubRoute(orderRoutes.createOrder, { order, whatsappUrl: WHATSAPP, pay: NO_PAY });
    renderCheckout();
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Chat on WhatsApp' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(WHATSAPP));
    expect((await screen.findByTestId('order-page')).textContent).toBe('GE-1001');
    expect(atLeave.cart).toEqual([]);
    expect(atLeave.orders).toContain('"id":"GE-1001"');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on a refusal closes the blank tab, keeps the cart and the form, and says why', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const message = 'Only 2 of "Two-Post Lift" left in stock.';
    // The server's answer to more than the stock (orders.routes.test.ts).
    stubRouteError(orderRoutes.createOrder, 409, { code: 'CONFLICT', message });
    renderCheckout();
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '0803 555 0142' } });
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Chat on WhatsApp' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Your order was not placed', { description: message });
    expect(toast.success).not.toHaveBeenCalled();

    expect(storedCart()).toEqual(cart);
    expect(window.localStorage.getItem(ORDERS_KEY)).toBeNull();
    expect(screen.queryByTestId('order-page')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe('0803 555 0142');
    expect((screen.getByLabelText('ZIP Code') as HTMLInputElement).value).toBe('100001');
  });

  it('sends one Idempotency-Key per order meant: again on a retry after a dropped connection, anew once the form changes', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    fetchMock = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderCheckout();
    const keys = () =>
      fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    const confirm = async () => {
      fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Chat on WhatsApp' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await confirm();
    await confirm();
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[1]).toBe(keys()[0]);

    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '0803 555 0142' } });
    await confirm();
    expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('sends the order once however often the confirm button is pressed, and shows that it is busy', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer: (response: Answer) => void = () => undefined;
    fetchMock = serve((_url, init) =>
      init?.method === 'POST'
        ? new Promise<Answer>((resolve) => (answer = resolve))
        : { status: 200, body: NO_ORDERS },
    );
    renderCheckout();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Chat on WhatsApp' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    const busy = await within(dialog).findByRole('button', { name: 'Placing order...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(open).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer({ status: 201, body: { order, whatsappUrl: WHATSAPP, pay: NO_PAY } }));
    expect(await screen.findByTestId('order-page')).toBeTruthy();
    expect(orderPosts()).toHaveLength(1);
  });

  it('shows a friendly message with a link to the shop when the cart is empty', () => {
    window.localStorage.setItem(CART_KEY, '[]');
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });
});
