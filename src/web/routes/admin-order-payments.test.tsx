import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lagosDay } from '../../shared/lagos-time';
import type { AdminOrderResponse, Order, OrderPayment, OrderProof } from '../../shared/orders';
import { OrderPayments } from '../features/admin/orders/components/order-payments';
import { AsStaff } from '../test/auth-context';
import { anOrder, renderAdminAt, serve, WHATSAPP_URL } from './admin-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const payment = (over: Partial<OrderPayment>): OrderPayment => ({
  id: 'pay-1',
  amount: 750_000,
  method: 'online',
  paidAt: '2026-03-07T10:00:00.000Z',
  provider: 'paystack',
  reference: 'GE-1001-P1',
  voided: false,
  recordedBy: 'Paystack',
  note: null,
  voidedBy: null,
  voidReason: null,
  hasProof: false,
  ...over,
});

const proof = (over: Partial<OrderProof>): OrderProof => ({
  id: 'proof-1',
  status: 'pending',
  amount: 1_750_000,
  reason: null,
  fileUrl: '/api/orders/GE-1001/payment-files/file-1',
  contentType: 'image/jpeg',
  createdAt: '2026-03-08T10:00:00.000Z',
  ...over,
});

const PAY_LINK = {
  url: 'https://shop.test/orders/GE-1001/pay?t=abc',
  amount: 1_750_000,
  whatsappUrl: 'https://wa.me/2348031234567?text=Pay%20GE-1001',
};

const partPaid: Order = {
  ...anOrder,
  status: 'confirmed',
  depositPercent: 30,
  amountPaid: 750_000,
  balance: 1_750_000,
  payments: [
    payment({}),
    payment({
      id: 'pay-2',
      amount: 50_000,
      method: 'cash',
      provider: null,
      reference: null,
      recordedBy: 'Bola Sales',
      voided: true,
      voidedBy: 'Shop Admin',
      voidReason: 'Typed twice',
    }),
  ],
};

const answer = (order: Order, payLink: AdminOrderResponse['payLink'] = null, status = 200) => ({
  status,
  body: {
    order,
    whatsappUrl: WHATSAPP_URL,
    pay: { online: 'paystack', bank: null },
    customerContact: null,
    payLink,
  } satisfies AdminOrderResponse,
});

type Post = (url: URL, init: RequestInit) => { status: number; body: unknown };

/** The order page with the order as given; writes answered by `write`. */
function serveOrder(order: Order, write?: Post, payLink: AdminOrderResponse['payLink'] = null) {
  return serve((url, init) =>
    init?.method && init.method !== 'GET' && write ? write(url, init) : answer(order, payLink),
  );
}

/** The writes sent: method, path and body (a form's fields as an object). */
function writesOf(fetchSpy: ReturnType<typeof serve>) {
  return fetchSpy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init!.method,
      path: new URL(String(input), 'http://shop.test').pathname,
      body:
        init!.body instanceof FormData
          ? Object.fromEntries(init!.body.entries())
          : (JSON.parse(String(init!.body)) as unknown),
    }));
}

async function openPayments() {
  renderAdminAt('/admin/orders/GE-1001');
  await screen.findByRole('heading', { level: 2, name: 'Order GE-1001' });
  return screen.getByRole('region', { name: 'Payments' });
}

describe('the desk’s payments of an order', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('shows the totals, the ledger with a voided row struck out, and the pay link to send', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveOrder(partPaid, undefined, PAY_LINK);
    const panel = await openPayments();
    expect(panel.textContent).toContain('Amount paid₦750,000');
    expect(panel.textContent).toContain('Balance₦1,750,000');
    expect(panel.textContent).toContain('Part-paid: ₦750,000 of ₦2,500,000');
    expect(panel.textContent).not.toContain('To refund');

    const ledger = within(panel).getByRole('table', { name: 'Payment ledger' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Online (Paystack)');
    expect(rows[0]!.textContent).toContain('GE-1001-P1');
    // An online payment is refunded at the provider, not voided here.
    expect(within(rows[0]!).queryByRole('button', { name: /Void/ })).toBeNull();
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('/api/orders/GE-1001/payments/pay-1/receipt.pdf');
    expect(rows[1]!.querySelector('s')?.textContent).toBe('Voided: ₦50,000');
    expect(rows[1]!.textContent).toContain('Voided by Shop Admin: Typed twice');
    expect(within(rows[1]!).queryByRole('button', { name: /Void/ })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Copy pay link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PAY_LINK.url));
    expect(toast.success).toHaveBeenCalledWith('Pay link copied', expect.anything());
    const whatsapp = within(panel).getByRole('link', { name: /Send pay link on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(PAY_LINK.whatsappUrl);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    // "Mark as paid" is gone: a payment that reaches the total makes the order paid.
    const status = screen.getByRole('region', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order']);
  });

  it('flags an overpayment as To refund, and hides the pay link when there is none', async () => {
    serveOrder({ ...anOrder, status: 'paid', amountPaid: 2_600_000, balance: 0, toRefund: 100_000 });
    const panel = await openPayments();
    expect(panel.textContent).toContain('To refund: ₦100,000');
    expect(within(panel).queryByRole('button', { name: 'Copy pay link' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: /Send pay link/ })).toBeNull();
    // Paid: the deposit can no longer change.
    expect(within(panel).queryByLabelText('Deposit (%)')).toBeNull();
  });

  it('records a payment for the balance, with its proof uploaded first', async () => {
    const recorded: Order = {
      ...partPaid,
      status: 'paid',
      amountPaid: 2_500_000,
      balance: 0,
      payments: [
        ...partPaid.payments,
        payment({ id: 'pay-3', amount: 1_750_000, method: 'bank_transfer', provider: null, reference: null }),
      ],
    };
    const fetchSpy = serveOrder(partPaid, (url) =>
      url.pathname.endsWith('/payment-files')
        ? { status: 201, body: { fileId: 'file-9' } }
        : answer(recorded, null, 201),
    );
    const panel = await openPayments();
    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }));
    const form = within(panel).getByRole('form', { name: 'Record payment' });
    const method = within(form).getByLabelText('Method') as HTMLSelectElement;
    await waitFor(() => expect(document.activeElement).toBe(method));
    expect([...method.options].map((option) => option.textContent)).toEqual([
      'Bank transfer',
      'Cash',
      'POS',
      'Card',
      'Other',
    ]);
    expect((within(form).getByLabelText('Amount (₦)') as HTMLInputElement).value).toBe('1750000');
    const today = lagosDay(new Date());
    expect((within(form).getByLabelText('Date paid') as HTMLInputElement).value).toBe(today);

    // Nothing is sent for an amount of 0.
    fireEvent.change(within(form).getByLabelText('Amount (₦)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
    expect(await within(form).findByText('Amount must be more than 0')).toBeTruthy();
    expect(writesOf(fetchSpy)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Amount (₦)'), { target: { value: '1,750,000' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: ' GTB slip ' } });
    const slip = new File(['jpeg'], 'slip.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText('Proof (picture or PDF, optional)'), {
      target: { files: [slip] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment recorded', expect.anything()));
    const writes = writesOf(fetchSpy);
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/orders/GE-1001/payment-files',
      'POST /api/admin/orders/GE-1001/payments',
    ]);
    expect((writes[0]!.body as { file: File }).file.name).toBe('slip.jpg');
    expect(writes[1]!.body).toEqual({
      amount: 1_750_000,
      method: 'bank_transfer',
      paidOn: today,
      note: 'GTB slip',
      proofFileId: 'file-9',
    });
    expect(within(panel).queryByRole('form', { name: 'Record payment' })).toBeNull();
    expect(panel.textContent).toContain('Balance₦0');
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Payments' }));
  });

  it('shows the server’s refusal of a payment in the form', async () => {
    const refusal = 'This order is not confirmed yet: confirm it before recording a payment';
    serveOrder(partPaid, () => ({ status: 409, body: { code: 'CONFLICT', message: refusal } }));
    const panel = await openPayments();
    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }));
    let form = within(panel).getByRole('form', { name: 'Record payment' });
    // Escape closes it and gives the focus back to the button.
    fireEvent.keyDown(within(form).getByLabelText('Amount (₦)'), { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Record payment' })),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }));
    form = within(panel).getByRole('form', { name: 'Record payment' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .some((box) => box.textContent === refusal),
      ).toBe(true),
    );
    expect(toast.error).toHaveBeenCalledWith('Payment not recorded', { description: refusal });
  });

  it('voids a payment with a reason, asked first', async () => {
    const cash: Order = {
      ...partPaid,
      payments: [
        payment({ id: 'pay-4', method: 'cash', provider: null, reference: null, recordedBy: 'Bola Sales' }),
      ],
    };
    const voided: Order = {
      ...cash,
      amountPaid: 0,
      balance: 2_500_000,
      payments: [{ ...cash.payments[0]!, voided: true, voidedBy: 'Test owner', voidReason: 'Wrong order' }],
    };
    const fetchSpy = serveOrder(cash, () => answer(voided));
    const panel = await openPayments();
    fireEvent.click(within(panel).getByRole('button', { name: 'Void the payment of ₦750,000' }));
    const reason = within(panel).getByLabelText('Reason for voiding the payment of ₦750,000');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(panel).getByRole('button', { name: 'Void payment' }));
    expect(await within(panel).findByText('Please give the reason for voiding this payment')).toBeTruthy();
    expect(writesOf(fetchSpy)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Wrong order' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Void payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment voided', expect.anything()));
    expect(writesOf(fetchSpy)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/orders/GE-1001/payments/pay-4/void',
        body: { reason: 'Wrong order' },
      },
    ]);
    expect(panel.textContent).toContain('Voided by Test owner: Wrong order');
    // The Void button is gone: the panel's heading has the focus.
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Payments' }));
    expect(within(panel).queryByLabelText(/Reason for voiding/)).toBeNull();
  });

  it('accepts a proof for the amount the shopper gave, and rejects another with a reason', async () => {
    const withProofs: Order = {
      ...partPaid,
      proofs: [proof({}), proof({ id: 'proof-2', amount: null, createdAt: '2026-03-09T10:00:00.000Z' })],
    };
    const fetchSpy = serveOrder(withProofs, (url) =>
      answer({
        ...withProofs,
        proofs: withProofs.proofs.map((one) =>
          url.pathname.includes(`/proofs/${one.id}/`)
            ? {
                ...one,
                status: url.pathname.endsWith('/accept') ? 'accepted' : 'rejected',
                reason: url.pathname.endsWith('/reject') ? 'Unreadable' : null,
              }
            : one,
        ),
      }),
    );
    const panel = await openPayments();
    const list = within(panel).getByRole('list', { name: 'Proofs of transfer' });
    const [first] = within(list).getAllByRole('listitem');
    expect(
      within(first!)
        .getByRole('link', { name: /View proof/ })
        .getAttribute('href'),
    ).toBe('/api/orders/GE-1001/payment-files/file-1');
    fireEvent.click(within(first!).getByRole('button', { name: /^Accept the proof/ }));
    expect((within(first!).getByLabelText('Amount received (₦)') as HTMLInputElement).value).toBe('1750000');
    expect((within(first!).getByLabelText('Date received') as HTMLInputElement).value).toBe('2026-03-08');
    fireEvent.click(within(first!).getByRole('button', { name: 'Accept proof' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Proof accepted', expect.anything()));

    const second = within(list).getAllByRole('listitem')[1]!;
    fireEvent.click(within(second).getByRole('button', { name: /^Reject the proof/ }));
    fireEvent.change(within(second).getByLabelText('Reason the proof is rejected (the customer sees it)'), {
      target: { value: 'Unreadable' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Reject proof' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Proof rejected', expect.anything()));
    expect(writesOf(fetchSpy)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/orders/GE-1001/proofs/proof-1/accept',
        body: { amount: 1_750_000, paidOn: '2026-03-08' },
      },
      {
        method: 'POST',
        path: '/api/admin/orders/GE-1001/proofs/proof-2/reject',
        body: { reason: 'Unreadable' },
      },
    ]);
  });

  it('sets the order’s deposit while it is not paid, refusing a percentage out of range', async () => {
    const fetchSpy = serveOrder({ ...anOrder, status: 'confirmed' }, () =>
      answer({ ...anOrder, status: 'confirmed', depositPercent: 30, depositDue: 750_000 }),
    );
    const panel = await openPayments();
    const deposit = within(panel).getByLabelText('Deposit (%)');
    fireEvent.change(deposit, { target: { value: '120' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save deposit' }));
    expect(
      await within(panel).findByText('The deposit must be a whole percentage from 0 to 100'),
    ).toBeTruthy();
    fireEvent.change(deposit, { target: { value: '30' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save deposit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deposit saved', expect.anything()));
    expect(writesOf(fetchSpy)).toEqual([
      { method: 'PATCH', path: '/api/admin/orders/GE-1001', body: { depositPercent: 30 } },
    ]);
    expect(panel.textContent).toContain('Deposit (30%) still due₦750,000');
  });

  it('passes axe with the ledger, the forms and the proofs open (colour contrast and landmarks are the browser journey’s)', async () => {
    serveOrder(
      {
        ...partPaid,
        payments: [...partPaid.payments, payment({ id: 'pay-5', method: 'cash', provider: null })],
        proofs: [proof({})],
      },
      undefined,
      PAY_LINK,
    );
    const panel = await openPayments();
    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }));
    fireEvent.click(within(panel).getByRole('button', { name: /^Void the payment/ }));
    fireEvent.click(within(panel).getByRole('button', { name: /^Accept the proof/ }));
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('takes no payment before the order is confirmed', async () => {
    serveOrder(anOrder);
    const panel = await openPayments();
    expect(within(panel).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(within(panel).getByText('No payment yet.')).toBeTruthy();
    expect(within(panel).getByLabelText('Deposit (%)')).toBeTruthy();
  });

  it('shows the ledger read-only to staff without orders.payments', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <AsStaff staffLevel="storekeeper">
          <MemoryRouter>
            <OrderPayments
              order={{
                ...partPaid,
                payments: [payment({ method: 'cash', provider: null })],
                proofs: [proof({})],
              }}
              payLink={PAY_LINK}
            />
          </MemoryRouter>
        </AsStaff>
      </QueryClientProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Payments' });
    expect(within(panel).getByRole('table', { name: 'Payment ledger' })).toBeTruthy();
    expect(
      within(panel).queryByRole('button', { name: /Void|Record payment|Accept|Reject|Save deposit/ }),
    ).toBeNull();
    expect(within(panel).queryByLabelText('Deposit (%)')).toBeNull();
    expect(within(panel).getByRole('link', { name: /View proof/ })).toBeTruthy();
  });
});

describe('Balances due', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the orders with a balance, oldest first, from the orders page', async () => {
    const fetchSpy = serve((url) =>
      url.pathname === '/api/admin/payments/outstanding'
        ? {
            status: 200,
            body: {
              orders: [
                {
                  reference: 'GE-1001',
                  status: 'confirmed',
                  customer: anOrder.customer,
                  total: 2_500_000,
                  amountPaid: 750_000,
                  balance: 1_750_000,
                  createdAt: '2026-03-05T09:30:00.000Z',
                },
              ],
              total: 1,
              totalBalance: 1_750_000,
            },
          }
        : { status: 200, body: { orders: [], total: 0 } },
    );
    renderAdminAt('/admin/orders');
    fireEvent.click(await screen.findByRole('link', { name: 'Balances due' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Balances due' })).toBeTruthy();
    expect(await screen.findByText('1 order owes ₦1,750,000 in all')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Orders with a balance due' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]!.textContent).toContain('Ada Obi');
    expect(rows[0]!.textContent).toContain('Balance ₦1,750,000 · Amount paid ₦750,000 of ₦2,500,000');
    expect(within(rows[0]!).getByRole('link', { name: 'GE-1001' }).getAttribute('href')).toBe(
      '/admin/orders/GE-1001',
    );
    const asked = fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));
    const outstanding = asked.find((url) => url.pathname === '/api/admin/payments/outstanding');
    expect(outstanding?.searchParams.get('offset')).toBe('0');
  });
});
