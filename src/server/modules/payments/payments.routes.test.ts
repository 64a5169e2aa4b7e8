import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MONEY_MESSAGES } from '../../../shared/order-money';
import { adminOrderResponseSchema, orderResponseSchema, type Order } from '../../../shared/orders';
import { outstandingResponseSchema } from '../../../shared/payment-schemas';
import { PAYMENT_MESSAGES } from '../../../shared/payments';
import { addDays, lagosDay } from '../../../shared/lagos-time';
import { activityResponseSchema } from '../../../shared/staff-forms';
import { inTransaction } from '../../db/transaction';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { testJpeg } from '../../test/images';
import { multipart } from '../../test/multipart';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';
import { SILENT_NOTIFIER } from '../orders';
import { LedgerService } from './ledger.service';

let shop: TestApp;
let customer: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;
let storekeeper: SignedIn;
const today = lagosDay(new Date());

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  stranger = await namedUser(shop, 'verified', 'Someone Else');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  storekeeper = await createUser(shop, 'admin');
  // A storekeeper sees no orders and records no payments.
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  await insertProducts(shop.database.handle.db, [
    { id: 'pay-lift', name: 'Pay Lift', price: 100_000, stockCount: 1_000 },
  ]);
});
afterAll(async () => shop?.close());

/** A placed order (₦100,000), moved to the given status. */
async function orderIn(status: 'awaiting_confirmation' | 'confirmed' | 'cancelled' = 'confirmed') {
  const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'pay-lift', quantity: 1 }]);
  if (status !== 'awaiting_confirmation')
    expect((await moveOrder(shop, admin.cookie, order.reference, status)).statusCode).toBe(200);
  return order.reference;
}

function record(reference: string, body: object, cookie = admin.cookie) {
  return send(shop, 'POST', `/api/admin/orders/${reference}/payments`, cookie, body);
}

async function recorded(reference: string, body: object): Promise<Order> {
  const response = await record(reference, body);
  expect(response.statusCode, response.body).toBe(201);
  return adminOrderResponseSchema.parse(response.json()).order;
}

async function staffView(reference: string): Promise<Order> {
  const response = await send(shop, 'GET', `/api/admin/orders/${reference}`, admin.cookie);
  return adminOrderResponseSchema.parse(response.json()).order;
}

async function shopperView(reference: string): Promise<Order> {
  const response = await send(shop, 'GET', `/api/orders/${reference}`, customer.cookie);
  return orderResponseSchema.parse(response.json()).order;
}

function uploadProof(reference: string, cookie: string, data: Buffer, fields: Record<string, string> = {}) {
  const body = multipart([{ filename: 'slip.jpg', contentType: 'image/jpeg', data }], fields);
  return shop.app.inject({
    method: 'POST',
    url: `/api/orders/${reference}/proofs`,
    payload: body.payload,
    headers: { ...body.headers, origin: shop.config.publicUrl, cookie },
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('recording a payment by hand', () => {
  it('part-pays a confirmed order, then the balance makes it paid (a status event by who recorded it)', async () => {
    const reference = await orderIn();
    const part = await recorded(reference, {
      amount: 30_000,
      method: 'cash',
      paidOn: today,
      note: 'At the till',
    });
    expect(part).toMatchObject({ status: 'confirmed', amountPaid: 30_000, balance: 70_000, toRefund: 0 });
    expect(part.payments).toEqual([
      expect.objectContaining({
        amount: 30_000,
        method: 'cash',
        recordedBy: 'Bola Seller',
        note: 'At the till',
      }),
    ]);
    const paid = await recorded(reference, { amount: 70_000, method: 'pos', paidOn: today });
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 100_000, balance: 0 });
    expect(paid.payment).toEqual({ method: 'pos', paidOn: today });
    const moves = paid.history.filter((event) => event.kind === 'status');
    expect(moves.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'paid',
      actorName: 'Bola Seller',
    });
    // The shopper sees the payments without the staff's names and notes.
    const shopper = await shopperView(reference);
    expect(shopper.payments.map((payment) => [payment.amount, payment.recordedBy, payment.note])).toEqual([
      [30_000, null, null],
      [70_000, null, null],
    ]);
  });

  it('flags an overpayment as to refund; a late transfer on a paid order is taken', async () => {
    const reference = await orderIn();
    await recorded(reference, { amount: 100_000, method: 'bank_transfer', paidOn: today });
    const over = await recorded(reference, { amount: 5_000, method: 'bank_transfer', paidOn: today });
    expect(over).toMatchObject({ status: 'paid', amountPaid: 105_000, balance: 0, toRefund: 5_000 });
  });

  it.each([
    [{ amount: 0, method: 'cash', paidOn: today }, PAYMENT_MESSAGES.amountPositive],
    [{ amount: -5, method: 'cash', paidOn: today }, PAYMENT_MESSAGES.amountPositive],
    [{ amount: 10, method: 'cash', paidOn: addDays(today, 2) }, ORDER_MONEY_MESSAGES.paidOnFuture],
    [{ amount: 10, method: 'online', paidOn: today }, PAYMENT_MESSAGES.method],
    [{ amount: 10, method: 'barter', paidOn: today }, PAYMENT_MESSAGES.method],
  ])('refuses %j with 400 and records nothing', async (body, message) => {
    const reference = await orderIn();
    const response = await record(reference, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await staffView(reference)).payments).toEqual([]);
  });

  it('answers 409 on an order awaiting confirmation or cancelled, 404 on an unknown one', async () => {
    const body = { amount: 10_000, method: 'cash', paidOn: today };
    const waiting = await record(await orderIn('awaiting_confirmation'), body);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(PAYMENT_MESSAGES.awaitingConfirmation);
    const cancelled = await record(await orderIn('cancelled'), body);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(PAYMENT_MESSAGES.cancelled);
    expect((await record('GE-999999', body)).statusCode).toBe(404);
  });

  it('keeps a staff proof (a picture re-encoded to WebP, or a PDF) and names it in the payment', async () => {
    const reference = await orderIn();
    const form = multipart([{ filename: 'scan.pdf', contentType: 'application/pdf', data: PDF }]);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/payment-files`,
      payload: form.payload,
      headers: { ...form.headers, origin: shop.config.publicUrl, cookie: admin.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { fileId } = uploaded.json();
    const order = await recorded(reference, {
      amount: 1_000,
      method: 'bank_transfer',
      paidOn: today,
      proofFileId: fileId,
    });
    expect(order.payments[0]).toMatchObject({ hasProof: true });
    const file = await send(shop, 'GET', `/api/orders/${reference}/payment-files/${fileId}`, customer.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // A file of another order is not this order's.
    const other = await orderIn();
    const refused = await record(other, {
      amount: 1_000,
      method: 'cash',
      paidOn: today,
      proofFileId: fileId,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a staff member without orders.payments', async () => {
    const reference = await orderIn();
    const response = await record(
      reference,
      { amount: 1, method: 'cash', paidOn: today },
      storekeeper.cookie,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('voiding a payment', () => {
  it('keeps the row, marked; a paid order left with a balance moves back to confirmed; the feed names who', async () => {
    const reference = await orderIn();
    const paid = await recorded(reference, { amount: 100_000, method: 'cash', paidOn: today });
    expect(paid.status).toBe('paid');
    const id = paid.payments[0]!.id;
    const response = await send(
      shop,
      'POST',
      `/api/admin/orders/${reference}/payments/${id}/void`,
      admin.cookie,
      {
        reason: 'Counted twice',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = adminOrderResponseSchema.parse(response.json()).order;
    expect(order).toMatchObject({ status: 'confirmed', amountPaid: 0, balance: 100_000, payment: null });
    expect(order.payments).toEqual([
      expect.objectContaining({ id, voided: true, voidedBy: 'Bola Seller', voidReason: 'Counted twice' }),
    ]);
    expect(order.history.filter((event) => event.kind === 'status').at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'confirmed',
    });
    // The shopper no longer sees it.
    expect((await shopperView(reference)).payments).toEqual([]);
    const again = await send(
      shop,
      'POST',
      `/api/admin/orders/${reference}/payments/${id}/void`,
      admin.cookie,
      {
        reason: 'Again',
      },
    );
    expect(again.statusCode).toBe(409);
    const feed = activityResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/activity', admin.cookie)).json(),
    );
    expect(
      feed.entries.find((entry) => entry.subject === reference && entry.action === 'note'),
    ).toMatchObject({
      actorName: 'Bola Seller',
    });
  });

  it('answers 404 for a payment of another order and 400 without a reason', async () => {
    const reference = await orderIn();
    const paid = await recorded(reference, { amount: 10, method: 'cash', paidOn: today });
    const other = await orderIn();
    const url = (ref: string) => `/api/admin/orders/${ref}/payments/${paid.payments[0]!.id}/void`;
    expect((await send(shop, 'POST', url(other), admin.cookie, { reason: 'x' })).statusCode).toBe(404);
    expect((await send(shop, 'POST', url(reference), admin.cookie, { reason: ' ' })).statusCode).toBe(400);
  });
});

describe("an order's deposit", () => {
  it('is copied from the settings when the order is placed, and staff change it before it is paid', async () => {
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, {
      ...VALID_DETAILS,
      depositPercent: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details.depositPercent).toBe(30);
    const reference = await orderIn();
    expect(await staffView(reference)).toMatchObject({ depositPercent: 30, depositDue: 30_000 });
    const patch = (body: object) => send(shop, 'PATCH', `/api/admin/orders/${reference}`, admin.cookie, body);
    const changed = await patch({ depositPercent: 50 });
    expect(changed.statusCode, changed.body).toBe(200);
    const order = adminOrderResponseSchema.parse(changed.json()).order;
    expect(order).toMatchObject({ depositPercent: 50, depositDue: 50_000 });
    expect(order.history.at(-1)).toMatchObject({
      kind: 'adjustment',
      field: 'deposit',
      before: '30',
      after: '50',
    });
    for (const bad of [101, -1, 12.5]) expect((await patch({ depositPercent: bad })).statusCode).toBe(400);
    const part = await recorded(reference, { amount: 20_000, method: 'cash', paidOn: today });
    expect(part.depositDue).toBe(30_000);
    await recorded(reference, { amount: 80_000, method: 'cash', paidOn: today });
    const late = await patch({ depositPercent: 10 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PAYMENT_MESSAGES.depositAfterPayment);
    const cancelled = await send(
      shop,
      'PATCH',
      `/api/admin/orders/${await orderIn('cancelled')}`,
      admin.cookie,
      {
        depositPercent: 10,
      },
    );
    expect(cancelled.statusCode).toBe(409);
    await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, {
      ...VALID_DETAILS,
      depositPercent: 0,
    });
  });
});

describe('marking an order paid', () => {
  it('records the balance in the ledger (bank transfer unless told), after a part-payment only what is left', async () => {
    const reference = await orderIn();
    await recorded(reference, { amount: 25_000, method: 'cash', paidOn: today });
    const response = await send(shop, 'POST', `/api/admin/orders/${reference}/status`, admin.cookie, {
      status: 'paid',
      paidOn: today,
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = await staffView(reference);
    expect(order).toMatchObject({ status: 'paid', amountPaid: 100_000, balance: 0 });
    expect(order.payments.map((payment) => [payment.amount, payment.method])).toEqual([
      [25_000, 'cash'],
      [75_000, 'bank_transfer'],
    ]);
  });
});

describe('proofs of transfer', () => {
  it('the shopper uploads one; staff accept it into the ledger; the file is the owner’s and staff’s only', async () => {
    const reference = await orderIn();
    const response = await uploadProof(reference, customer.cookie, await testJpeg(800, 600), {
      amount: '40000',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderResponseSchema.parse(response.json()).order;
    expect(order.proofs).toEqual([
      expect.objectContaining({ status: 'pending', amount: 40_000, contentType: 'image/webp' }),
    ]);
    const proof = order.proofs[0]!;
    const file = await send(shop, 'GET', proof.fileUrl, customer.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="[\w.-]+\.webp"$/);
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await send(shop, 'GET', proof.fileUrl, stranger.cookie)).statusCode).toBe(404);
    expect((await send(shop, 'GET', proof.fileUrl, storekeeper.cookie)).statusCode).toBe(404);
    expect((await send(shop, 'GET', proof.fileUrl, admin.cookie)).statusCode).toBe(200);
    expect((await send(shop, 'GET', proof.fileUrl)).statusCode).toBe(401);

    const accepted = await send(
      shop,
      'POST',
      `/api/admin/orders/${reference}/proofs/${proof.id}/accept`,
      admin.cookie,
      { amount: 40_000, paidOn: today },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = adminOrderResponseSchema.parse(accepted.json()).order;
    expect(after).toMatchObject({ amountPaid: 40_000, balance: 60_000, status: 'confirmed' });
    expect(after.payments).toEqual([
      expect.objectContaining({ method: 'bank_transfer', amount: 40_000, hasProof: true }),
    ]);
    expect(after.proofs[0]!.status).toBe('accepted');
    const twice = await send(
      shop,
      'POST',
      `/api/admin/orders/${reference}/proofs/${proof.id}/accept`,
      admin.cookie,
      {
        amount: 40_000,
        paidOn: today,
      },
    );
    expect(twice.statusCode).toBe(409);
  });

  it('staff reject one with a reason the shopper sees', async () => {
    const reference = await orderIn();
    const response = await uploadProof(reference, customer.cookie, PDF);
    expect(response.statusCode, response.body).toBe(201);
    const proof = orderResponseSchema.parse(response.json()).order.proofs[0]!;
    expect(proof).toMatchObject({ contentType: 'application/pdf', amount: null });
    const rejected = await send(
      shop,
      'POST',
      `/api/admin/orders/${reference}/proofs/${proof.id}/reject`,
      admin.cookie,
      {
        reason: 'The amount is not on the slip',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await shopperView(reference)).proofs[0]).toMatchObject({
      status: 'rejected',
      reason: 'The amount is not on the slip',
    });
    expect((await staffView(reference)).payments).toEqual([]);
  });

  it('refuses another shopper (404), an order not confirmed or with nothing due (409), a file that is neither picture nor PDF', async () => {
    const jpeg = await testJpeg(200, 150);
    const reference = await orderIn();
    expect((await uploadProof(reference, stranger.cookie, jpeg)).statusCode).toBe(404);
    const waiting = await uploadProof(await orderIn('awaiting_confirmation'), customer.cookie, jpeg);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(PAYMENT_MESSAGES.notConfirmedToPay);
    expect((await uploadProof(await orderIn('cancelled'), customer.cookie, jpeg)).statusCode).toBe(409);
    await recorded(reference, { amount: 100_000, method: 'cash', paidOn: today });
    const nothing = await uploadProof(reference, customer.cookie, jpeg);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(PAYMENT_MESSAGES.nothingDue);
    const open = await orderIn();
    const text = await uploadProof(open, customer.cookie, Buffer.from('<script>alert(1)</script>'));
    expect(text.statusCode).toBe(415);
    expect((await uploadProof(open, customer.cookie, jpeg, { amount: '-3' })).statusCode).toBe(400);
    expect((await shopperView(open)).proofs).toEqual([]);
  });
});

describe('balances outstanding', () => {
  it('lists confirmed to delivered orders with a balance, oldest first, with their total', async () => {
    const first = await orderIn();
    const second = await orderIn();
    await recorded(second, { amount: 60_000, method: 'cash', paidOn: today });
    const settled = await orderIn();
    await recorded(settled, { amount: 100_000, method: 'cash', paidOn: today });
    await orderIn('awaiting_confirmation');
    const all = outstandingResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/payments/outstanding?limit=100', admin.cookie)).json(),
    );
    const references = all.orders.map((order) => order.reference);
    expect(references).toContain(first);
    expect(references.indexOf(first)).toBeLessThan(references.indexOf(second));
    expect(references).not.toContain(settled);
    expect(all.orders.find((order) => order.reference === second)).toMatchObject({
      amountPaid: 60_000,
      balance: 40_000,
    });
    expect(all.totalBalance).toBe(all.orders.reduce((sum, order) => sum + order.balance, 0));
    expect(all.orders.every((order) => order.balance > 0)).toBe(true);
  });
});

describe('crediting a verified online payment', () => {
  function ledger() {
    return new LedgerService({
      db: shop.database.handle.db,
      links: { publicUrl: shop.config.publicUrl, sellerWhatsapp: '2348035550142', shopName: 'GaragePro' },
      orderNotifier: SILENT_NOTIFIER,
      log: shop.app.log,
    });
  }

  it('credits once however many times it is reported at once, and the order becomes paid by the provider', async () => {
    const reference = await orderIn();
    const { id } = await staffView(reference);
    const credit = () =>
      inTransaction(shop.database.handle.db, (tx) =>
        ledger().creditOnline(tx, {
          orderId: id,
          provider: 'paystack',
          reference: `${reference}-P1`,
          amountKobo: 10_000_000,
          paidAt: new Date(),
          providerTransactionId: '4099',
        }),
      );
    const results = await Promise.all([credit(), credit(), credit(), credit(), credit()]);
    expect(results.filter((result) => result.credited)).toHaveLength(1);
    const order = await staffView(reference);
    expect(order).toMatchObject({ status: 'paid', amountPaid: 100_000, balance: 0 });
    expect(order.payments).toEqual([
      expect.objectContaining({ method: 'online', provider: 'paystack', reference: `${reference}-P1` }),
    ]);
    expect(order.history.filter((event) => event.kind === 'status').at(-1)).toMatchObject({
      toStatus: 'paid',
      actorName: 'Paystack',
    });
    expect(order.payment?.method).toBe('online');
  });

  it('credits a payment for a cancelled order, shown as to refund', async () => {
    const reference = await orderIn('cancelled');
    const { id } = await staffView(reference);
    const result = await inTransaction(shop.database.handle.db, (tx) =>
      ledger().creditOnline(tx, {
        orderId: id,
        provider: 'flutterwave',
        reference: `${reference}-P1`,
        amountKobo: 3_000_000,
        paidAt: new Date(),
        providerTransactionId: null,
      }),
    );
    expect(result.credited).toBe(true);
    expect(await staffView(reference)).toMatchObject({
      status: 'cancelled',
      amountPaid: 30_000,
      toRefund: 30_000,
    });
  });

  it('fixes the price of an order awaiting confirmation once a deposit is paid on it', async () => {
    const reference = await orderIn('awaiting_confirmation');
    const { id } = await staffView(reference);
    const result = await inTransaction(shop.database.handle.db, (tx) =>
      ledger().creditOnline(tx, {
        orderId: id,
        provider: 'paystack',
        reference: `${reference}-P1`,
        amountKobo: 3_000_000,
        paidAt: new Date(),
        providerTransactionId: null,
      }),
    );
    expect(result.credited).toBe(true);
    const refused = await send(shop, 'POST', `/api/admin/orders/${reference}/adjustments`, admin.cookie, {
      discount: 1_000,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MONEY_MESSAGES.afterDeposit);
    expect(await staffView(reference)).toMatchObject({
      status: 'awaiting_confirmation',
      amountPaid: 30_000,
      discount: 0,
    });
  });
});
