import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { orderResponseSchema, type Order } from '../../shared/orders';
import type { PaymentsConfig } from '../config';
import { orders, paymentAttempts, payments, type PaymentAttemptRow, type PaymentRow } from '../db/schema';
import { until } from './smtp-mailbox';
import { get, uniqueIp, type SignedIn } from './accounts';
import type { TestApp } from './app';
import { moveOrder, placeOrder } from './orders';
import {
  startFakeFlutterwave,
  startFakePaystack,
  type FakeFlutterwave,
  type FakeProvider,
} from './payment-providers';

/** The fakes of both providers, and the shop's configuration pointing at them. */
export interface FakeProviders {
  paystack: FakeProvider;
  flutterwave: FakeFlutterwave;
  config: PaymentsConfig;
  /** Points the fakes' webhooks at a listening shop. */
  sendWebhooksTo(baseUrl: string): void;
  close(): Promise<void>;
}

export const PAYSTACK_SECRET = 'sk_test_shop_paystack_secret';
export const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-shop-secret';
export const FLUTTERWAVE_HASH = 'shop-flutterwave-hash';

/** Both fakes started; the provider calls time out after `timeoutMs` (short, for the time-out tests). */
export async function startFakeProviders({
  timeoutMs = 1_000,
  recoveryEveryMs = 60_000,
  webhookRetryMs = 50,
} = {}): Promise<FakeProviders> {
  const paystack = await startFakePaystack(PAYSTACK_SECRET, { webhookRetryMs });
  const flutterwave = await startFakeFlutterwave(FLUTTERWAVE_SECRET, FLUTTERWAVE_HASH, { webhookRetryMs });
  return {
    paystack,
    flutterwave,
    config: {
      paystack: { secretKey: PAYSTACK_SECRET, apiUrl: paystack.url },
      flutterwave: { secretKey: FLUTTERWAVE_SECRET, secretHash: FLUTTERWAVE_HASH, apiUrl: flutterwave.url },
      timeoutMs,
      recoveryEveryMs,
    },
    sendWebhooksTo(baseUrl) {
      paystack.webhookUrl = `${baseUrl}/api/payments/paystack/webhook`;
      flutterwave.webhookUrl = `${baseUrl}/api/payments/flutterwave/webhook`;
    },
    close: async () => {
      await paystack.close();
      await flutterwave.close();
    },
  };
}

/** The shop listening on 127.0.0.1 (the fakes post their webhooks to it); its base address. */
export async function listen(shop: TestApp): Promise<string> {
  return shop.app.listen({ port: 0, host: '127.0.0.1' });
}

/** A confirmed order of `productId` (one), placed by `customer` and confirmed by `admin`. */
export async function confirmedOrder(
  shop: TestApp,
  customer: SignedIn,
  admin: SignedIn,
  productId: string,
  depositPercent = 0,
): Promise<Order> {
  const { order } = await placeOrder(shop, customer.cookie, [{ productId, quantity: 1 }]);
  if (depositPercent > 0)
    await shop.database.handle.db.update(orders).set({ depositPercent }).where(eq(orders.id, order.id));
  const moved = await moveOrder(shop, admin.cookie, order.reference, 'confirmed');
  if (moved.statusCode !== 200) throw new Error(`not confirmed: ${moved.statusCode} ${moved.body}`);
  return order;
}

/** Opens the order's pay link (GET /orders/:reference/pay) as `cookie` (or nobody) with the query given. */
export function openPayLink(
  shop: TestApp,
  reference: string,
  { cookie, query = '' }: { cookie?: string; query?: string } = {},
): Promise<LightMyRequestResponse> {
  // From an address of its own: the pay link is rate limited per address.
  return get(shop, `/orders/${reference}/pay${query ? `?${query}` : ''}`, cookie, {
    remoteAddress: uniqueIp(),
  });
}

/** Opens the pay link and answers the provider's page it redirects to (it must). */
export async function checkoutUrlOf(
  shop: TestApp,
  reference: string,
  options: { cookie?: string; query?: string } = {},
): Promise<string> {
  const response = await openPayLink(shop, reference, options);
  const location = String(response.headers.location ?? '');
  if (response.statusCode !== 303 || !location.includes('/checkout/'))
    throw new Error(`no provider page: ${response.statusCode} ${location}`);
  return location;
}

/**
 * Presses a button of the provider's hosted page: the page is read, its form posted as a browser does.
 * Answers where the shopper is sent (the shop's status page), or null when the page stays.
 */
export async function pressOnHostedPage(
  checkoutUrl: string,
  button: 'Pay' | 'Fail' | 'Abandon',
): Promise<URL | null> {
  const page = await (await fetch(checkoutUrl)).text();
  const form = [
    ...page.matchAll(/<form method="post" action="([^"]+)"><button type="submit">([^<]+)</g),
  ].find((match) => match[2] === button);
  if (!form) throw new Error(`no ${button} button on ${checkoutUrl}`);
  const response = await fetch(new URL(form[1]!, checkoutUrl), { method: 'POST', redirect: 'manual' });
  const location = response.headers.get('location');
  return location ? new URL(location) : null;
}

/** The order as its owner reads it. */
export async function orderOf(shop: TestApp, reference: string, cookie: string): Promise<Order> {
  const response = await get(shop, `/api/orders/${reference}`, cookie);
  if (response.statusCode !== 200) throw new Error(`order not read: ${response.statusCode}`);
  return orderResponseSchema.parse(response.json()).order;
}

/** Waits until the order's amount paid is `amount` (naira). */
export function untilPaid(shop: TestApp, reference: string, cookie: string, amount: number): Promise<Order> {
  return until(
    () => orderOf(shop, reference, cookie),
    (order) => order.amountPaid === amount,
    `${reference} paid ${amount}`,
  );
}

/** The order's ledger rows, as stored. */
export function ledgerRows(shop: TestApp, orderId: string): Promise<PaymentRow[]> {
  return shop.database.handle.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));
}

/** The order's payment attempts, oldest first. */
export function attemptsOf(shop: TestApp, orderId: string): Promise<PaymentAttemptRow[]> {
  return shop.database.handle.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.number));
}

/** Waits until the attempt has this status. */
export function untilAttempt(
  shop: TestApp,
  orderId: string,
  number: number,
  status: PaymentAttemptRow['status'],
): Promise<PaymentAttemptRow[]> {
  return until(
    () => attemptsOf(shop, orderId),
    (rows) => rows.find((row) => row.number === number)?.status === status,
    `attempt P${number} ${status}`,
  );
}

/** Posts a webhook to the shop as a provider's server does (no cookie, no Origin). */
export function postWebhook(
  shop: TestApp,
  provider: 'paystack' | 'flutterwave',
  webhook: { body: string; headers: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook`,
    headers: webhook.headers,
    payload: webhook.body,
  });
}

/** The shopper's return from the provider's page, as the status page reports it. */
export function checkPayment(
  shop: TestApp,
  orderReference: string,
  attemptReference: string,
  cookie: string,
): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderReference}/payments/check`,
    headers: { cookie, origin: shop.config.publicUrl },
    payload: { reference: attemptReference },
  });
}
