import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerContact, Order, OrderEvent } from '../../shared/orders';
import { anOrder, callsOf, renderAdminAt, serve, WHATSAPP_URL } from './admin-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const event = (over: Partial<OrderEvent>): OrderEvent => ({
  id: 'e9',
  kind: 'status',
  fromStatus: null,
  toStatus: null,
  note: null,
  field: null,
  before: null,
  after: null,
  actorName: 'Shop Admin',
  createdAt: '2026-01-06T09:00:00.000Z',
  ...over,
});

const confirmed: Order = {
  ...anOrder,
  status: 'confirmed',
  history: [
    ...anOrder.history,
    event({ fromStatus: 'awaiting_confirmation', toStatus: 'confirmed', note: 'Called the customer' }),
  ],
};

const answer = (order: Order, customerContact: CustomerContact | null = null) => ({
  status: 200,
  body: {
    order,
    whatsappUrl: WHATSAPP_URL,
    pay: { online: null, bank: null },
    customerContact,
    payLink: null,
  },
});

const CUSTOMER_CHAT =
  'https://wa.me/2348031234567?text=Hello%20Ada%2C%20this%20is%20GaragePro%20about%20your%20order%20GE-1001.';

/** The order page with the order as given; POSTs answered by `post`. */
function serveOrder(order: Order, post?: (url: URL, body: unknown) => { status: number; body: unknown }) {
  return serve((url, init) =>
    init?.method === 'POST' && post ? post(url, JSON.parse(String(init.body))) : answer(order),
  );
}

const openAt = async (reference = 'GE-1001') => {
  const client = renderAdminAt(`/admin/orders/${reference}`);
  await screen.findByRole('heading', { level: 2, name: `Order ${reference}` });
  return client;
};

describe('Order detail', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('shows the customer, items, totals, WhatsApp link, actions and history', async () => {
    serveOrder(anOrder);
    await openAt();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer.textContent).toContain('Ada Obi');
    expect(within(customer).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(within(customer).getByText('Not provided')).toBeTruthy();
    expect(customer.textContent).toContain('12 Allen Avenue');
    expect(customer.textContent).toContain('Lagos 100001');

    const items = screen.getByRole('region', { name: 'Items' });
    const image = within(items).getByRole('img', { name: 'Two-Post Lift' });
    expect(image.getAttribute('src')).toBe('/media/lift/320.webp');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '240']);
    expect(within(items).getByText('Launch')).toBeTruthy();
    expect(within(items).getByText('2 × ₦1,250,000')).toBeTruthy();
    expect(within(items).getAllByText('₦2,500,000')).toHaveLength(3);

    // No phone: no way to call or chat, and never a chat with the shop's own number.
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(document.querySelector(`a[href="${WHATSAPP_URL}"]`)).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();

    const status = screen.getByRole('region', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm order', 'Cancel order']);
    expect(within(status).getByLabelText('Note for this change (optional)')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Order history' });
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toMatch(
      /^Awaiting confirmation by Ada Obi5 Mar 2026/,
    );
  });

  it('names each line’s variant and SKU in the items (decision 052)', async () => {
    const [lift] = anOrder.items;
    const variant = {
      id: 'v5',
      sku: 'TLT-5T-380',
      options: [
        { name: 'Capacity', value: '5 t' },
        { name: 'Voltage', value: '380 V' },
      ],
    };
    serveOrder({ ...anOrder, items: [lift!, { ...lift!, variant }] });
    await openAt();
    const lines = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).not.toContain('SKU');
    expect(within(lines[1]!).getByText('Capacity: 5 t · Voltage: 380 V · SKU TLT-5T-380')).toBeTruthy();
  });

  it('confirms with a note: sends it, shows the new status, toasts and refreshes the catalogue', async () => {
    const fetchSpy = serveOrder(anOrder, () => answer(confirmed));
    const client = await openAt();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.change(screen.getByLabelText('Note for this change (optional)'), {
      target: { value: ' Called the customer ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    // Confirmed: the order is paid by recording its payments.
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(callsOf(fetchSpy, 'POST')).toEqual([
      {
        url: new URL('/api/admin/orders/GE-1001/status', 'http://shop.test'),
        body: { status: 'confirmed', note: 'Called the customer' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Order confirmed', {
      description: 'GE-1001 is now confirmed.',
    });
    expect((screen.getByLabelText('Note for this change (optional)') as HTMLTextAreaElement).value).toBe('');
    const history = screen.getByRole('list', { name: 'Order history' });
    expect(history.textContent).toContain('Confirmed by Shop Admin');
    expect(history.textContent).toContain('Called the customer');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['admin-orders', 'admin-products', 'products']));
  });

  it('does not refresh the catalogue for a move that leaves stock alone', async () => {
    const paid: Order = { ...confirmed, status: 'paid', amountPaid: 2_500_000, balance: 0 };
    serveOrder(paid, () => answer({ ...paid, status: 'dispatched' }));
    const client = await openAt();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as dispatched' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Order marked as dispatched', expect.anything()),
    );
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(['admin-orders']);
  });

  it('shows a refusal (409) in an alert and a toast, and changes nothing', async () => {
    const refusal = 'Not enough stock to confirm: only 1 of "Two-Post Lift" left.';
    serveOrder(anOrder, () => ({ status: 409, body: { code: 'CONFLICT', message: refusal } }));
    await openAt();
    fireEvent.change(screen.getByLabelText('Note for this change (optional)'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Order not updated', { description: refusal }),
    );
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByRole('alert').textContent).toBe(refusal);
    expect(within(status).getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(within(status).getByText('Awaiting confirmation')).toBeTruthy();
    expect((screen.getByLabelText('Note for this change (optional)') as HTMLTextAreaElement).value).toBe('x');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('reaches the customer: the phone is a tel: link, and one tap opens a WhatsApp chat with them', async () => {
    const withPhone: Order = { ...anOrder, customer: { ...anOrder.customer, phone: '2348031234567' } };
    serve(() =>
      answer(withPhone, {
        phone: '2348031234567',
        display: '+234 803 123 4567',
        telUrl: 'tel:+2348031234567',
        whatsappUrl: CUSTOMER_CHAT,
      }),
    );
    await openAt();
    const customer = screen.getByRole('region', { name: 'Customer' });
    const call = within(customer).getByRole('link', { name: '+234 803 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+2348031234567');
    const chat = screen.getByRole('link', { name: 'Chat with Ada Obi on WhatsApp' });
    expect(chat.getAttribute('href')).toBe(CUSTOMER_CHAT);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector(`a[href="${WHATSAPP_URL}"]`)).toBeNull();
  });

  it('asks before cancelling: Keep order sends nothing, Cancel order cancels', async () => {
    const fetchSpy = serveOrder(anOrder, () =>
      answer({
        ...anOrder,
        status: 'cancelled',
        history: [...anOrder.history, event({ fromStatus: 'awaiting_confirmation', toStatus: 'cancelled' })],
      }),
    );
    await openAt();
    const [cancel] = screen.getAllByRole('button', { name: 'Cancel order' });
    fireEvent.click(cancel!);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel order GE-1001?' });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toContain('no stock was taken');
    // The safe choice has the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep order'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchSpy, 'POST')).toEqual([]);

    // Escape cancels too.
    fireEvent.click(cancel!);
    dialog = screen.getByRole('alertdialog', { name: 'Cancel order GE-1001?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchSpy, 'POST')).toEqual([]);

    fireEvent.click(cancel!);
    dialog = screen.getByRole('alertdialog', { name: 'Cancel order GE-1001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order cancelled', expect.anything()));
    expect(callsOf(fetchSpy, 'POST').map((call) => call.body)).toEqual([{ status: 'cancelled' }]);
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).queryAllByRole('button', { hidden: false })).toHaveLength(0);
    expect(status.textContent).toContain('This order is cancelled: its status cannot change any more.');
  });

  it('adds a staff note to the history, and refuses an empty one', async () => {
    const noted: Order = {
      ...anOrder,
      history: [...anOrder.history, event({ kind: 'note', note: 'Customer prefers\nmorning delivery' })],
    };
    const fetchSpy = serveOrder(anOrder, () => answer(noted));
    await openAt();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    // The check runs when the form is submitted (react-hook-form's submit is asynchronous).
    expect(await screen.findByText('Please write a note')).toBeTruthy();
    expect(callsOf(fetchSpy, 'POST')).toEqual([]);

    const field = screen.getByLabelText('Add a staff note') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Customer prefers\nmorning delivery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note added', expect.anything()));
    expect(callsOf(fetchSpy, 'POST')).toEqual([
      {
        url: new URL('/api/admin/orders/GE-1001/notes', 'http://shop.test'),
        body: { note: 'Customer prefers\nmorning delivery' },
      },
    ]);
    expect(field.value).toBe('');
    const history = screen.getByRole('list', { name: 'Order history' });
    expect(history.textContent).toContain('Staff note by Shop Admin');
    expect(history.textContent).toContain('morning delivery');
  });

  it("says 'Order not found' for an unknown or malformed reference", async () => {
    const fetchSpy = serve(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } }));
    renderAdminAt('/admin/orders/GE-9999');
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
    cleanup();
    fetchSpy.mockClear();
    renderAdminAt('/admin/orders/nonsense');
    expect(screen.getByRole('alert').textContent).toBe('Order not found');
    expect(screen.getByRole('button', { name: 'Back to orders' })).toBeTruthy();
    expect(callsOf(fetchSpy, 'GET')).toEqual([]);
  });
});
