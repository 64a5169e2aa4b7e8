import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '../../../../shared/orders';
import { jobs, paymentAttempts } from '../../../db/schema';
import { get, type SignedIn } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { send } from '../../../test/catalog-admin';
import { insertProducts } from '../../../test/fixtures';
import {
  attemptsOf,
  checkoutUrlOf,
  checkPayment,
  confirmedOrder,
  ledgerRows,
  listen,
  openPayLink,
  orderOf,
  postWebhook,
  pressOnHostedPage,
  startFakeProviders,
  untilAttempt,
  untilPaid,
  type FakeProviders,
} from '../../../test/online-payments';
import { moveOrder, namedUser, placeOrder } from '../../../test/orders';
import { VALID_DETAILS } from '../../../test/settings';
import { until } from '../../../test/smtp-mailbox';
import { payLinkToken } from './pay-links';

let shop: TestApp;
let providers: FakeProviders;
let customer: SignedIn;
let other: SignedIn;
let admin: SignedIn;

// A price with kobo: Paystack is sent kobo (1234567), Flutterwave naira (12345.67).
const GAUGE = 12_345.67;
const LIFT = 100_000;

beforeAll(async () => {
  providers = await startFakeProviders({ timeoutMs: 500, recoveryEveryMs: 200 });
  shop = await createTestApp({ payments: providers.config });
  providers.sendWebhooksTo(await listen(shop));
  customer = await namedUser(shop, 'verified', 'Amaka Eze');
  other = await namedUser(shop, 'verified', 'Other Shopper');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'lift', name: 'Two Post Car Lift', price: LIFT, stockCount: 1_000 },
    { id: 'gauge', name: 'Tyre Gauge', price: GAUGE, stockCount: 1_000 },
  ]);
});
afterAll(async () => {
  await shop?.close();
  await providers?.close();
});
afterEach(async () => {
  await providers.paystack.settled();
  await providers.flutterwave.settled();
  providers.paystack.reset();
  providers.flutterwave.reset();
});

const order = (productId = 'lift', depositPercent = 0) =>
  confirmedOrder(shop, customer, admin, productId, depositPercent);

/** The attempt's reference from the provider's page (the fake keeps what the shop sent). */
const sentTo = (fake: FakeProviders['paystack'], checkoutUrl: string) =>
  [...fake.transactions.values()].find((item) => checkoutUrl.endsWith(item.accessCode))!;

async function choose(provider: 'paystack' | 'flutterwave') {
  const saved = await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, {
    ...VALID_DETAILS,
    paymentProvider: provider,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the pay link', () => {
  it('starts a Paystack transaction for the amount asked, in kobo and NGN, with a reference of its own', async () => {
    const placed = await order('gauge');
    const response = await openPayLink(shop, placed.reference, { cookie: customer.cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const transaction = sentTo(providers.paystack, String(response.headers.location));
    expect(transaction.request).toMatchObject({
      email: 'chinedu@example.com',
      amount: 1_234_567,
      currency: 'NGN',
      reference: `${placed.reference}-P1`,
      callback_url: `${shop.config.publicUrl}/orders/${placed.reference}`,
    });
    const [attempt] = await attemptsOf(shop, placed.id);
    expect(attempt).toMatchObject({
      status: 'pending',
      provider: 'paystack',
      part: 'balance',
      amountKobo: 1_234_567,
      checkoutUrl: response.headers.location,
    });
    // Each visit is a fresh transaction: the next number.
    await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    expect((await attemptsOf(shop, placed.id)).map((row) => row.reference)).toEqual([
      `${placed.reference}-P1`,
      `${placed.reference}-P2`,
    ]);
  });

  it('opens with its token without signing in; a wrong token or another customer gets 404', async () => {
    const placed = await order();
    const token = payLinkToken(shop.config.authSecret, placed.id);
    expect((await openPayLink(shop, placed.reference, { query: `t=${token}` })).statusCode).toBe(303);
    expect((await openPayLink(shop, placed.reference, { query: `t=${token}x` })).statusCode).toBe(404);
    const otherToken = payLinkToken(shop.config.authSecret, 'another-order');
    expect((await openPayLink(shop, placed.reference, { query: `t=${otherToken}` })).statusCode).toBe(404);
    expect((await openPayLink(shop, placed.reference, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await openPayLink(shop, 'GE-99999999', { cookie: customer.cookie })).statusCode).toBe(404);
    const staff = await openPayLink(shop, placed.reference, { cookie: admin.cookie });
    expect(staff.statusCode).toBe(303);
    expect(String(staff.headers.location)).toContain('/checkout/');
  });

  it('sends a visitor without a token to sign in, and back', async () => {
    const placed = await order();
    const response = await openPayLink(shop, placed.reference, { query: 'part=balance' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/login?redirect=${encodeURIComponent(`/orders/${placed.reference}/pay?part=balance`)}`,
    );
    expect(await attemptsOf(shop, placed.id)).toEqual([]);
  });

  it('is the desk\'s "Copy pay link", with the token, and the order says which provider is on', async () => {
    const placed = await order();
    const desk = await get(shop, `/api/admin/orders/${placed.reference}`, admin.cookie);
    const { payLink, pay } = adminOrderResponseSchema.parse(desk.json());
    expect(pay.online).toBe('paystack');
    const token = payLinkToken(shop.config.authSecret, placed.id);
    expect(payLink?.url).toBe(`${shop.config.publicUrl}/orders/${placed.reference}/pay?t=${token}`);
    expect(payLink?.amount).toBe(LIFT);
  });

  it('sends an order not confirmed, or with nothing to pay, to its status page', async () => {
    const { order: waiting } = await placeOrder(shop, customer.cookie, [{ productId: 'lift', quantity: 1 }]);
    const response = await openPayLink(shop, waiting.reference, { cookie: customer.cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/orders/${waiting.reference}`);
    const noDeposit = await order();
    const deposit = await openPayLink(shop, noDeposit.reference, {
      cookie: customer.cookie,
      query: 'part=deposit',
    });
    expect(deposit.headers.location).toBe(`/orders/${noDeposit.reference}`);
    const odd = await openPayLink(shop, noDeposit.reference, { cookie: customer.cookie, query: 'part=all' });
    expect(odd.headers.location).toBe(`/orders/${noDeposit.reference}`);
    expect(await attemptsOf(shop, waiting.id)).toEqual([]);
    expect(await attemptsOf(shop, noDeposit.id)).toEqual([]);
  });
});

describe('paying through the Paystack page', () => {
  it('credits the payment once the webhook is verified, and the order is paid', async () => {
    const placed = await order();
    const checkout = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    const back = await pressOnHostedPage(checkout, 'Pay');
    const reference = `${placed.reference}-P1`;
    expect(back?.toString()).toBe(
      `${shop.config.publicUrl}/orders/${placed.reference}?trxref=${reference}&reference=${reference}`,
    );
    const paid = await untilPaid(shop, placed.reference, customer.cookie, LIFT);
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments).toMatchObject([
      { amount: LIFT, method: 'online', provider: 'paystack', reference },
    ]);
    await untilAttempt(shop, placed.id, 1, 'paid');
  });

  it('asks the deposit first, then the balance', async () => {
    const placed = await order('lift', 30);
    const deposit = sentTo(
      providers.paystack,
      await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }),
    );
    expect(deposit.amountKobo).toBe(3_000_000);
    providers.paystack.complete(deposit.reference, 'pay');
    const part = await untilPaid(shop, placed.reference, customer.cookie, 30_000);
    expect(part).toMatchObject({ status: 'confirmed', balance: 70_000, depositDue: 0 });
    const balance = sentTo(
      providers.paystack,
      await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }),
    );
    expect(balance.amountKobo).toBe(7_000_000);
    providers.paystack.complete(balance.reference, 'pay');
    expect(await untilPaid(shop, placed.reference, customer.cookie, LIFT)).toMatchObject({ status: 'paid' });
    expect((await attemptsOf(shop, placed.id)).map((row) => row.part)).toEqual(['deposit', 'balance']);
  });

  it('may pay the whole balance at once while a deposit is asked (?part=balance)', async () => {
    const placed = await order('lift', 30);
    const url = await checkoutUrlOf(shop, placed.reference, {
      cookie: customer.cookie,
      query: 'part=balance',
    });
    expect(sentTo(providers.paystack, url).amountKobo).toBe(10_000_000);
  });

  it('credits once when the same event comes five times', async () => {
    providers.paystack.faults.duplicates = 5;
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    await pressOnHostedPage(url, 'Pay');
    await untilPaid(shop, placed.reference, customer.cookie, LIFT);
    await providers.paystack.settled();
    await shop.app.jobs.drain();
    expect(providers.paystack.deliveries.filter((item) => item.body.includes(placed.reference))).toHaveLength(
      5,
    );
    expect(await ledgerRows(shop, placed.id)).toHaveLength(1);
  });

  it("credits once when the webhook and the shopper's return arrive together", async () => {
    providers.paystack.faults.holdWebhooks = true;
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    await pressOnHostedPage(url, 'Pay');
    providers.paystack.releaseWebhooks();
    const reference = `${placed.reference}-P1`;
    const answers = await Promise.all([
      checkPayment(shop, placed.reference, reference, customer.cookie),
      checkPayment(shop, placed.reference, reference, customer.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await untilPaid(shop, placed.reference, customer.cookie, LIFT);
    await providers.paystack.settled();
    await shop.app.jobs.drain();
    expect(await ledgerRows(shop, placed.id)).toHaveLength(1);
  });

  it("shows a payment at once on the shopper's return, even when the webhook never comes", async () => {
    providers.paystack.faults.dropWebhooks = true;
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    await pressOnHostedPage(url, 'Pay');
    const answer = await checkPayment(shop, placed.reference, `${placed.reference}-P1`, customer.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().order).toMatchObject({ amountPaid: LIFT, status: 'paid' });
  });

  it('credits each attempt once when their webhooks come out of order', async () => {
    providers.paystack.faults.holdWebhooks = true;
    providers.paystack.faults.duplicates = 2;
    const placed = await order('lift', 30);
    const first = sentTo(
      providers.paystack,
      await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }),
    );
    const second = sentTo(
      providers.paystack,
      await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie, query: 'part=balance' }),
    );
    providers.paystack.complete(second.reference, 'pay');
    providers.paystack.complete(first.reference, 'pay');
    providers.paystack.releaseWebhooks('reversed');
    // 30% and the whole balance: 130% paid, the rest to refund.
    await untilPaid(shop, placed.reference, customer.cookie, 130_000);
    await providers.paystack.settled();
    await shop.app.jobs.drain();
    expect((await ledgerRows(shop, placed.id)).map((row) => row.reference).sort()).toEqual(
      [first.reference, second.reference].sort(),
    );
    const desk = adminOrderResponseSchema.parse(
      (await get(shop, `/api/admin/orders/${placed.reference}`, admin.cookie)).json(),
    );
    expect(desk.order).toMatchObject({ status: 'paid', toRefund: 30_000 });
  });

  it('accepts a webhook body written with other whitespace (the signature is over the bytes sent)', async () => {
    providers.paystack.faults.reserialise = true;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    await untilPaid(shop, placed.reference, customer.cookie, LIFT);
    expect(providers.paystack.deliveries.at(-1)?.body).toContain('\n  "event" : "charge.success"');
  });

  it('does not credit an underpayment: the attempt fails with "underpaid"', async () => {
    providers.paystack.faults.underpayKobo = 100;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    const [attempt] = await untilAttempt(shop, placed.id, 1, 'failed');
    expect(attempt?.detail).toBe('underpaid');
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
    expect((await orderOf(shop, placed.reference, customer.cookie)).amountPaid).toBe(0);
  });

  it('does not credit a transaction in another currency', async () => {
    providers.paystack.faults.currency = 'USD';
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    const [attempt] = await untilAttempt(shop, placed.id, 1, 'failed');
    expect(attempt?.detail).toBe('currency USD');
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
  });

  it('marks a declined payment failed and credits nothing', async () => {
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    const back = await pressOnHostedPage(url, 'Fail');
    const answer = await checkPayment(
      shop,
      placed.reference,
      back!.searchParams.get('reference')!,
      customer.cookie,
    );
    expect(answer.json().order.amountPaid).toBe(0);
    expect((await attemptsOf(shop, placed.id))[0]).toMatchObject({
      status: 'failed',
      detail: 'failed: Declined',
    });
  });

  it('refuses a webhook with a bad or missing signature: 401, nothing queued or written', async () => {
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    providers.paystack.faults.badSignature = true;
    await pressOnHostedPage(url, 'Pay');
    await providers.paystack.settled();
    const tried = providers.paystack.deliveries.filter((item) => item.body.includes(placed.reference));
    expect(tried.length).toBeGreaterThan(1);
    expect(tried.every((item) => item.status === 401)).toBe(true);
    const transaction = sentTo(providers.paystack, url);
    const body = JSON.stringify({ event: 'charge.success', data: { reference: transaction.reference } });
    const unsigned = await postWebhook(shop, 'paystack', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const queued = await shop.database.handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `payment:paystack:${transaction.reference}`));
    expect(queued).toEqual([]);
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
  });

  it('answers 200 to other events and ignores them', async () => {
    const webhook = providers.paystack.signed({
      event: 'transfer.success',
      data: { reference: 'GE-1001-P1' },
    });
    const answer = await postWebhook(shop, 'paystack', webhook);
    expect(answer.statusCode).toBe(200);
    const queued = await shop.database.handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, 'payment:paystack:GE-1001-P1'));
    expect(queued).toEqual([]);
  });

  it("never credits a webhook's claim the provider does not confirm", async () => {
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    const transaction = sentTo(providers.paystack, url);
    // Signed, but the transaction is unpaid at the provider.
    const forged = providers.paystack.signed({
      event: 'charge.success',
      data: { reference: transaction.reference, status: 'success', amount: 10_000_000, currency: 'NGN' },
    });
    expect((await postWebhook(shop, 'paystack', forged)).statusCode).toBe(200);
    await shop.app.jobs.drain();
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
    expect((await attemptsOf(shop, placed.id))[0]?.status).toBe('pending');
  });

  it('verifies again later when the provider cannot be asked for the webhook', async () => {
    providers.paystack.faults.verifyDown = true;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    await providers.paystack.settled();
    await shop.app.jobs.drain();
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
    providers.paystack.faults.verifyDown = false;
    // The job's retry (5 s) or the recovery job's check credits it.
    await shop.database.handle.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.uniqueKey, `payment:paystack:${placed.reference}-P1`));
    shop.app.jobs.kick();
    await untilPaid(shop, placed.reference, customer.cookie, LIFT);
  });
});

describe('a provider that cannot start a payment', () => {
  it.each([
    ['answers 500', 'error500'],
    ['times out', 'timeout'],
  ] as const)(
    '%s: the shopper is sent to the status page to try again; nothing is credited',
    async (_name, fault) => {
      providers.paystack.faults.initialise = { fault, times: 1 };
      const placed = await order();
      const started = Date.now();
      const response = await openPayLink(shop, placed.reference, { cookie: customer.cookie });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/orders/${placed.reference}?payment=unavailable`);
      const [attempt] = await attemptsOf(shop, placed.id);
      expect(attempt).toMatchObject({ status: 'failed', checkoutUrl: null });
      expect(attempt?.detail).toMatch(
        fault === 'timeout' ? /^not started: no answer in 500 ms/ : /answered 500/,
      );
      expect(await ledgerRows(shop, placed.id)).toEqual([]);
      // Try again: a fresh attempt, started.
      const again = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
      expect(sentTo(providers.paystack, again).reference).toBe(`${placed.reference}-P2`);
    },
  );

  it('refuses a duplicate reference: the next number is tried', async () => {
    providers.paystack.faults.initialise = { fault: 'duplicate', times: 1 };
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    expect(sentTo(providers.paystack, url).reference).toBe(`${placed.reference}-P2`);
    const [first, second] = await attemptsOf(shop, placed.id);
    expect(first).toMatchObject({ status: 'failed', detail: 'not started: Duplicate Transaction Reference' });
    expect(second).toMatchObject({ status: 'pending' });
  });
});

describe('the recovery of dropped webhooks', () => {
  const backdate = (id: string, minutes: number, checkedMinutesAgo: number | null = null, checks = 0) =>
    shop.database.handle.db
      .update(paymentAttempts)
      .set({
        createdAt: sql`now() - ${minutes} * interval '1 minute'`,
        checkedAt:
          checkedMinutesAgo === null ? null : sql`now() - ${checkedMinutesAgo} * interval '1 minute'`,
        checks,
      })
      .where(eq(paymentAttempts.id, id));

  it('credits a paid attempt whose webhook never came, a minute after it started', async () => {
    providers.paystack.faults.dropWebhooks = true;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    const [attempt] = await attemptsOf(shop, placed.id);
    // Not yet a minute: not checked.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await attemptsOf(shop, placed.id))[0]).toMatchObject({ status: 'pending', checks: 0 });
    await backdate(attempt!.id, 2);
    await untilPaid(shop, placed.reference, customer.cookie, LIFT);
    expect((await attemptsOf(shop, placed.id))[0]).toMatchObject({ status: 'paid', checks: 1 });
  });

  it('checks an unpaid attempt with backoff and abandons it after 24 hours', async () => {
    const placed = await order();
    await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    const [attempt] = await attemptsOf(shop, placed.id);
    // Checked a minute ago, once: the next check is 2 minutes after it.
    await backdate(attempt!.id, 3, 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await attemptsOf(shop, placed.id))[0]).toMatchObject({ status: 'pending', checks: 1 });
    await backdate(attempt!.id, 30, 11, 5);
    await until(
      () => attemptsOf(shop, placed.id),
      (rows) => rows[0]!.checks === 6,
      'a check ten minutes after the last',
    );
    expect((await attemptsOf(shop, placed.id))[0]?.status).toBe('pending');
    await backdate(attempt!.id, 24 * 60 + 1, 11, 10);
    const [abandoned] = await untilAttempt(shop, placed.id, 1, 'abandoned');
    expect(abandoned?.detail).toBe('still unpaid after 24 hours');
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
  });
});

describe("paying through Flutterwave (the owner's pick)", () => {
  beforeAll(async () => choose('flutterwave'));
  afterAll(async () => choose('paystack'));

  it('starts a transaction in naira and credits it from a charge.completed webhook', async () => {
    const placed = await order('gauge');
    expect((await orderOf(shop, placed.reference, customer.cookie)).id).toBe(placed.id);
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    const transaction = sentTo(providers.flutterwave, url);
    expect(transaction.request).toMatchObject({
      tx_ref: `${placed.reference}-P1`,
      amount: GAUGE,
      currency: 'NGN',
      redirect_url: `${shop.config.publicUrl}/orders/${placed.reference}`,
      customer: { email: 'chinedu@example.com', name: 'Chinedu Okafor' },
    });
    const back = await pressOnHostedPage(url, 'Pay');
    expect(back?.searchParams.get('status')).toBe('successful');
    expect(back?.searchParams.get('tx_ref')).toBe(`${placed.reference}-P1`);
    expect(back?.searchParams.get('transaction_id')).toBe(String(transaction.id));
    const paid = await untilPaid(shop, placed.reference, customer.cookie, GAUGE);
    expect(paid.payments).toMatchObject([{ provider: 'flutterwave', amount: GAUGE }]);
  });

  it('accepts the flutterwave-signature header (HMAC-SHA256 of the raw body)', async () => {
    providers.flutterwave.signing = 'flutterwave-signature';
    providers.flutterwave.faults.reserialise = true;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    await untilPaid(shop, placed.reference, customer.cookie, LIFT);
    providers.flutterwave.signing = 'verif-hash';
  });

  it('refuses a wrong verif-hash with 401, and credits nothing', async () => {
    providers.flutterwave.faults.badSignature = true;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    await providers.flutterwave.settled();
    const tried = providers.flutterwave.deliveries.filter((item) => item.body.includes(placed.reference));
    expect(tried.every((item) => item.status === 401)).toBe(true);
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
  });

  it('does not credit an underpayment, nor a cancelled payment', async () => {
    providers.flutterwave.faults.underpayKobo = 50_000;
    const placed = await order();
    await pressOnHostedPage(await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie }), 'Pay');
    const [attempt] = await untilAttempt(shop, placed.id, 1, 'failed');
    expect(attempt?.detail).toBe('underpaid');
    const cancelled = await order();
    const back = await pressOnHostedPage(
      await checkoutUrlOf(shop, cancelled.reference, { cookie: customer.cookie }),
      'Abandon',
    );
    expect(back?.searchParams.get('status')).toBe('cancelled');
    const answer = await checkPayment(
      shop,
      cancelled.reference,
      back!.searchParams.get('tx_ref')!,
      customer.cookie,
    );
    expect(answer.json().order.amountPaid).toBe(0);
    expect(await ledgerRows(shop, placed.id)).toEqual([]);
    expect(await ledgerRows(shop, cancelled.id)).toEqual([]);
  });

  it('reports 500 at initialise as the provider being down', async () => {
    providers.flutterwave.faults.initialise = { fault: 'error500', times: 1 };
    const placed = await order();
    const response = await openPayLink(shop, placed.reference, { cookie: customer.cookie });
    expect(response.headers.location).toBe(`/orders/${placed.reference}?payment=unavailable`);
  });
});

describe("the shopper's return", () => {
  it("answers 404 to another customer, and leaves an order alone for another order's reference", async () => {
    const placed = await order();
    const elsewhere = await order();
    await pressOnHostedPage(
      await checkoutUrlOf(shop, elsewhere.reference, { cookie: customer.cookie }),
      'Pay',
    );
    const reference = `${elsewhere.reference}-P1`;
    expect((await checkPayment(shop, placed.reference, reference, other.cookie)).statusCode).toBe(404);
    const answer = await checkPayment(shop, placed.reference, reference, customer.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().order.amountPaid).toBe(0);
  });

  it('credits a payment verified for an order cancelled meanwhile (the money arrived): to refund', async () => {
    providers.paystack.faults.dropWebhooks = true;
    const placed = await order();
    const url = await checkoutUrlOf(shop, placed.reference, { cookie: customer.cookie });
    expect((await moveOrder(shop, admin.cookie, placed.reference, 'cancelled')).statusCode).toBe(200);
    await pressOnHostedPage(url, 'Pay');
    await checkPayment(shop, placed.reference, `${placed.reference}-P1`, customer.cookie);
    const desk = adminOrderResponseSchema.parse(
      (await get(shop, `/api/admin/orders/${placed.reference}`, admin.cookie)).json(),
    );
    expect(desk.order).toMatchObject({ status: 'cancelled', amountPaid: LIFT, toRefund: LIFT });
  });
});
