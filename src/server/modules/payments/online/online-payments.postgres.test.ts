import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, paymentAttempts } from '../../../db/schema';
import type { SignedIn } from '../../../test/accounts';
import { insertProducts } from '../../../test/fixtures';
import {
  attemptsOf,
  checkoutUrlOf,
  checkPayment,
  confirmedOrder,
  ledgerRows,
  listen,
  postWebhook,
  startFakeProviders,
  untilPaid,
  type FakeProviders,
} from '../../../test/online-payments';
import { namedUser } from '../../../test/orders';
import { createSeveralApps, type SeveralApps } from '../../../test/several-apps';
import { paystackWebhookBody } from '../../../test/payment-providers/paystack';

// Two apps on one PostgreSQL database stand for two server processes: each with its own pool, job runner
// and recovery job; the ledger's unique (provider, reference) is all they share.
let shops: SeveralApps;
let providers: FakeProviders;
let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  providers = await startFakeProviders({ recoveryEveryMs: 200 });
  shops = await createSeveralApps(2, { payments: providers.config });
  const [first, second] = shops.apps;
  providers.sendWebhooksTo(await listen(first!));
  await listen(second!);
  customer = await namedUser(first!, 'verified', 'Amaka Eze');
  admin = await namedUser(first!, 'admin', 'Bola Seller');
  await insertProducts(first!.database.handle.db, [
    { id: 'lift', name: 'Car Lift', price: 100_000, stockCount: 100 },
  ]);
}, 120_000);
afterAll(async () => {
  await shops?.close();
  await providers?.close();
});

describe('exactly once on two processes', () => {
  it('credits once: the same event five times to each process and the return on both, all at once', async () => {
    const [first, second] = shops.apps as [SeveralApps['apps'][0], SeveralApps['apps'][0]];
    const placed = await confirmedOrder(first, customer, admin, 'lift');
    providers.paystack.faults.dropWebhooks = true;
    const url = await checkoutUrlOf(first, placed.reference, { cookie: customer.cookie });
    const transaction = [...providers.paystack.transactions.values()].find((item) =>
      url.endsWith(item.accessCode),
    )!;
    providers.paystack.complete(transaction.reference, 'pay');
    const webhook = providers.paystack.signed(paystackWebhookBody(transaction)!);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(first, 'paystack', webhook)),
      ...Array.from({ length: 5 }, () => postWebhook(second, 'paystack', webhook)),
      checkPayment(first, placed.reference, transaction.reference, customer.cookie),
      checkPayment(second, placed.reference, transaction.reference, customer.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    await untilPaid(second, placed.reference, customer.cookie, 100_000);
    await Promise.all([first.app.jobs.drain(), second.app.jobs.drain()]);
    expect(await ledgerRows(first, placed.id)).toHaveLength(1);
    const paidEvents = await first.database.handle.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, placed.id), eq(orderEvents.toStatus, 'paid')));
    expect(paidEvents).toHaveLength(1);
  });

  it('recovers a dropped webhook once, though both processes run the recovery job', async () => {
    const [first, second] = shops.apps as [SeveralApps['apps'][0], SeveralApps['apps'][0]];
    providers.paystack.faults.dropWebhooks = true;
    const placed = await confirmedOrder(first, customer, admin, 'lift');
    const url = await checkoutUrlOf(second, placed.reference, { cookie: customer.cookie });
    const transaction = [...providers.paystack.transactions.values()].find((item) =>
      url.endsWith(item.accessCode),
    )!;
    providers.paystack.complete(transaction.reference, 'pay');
    await first.database.handle.db
      .update(paymentAttempts)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(paymentAttempts.orderId, placed.id));
    await untilPaid(first, placed.reference, customer.cookie, 100_000);
    expect(await ledgerRows(first, placed.id)).toHaveLength(1);
    expect((await attemptsOf(first, placed.id))[0]).toMatchObject({ status: 'paid', checks: 1 });
  });
});
