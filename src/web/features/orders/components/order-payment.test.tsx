import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import { paymentRoutes } from '../../../../shared/api-routes-payments';
import type { OrderPayment, OrderPayOptions, OrderProof } from '../../../../shared/orders';
import { orderFixture } from '../../../test/order-fixture';
import { stubRoute, stubRouteError } from '../../../test/stub-route';
import { OrderView } from './order-view';

const WHATSAPP = 'https://wa.me/2348035550142?text=Order%20GE-1001';
const BANK = { bankName: 'GTBank', accountName: 'GaragePro Ltd', accountNumber: '0123456789' };
const PAYSTACK: OrderPayOptions = { online: 'paystack', bank: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <OrderView reference="GE-1001" />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const payment = (over: Partial<OrderPayment>): OrderPayment => ({
  id: 'pay-1',
  amount: 750_000,
  method: 'online',
  paidAt: '2026-03-07T10:00:00.000Z',
  provider: 'paystack',
  reference: 'GE-1001-P1',
  voided: false,
  recordedBy: null,
  note: null,
  voidedBy: null,
  voidReason: null,
  hasProof: false,
  ...over,
});

const proof = (over: Partial<OrderProof>): OrderProof => ({
  id: 'proof-1',
  status: 'pending',
  amount: null,
  reason: null,
  fileUrl: '/api/orders/GE-1001/payment-files/file-1',
  contentType: 'image/jpeg',
  createdAt: '2026-03-08T10:00:00.000Z',
  ...over,
});

const confirmed = orderFixture('GE-1001', { status: 'confirmed', depositPercent: 30, depositDue: 750_000 });
const partPaid = orderFixture('GE-1001', {
  status: 'confirmed',
  depositPercent: 30,
  amountPaid: 750_000,
  balance: 1_750_000,
  payments: [payment({})],
});

const section = () => screen.findByRole('region', { name: 'Payment' });

describe('the order status page’s payment', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers the deposit beside the balance once confirmed; keeps the chat', async () => {
    stubRoute(orderRoutes.getOrder, { order: confirmed, whatsappUrl: WHATSAPP, pay: PAYSTACK });
    renderAt('/orders/GE-1001');
    const payment = await section();
    expect(payment.textContent).toContain('Amount paid₦0');
    expect(payment.textContent).toContain('Balance₦2,500,000');
    expect(payment.textContent).not.toContain('Part-paid');
    const deposit = within(payment).getByRole('link', { name: 'Pay deposit ₦750,000' });
    expect(deposit.getAttribute('href')).toBe('/orders/GE-1001/pay?part=deposit');
    const whole = within(payment).getByRole('link', { name: 'Pay ₦2,500,000' });
    expect(whole.getAttribute('href')).toBe('/orders/GE-1001/pay?part=balance');
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toBeTruthy();
  });

  it('shows a part-paid order: what was paid, each payment with its receipt, and the balance to pay', async () => {
    stubRoute(orderRoutes.getOrder, { order: partPaid, whatsappUrl: WHATSAPP, pay: PAYSTACK });
    renderAt('/orders/GE-1001');
    const payment = await section();
    expect(payment.textContent).toContain('Amount paid₦750,000');
    expect(payment.textContent).toContain('Balance₦1,750,000');
    expect(payment.textContent).toContain('Part-paid: ₦750,000 of ₦2,500,000');
    expect(
      within(payment)
        .getAllByRole('link', { name: /^Pay/ })
        .map((link) => link.textContent),
    ).toEqual(['Pay ₦1,750,000']);
    const rows = within(within(payment).getByRole('list', { name: 'Payments received' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('₦750,000');
    expect(rows[0]!.textContent).toContain('7 March 2026');
    expect(rows[0]!.textContent).toContain('Online (Paystack)');
    const receipt = within(rows[0]!).getByRole('link', { name: /Receipt/ });
    expect(receipt.getAttribute('href')).toBe('/api/orders/GE-1001/payments/pay-1/receipt.pdf');
  });

  it('asks nothing before the seller confirms, and offers no pay link without a provider', async () => {
    stubRoute(orderRoutes.getOrder, {
      order: orderFixture('GE-1001'),
      whatsappUrl: WHATSAPP,
      pay: { online: 'paystack', bank: BANK },
    });
    renderAt('/orders/GE-1001');
    const payment = await section();
    expect(payment.textContent).toContain('the seller will send you a payment link once it is');
    expect(within(payment).queryByRole('link', { name: /^Pay/ })).toBeNull();
    expect(within(payment).queryByLabelText(/Proof of transfer/)).toBeNull();
  });

  it('says the provider could not be reached, with Try again on the pay link', async () => {
    stubRoute(orderRoutes.getOrder, { order: confirmed, whatsappUrl: WHATSAPP, pay: PAYSTACK });
    renderAt('/orders/GE-1001?payment=unavailable');
    const payment = await section();
    const alert = within(payment)
      .getAllByRole('alert')
      .find((box) => box.textContent !== '');
    expect(alert!.textContent).toContain('We could not reach the payment provider, and nothing was charged.');
    expect(within(alert!).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/orders/GE-1001/pay',
    );
  });

  it('checks the return from Paystack once and shows the payment at once', async () => {
    const fetchSpy = stubRoute(orderRoutes.getOrder, {
      order: confirmed,
      whatsappUrl: WHATSAPP,
      pay: PAYSTACK,
    });
    stubRoute(paymentRoutes.checkPayment, { order: partPaid, whatsappUrl: WHATSAPP, pay: PAYSTACK });
    renderAt('/orders/GE-1001?trxref=GE-1001-P1&reference=GE-1001-P1');
    const payment = await section();
    await waitFor(() => expect(payment.textContent).toContain('Amount paid₦750,000'));
    const checks = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(checks).toHaveLength(1);
    expect(String(checks[0]![0])).toBe('/api/orders/GE-1001/payments/check');
    expect(JSON.parse(String(checks[0]![1]?.body))).toEqual({ reference: 'GE-1001-P1' });
    // The return's keys leave the address: a reload does not ask again.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/orders/GE-1001'));
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('checks a Flutterwave return (tx_ref), and says so when the check fails', async () => {
    const fetchSpy = stubRoute(orderRoutes.getOrder, {
      order: confirmed,
      whatsappUrl: WHATSAPP,
      pay: PAYSTACK,
    });
    stubRouteError(paymentRoutes.checkPayment, 500, { code: 'INTERNAL', message: 'Something went wrong.' });
    renderAt('/orders/GE-1001?status=successful&tx_ref=GE-1001-P2&transaction_id=42');
    const payment = await section();
    await waitFor(() => expect(payment.textContent).toContain('We could not check your payment just now.'));
    const checks = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(checks[0]![1]?.body))).toEqual({ reference: 'GE-1001-P2' });
  });

  it('shows the bank details and sends a proof of transfer, then lists it as being checked', async () => {
    const bankOnly: OrderPayOptions = { online: null, bank: BANK };
    const fetchSpy = stubRoute(orderRoutes.getOrder, {
      order: confirmed,
      whatsappUrl: WHATSAPP,
      pay: bankOnly,
    });
    stubRoute(
      paymentRoutes.uploadProof,
      { order: { ...confirmed, proofs: [proof({ amount: 750_000 })] }, whatsappUrl: WHATSAPP, pay: bankOnly },
      { status: 201 },
    );
    renderAt('/orders/GE-1001');
    const payment = await section();
    for (const text of ['GTBank', 'GaragePro Ltd', '0123456789']) expect(payment.textContent).toContain(text);
    expect(within(payment).queryByRole('link', { name: /^Pay/ })).toBeNull();

    // No file: the field says what it needs.
    fireEvent.click(within(payment).getByRole('button', { name: 'Send proof of transfer' }));
    expect(payment.textContent).toContain('Please choose a picture or a PDF of the transfer');
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    const file = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
    const input = within(payment).getByLabelText(/Proof of transfer/);
    expect(input.getAttribute('type')).toBe('file');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(within(payment).getByLabelText('Amount sent (₦, optional)'), {
      target: { value: '750,000' },
    });
    fireEvent.click(within(payment).getByRole('button', { name: 'Send proof of transfer' }));
    expect(
      await within(payment).findByText('Thank you: we will check your transfer and confirm it here.'),
    ).toBeTruthy();
    const posts = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(String(posts[0]![0])).toBe('/api/orders/GE-1001/proofs');
    const form = posts[0]![1]?.body as FormData;
    expect(form.get('amount')).toBe('750000');
    expect((form.get('file') as File).name).toBe('slip.pdf');
    const proofs = within(payment).getByRole('list', { name: 'Proofs of transfer' });
    expect(proofs.textContent).toContain('₦750,000');
    expect(proofs.textContent).toContain('Being checked');
  });

  it('shows a rejected proof with its reason', async () => {
    const rejected = {
      ...confirmed,
      proofs: [
        proof({ status: 'rejected', reason: 'The slip is for another order' }),
        proof({ id: 'p0', status: 'accepted' }),
      ],
    };
    stubRoute(orderRoutes.getOrder, {
      order: rejected,
      whatsappUrl: WHATSAPP,
      pay: { online: null, bank: BANK },
    });
    renderAt('/orders/GE-1001');
    const payment = await section();
    const rows = within(within(payment).getByRole('list', { name: 'Proofs of transfer' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]!.textContent).toContain('Rejected');
    expect(rows[0]!.textContent).toContain('Reason: The slip is for another order');
    expect(rows[1]!.textContent).toContain('Accepted');
    expect(within(rows[0]!).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/api/orders/GE-1001/payment-files/file-1',
    );
  });

  it('passes axe with everything shown (colour contrast and landmarks are the browser journey’s)', async () => {
    const everything = {
      ...partPaid,
      depositDue: 100_000,
      proofs: [proof({ status: 'rejected', reason: 'Unreadable' }), proof({ id: 'p2' })],
    };
    stubRoute(orderRoutes.getOrder, {
      order: everything,
      whatsappUrl: WHATSAPP,
      pay: { online: 'paystack', bank: BANK },
    });
    renderAt('/orders/GE-1001?payment=unavailable');
    const payment = await section();
    fireEvent.click(within(payment).getByRole('button', { name: 'Send proof of transfer' }));
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
