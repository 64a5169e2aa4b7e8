import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema, type Order } from '../../../shared/orders';
import { inTransaction } from '../../db/transaction';
import { get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { insertLedgerRow } from '../../test/ledger-rows';
import { firstLink, mailJobs } from '../../test/mail';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';
import { PaymentMailNotifier } from './payment-mail-notifier';

let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let notifier: PaymentMailNotifier;

beforeAll(async () => {
  shop = await createTestApp();
  [customer, admin] = await Promise.all([
    namedUser(shop, 'verified', 'Amina Bello'),
    namedUser(shop, 'admin', 'Bola Seller'),
  ]);
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', brand: 'LiftMaster', price: 3_000_000, stockCount: 50 },
  ]);
  notifier = new PaymentMailNotifier({ publicUrl: shop.config.publicUrl });
});
afterAll(async () => shop?.close());

/** A confirmed order of the customer's with one ledger row, as staff read it. */
async function orderWithPayment(
  row: Parameters<typeof insertLedgerRow>[2],
): Promise<{ order: Order; email: string }> {
  const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }], {
    email: `amina-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
  await insertLedgerRow(shop.database.handle.db, order.id, row);
  const read = await get(shop, `/api/orders/${order.reference}`, admin.cookie);
  return { order: orderResponseSchema.parse(read.json()).order, email: order.customer.email };
}

describe('the ledger’s mails', () => {
  it('queue the shopper’s "Payment received" with the receipt link, and the seller’s for an online payment', async () => {
    const { order, email } = await orderWithPayment({
      amount: 900_000,
      provider: 'paystack',
      reference: 'ONLINE-P1',
      paidAt: '2026-03-04T09:00:00Z',
    });
    const payment = order.payments[0]!;
    await inTransaction(shop.database.handle.db, (tx) => notifier.received(tx, order, payment));

    const mails = await mailJobs(shop.database.handle.db, order.reference);
    const shopper = mails.filter((mail) => mail.to === email && mail.subject.includes('payment'));
    expect(shopper.map((mail) => mail.subject)).toEqual([
      `GaragePro: payment received for order ${order.reference}, ₦900,000`,
    ]);
    expect(shopper[0]!.text).toContain('Balance: ₦2,100,000');
    // The link is the receipt of that payment, which the shopper can open.
    const link = firstLink(shopper[0]!.text)!;
    expect(link).toBe(
      `${shop.config.publicUrl}/api/orders/${order.reference}/payments/${payment.id}/receipt.pdf`,
    );
    const receipt = await get(shop, link.slice(shop.config.publicUrl.length), customer.cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');

    const seller = mails.filter((mail) => mail.subject.includes('online payment'));
    expect(seller.map((mail) => mail.to)).toEqual([admin.email]);
    expect(seller[0]!.text).toContain('through Paystack');
  });

  it('mail the business email once the details carry one, and nobody but the shopper for a manual payment', async () => {
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, VALID_DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    const online = await orderWithPayment({
      amount: 500_000,
      provider: 'flutterwave',
      reference: 'ONLINE-P2',
      paidAt: '2026-03-04T09:00:00Z',
    });
    await inTransaction(shop.database.handle.db, (tx) =>
      notifier.received(tx, online.order, online.order.payments[0]!),
    );
    const seller = await mailJobs(
      shop.database.handle.db,
      `online payment of ₦500,000 for order ${online.order.reference}`,
    );
    expect(seller.map((mail) => mail.to)).toEqual(['sales@garagepro.ng']);
    expect(seller[0]!.subject.startsWith('GaragePro Nigeria Ltd:')).toBe(true);

    const cash = await orderWithPayment({
      amount: 3_000_000,
      method: 'cash',
      paidAt: '2026-03-05T09:00:00Z',
    });
    await inTransaction(shop.database.handle.db, (tx) =>
      notifier.received(tx, cash.order, cash.order.payments[0]!),
    );
    const mails = await mailJobs(shop.database.handle.db, cash.order.reference);
    const queued = mails.filter((mail) => mail.subject.includes('payment'));
    expect(queued.map((mail) => mail.to)).toEqual([cash.email]);
    expect(queued[0]!.text).toContain('Your order is now paid in full.');
  });

  it('send the shopper one mail for a payment that settles the order, not one more for the move to paid', async () => {
    const email = `amina-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }], {
      email,
    });
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    const recorded = await send(shop, 'POST', `/api/admin/orders/${order.reference}/payments`, admin.cookie, {
      amount: order.total,
      method: 'cash',
      paidOn: new Date().toISOString().slice(0, 10),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().order.status).toBe('paid');
    const toShopper = (await mailJobs(shop.database.handle.db, order.reference)).filter(
      (mail) => mail.to === email,
    );
    // The subjects after the trading name (an earlier test saved the business details).
    expect(toShopper.map((mail) => mail.subject.replace(/^[^:]*: /, ''))).toEqual([
      `we received your order ${order.reference}`,
      `your order ${order.reference} is confirmed`,
      `payment received for order ${order.reference}, ₦3,000,000`,
    ]);
    expect(toShopper[2]!.text).toContain('Your order is now paid in full.');
  });

  it('queue nothing when the ledger’s transaction rolls back', async () => {
    const { order } = await orderWithPayment({
      amount: 100_000,
      method: 'pos',
      paidAt: '2026-03-05T09:00:00Z',
    });
    await expect(
      inTransaction(shop.database.handle.db, async (tx) => {
        await notifier.received(tx, order, order.payments[0]!);
        throw new Error('the credit failed');
      }),
    ).rejects.toThrow('the credit failed');
    expect(await mailJobs(shop.database.handle.db, `payment received for order ${order.reference}`)).toEqual(
      [],
    );
  });

  it('queue the shopper’s mail of a rejected proof, with the reason and the status page', async () => {
    const { order, email } = await orderWithPayment({
      amount: 100_000,
      method: 'cash',
      paidAt: '2026-03-05T09:00:00Z',
    });
    await inTransaction(shop.database.handle.db, (tx) =>
      notifier.proofRejected(tx, order, {
        id: 'proof-1',
        status: 'rejected',
        amount: null,
        reason: 'The amount on the slip is not the balance',
        fileUrl: `/api/orders/${order.reference}/payment-files/f1`,
        contentType: 'application/pdf',
        createdAt: new Date().toISOString(),
      }),
    );
    const [mail, ...rest] = await mailJobs(
      shop.database.handle.db,
      `proof of transfer for order ${order.reference}`,
    );
    expect(rest).toEqual([]);
    expect(mail!.to).toBe(email);
    expect(mail!.text).toContain('Reason: The amount on the slip is not the balance');
    expect(firstLink(mail!.text)).toBe(`${shop.config.publicUrl}/orders/${order.reference}`);
  });
});
