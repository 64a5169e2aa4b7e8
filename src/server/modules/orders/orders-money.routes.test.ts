import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, orderResponseSchema, type OrderResponse } from '../../../shared/orders';
import { get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { feeTable } from '../../test/settings';
import { checkoutForm, moveOrder, namedUser, postOrder } from '../../test/orders';

let shop: TestApp;
let customer: SignedIn;
let other: SignedIn;
let admin: SignedIn;

const KANO_FEE = 150_000;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Aminu Bello');
  other = await namedUser(shop, 'verified', 'Other Shopper');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'lift', name: 'Two Post Car Lift', price: 2_450_000, installationFee: 120_000, stockCount: 100 },
    { id: 'scanner', name: 'XTOOL D7', price: 380_000, stockCount: 100 },
  ]);
  const fees = feeTable({ Kano: KANO_FEE });
  const saved = await send(shop, 'PUT', '/api/admin/settings/delivery-fees', admin.cookie, { fees });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => shop?.close());

/** A Kano order of two lifts with installation and a scanner, with made-up money the server must ignore. */
async function kanoOrder(): Promise<OrderResponse> {
  const response = await postOrder(shop, customer.cookie, {
    customer: checkoutForm({ state: 'Kano', city: 'Kano' }),
    items: [
      { productId: 'lift', quantity: 2, installation: true, installationFee: 1, price: 1 },
      { productId: 'scanner', quantity: 1 },
    ],
    deliveryFee: 0,
    installationFee: 0,
    discount: 5_000_000,
    total: 1,
  });
  expect(response.statusCode, response.body).toBe(201);
  return orderResponseSchema.parse(response.json());
}

const adjust = (reference: string, body: unknown, cookie = admin.cookie) =>
  send(shop, 'POST', `/api/admin/orders/${reference}/adjustments`, cookie, body);

const messageOf = (whatsappUrl: string) => new URL(whatsappUrl).searchParams.get('text')!;

describe('fees the server computes', () => {
  it('charges delivery to the state from the settings and installation from the catalogue, whatever the browser sends', async () => {
    const { order, whatsappUrl } = await kanoOrder();
    expect(order).toMatchObject({
      subtotal: 5_280_000,
      deliveryFee: KANO_FEE,
      installationFee: 240_000,
      discount: 0,
      total: 5_670_000,
    });
    expect(order.items.map((item) => item.installationFee)).toEqual([120_000, null]);
    const message = messageOf(whatsappUrl);
    expect(message).toContain('   Installation, 2 × ₦120,000 = ₦240,000');
    expect(message).toContain(
      'Subtotal: ₦5,280,000\nDelivery: ₦150,000\nInstallation: ₦240,000\nTotal: ₦5,670,000',
    );
  });

  it('quotes delivery on WhatsApp for a state without a fee', async () => {
    const { order, whatsappUrl } = await postOrder(shop, customer.cookie, {
      customer: checkoutForm({ state: 'Lagos' }),
      items: [{ productId: 'scanner', quantity: 1 }],
    }).then((response) => orderResponseSchema.parse(response.json()));
    expect(order).toMatchObject({ deliveryFee: null, installationFee: 0, total: 380_000 });
    expect(messageOf(whatsappUrl)).toContain(
      'Subtotal: ₦380,000\nDelivery quoted on WhatsApp\nTotal: ₦380,000',
    );
  });

  it('refuses installation of a product the seller does not install', async () => {
    const response = await postOrder(shop, customer.cookie, {
      customer: checkoutForm(),
      items: [{ productId: 'scanner', quantity: 1, installation: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('XTOOL D7 is not installed by the seller');
  });

  it('shows the checkout the classes and every state’s fee per class', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/delivery-fees' });
    expect(response.statusCode).toBe(200);
    const { classes, fees } = response.json();
    expect(classes.map((row: { name: string }) => row.name)).toEqual(['Parcel', 'Pallet', 'Heavy machine']);
    expect(fees).toHaveLength(37 * 3);
    const at = (state: string) =>
      fees.filter((row: { state: string }) => row.state === state).map((row: { fee: unknown }) => row.fee);
    expect(at('Kano')).toEqual([KANO_FEE, KANO_FEE, KANO_FEE]);
    expect(at('Lagos')).toEqual([null, null, null]);
    expect(fees[0]).toEqual({ state: 'Abia', classId: 'parcel', fee: null });
  });
});

describe('adjustments before confirmation', () => {
  it('changes a line price, the fees and a discount, records each change and shows the shopper the new total', async () => {
    const { order } = await kanoOrder();
    const response = await adjust(order.reference, {
      prices: [{ position: 0, price: 2_300_000 }],
      deliveryFee: 100_000,
      installationFee: 200_000,
      discount: 50_000,
      note: 'Agreed on WhatsApp',
    });
    expect(response.statusCode, response.body).toBe(200);
    const adjusted = adminOrderResponseSchema.parse(response.json()).order;
    expect(adjusted).toMatchObject({
      subtotal: 4_980_000,
      deliveryFee: 100_000,
      installationFee: 200_000,
      discount: 50_000,
      total: 5_230_000,
    });
    expect(adjusted.items[0]).toMatchObject({ price: 2_300_000, lineTotal: 4_600_000 });
    const changes = adjusted.history.filter((event) => event.kind === 'adjustment');
    expect(
      changes.map(({ field, before, after, actorName, note }) => ({ field, before, after, actorName, note })),
    ).toEqual([
      {
        field: 'price:0',
        before: '2450000',
        after: '2300000',
        actorName: 'Bola Seller',
        note: 'Agreed on WhatsApp',
      },
      {
        field: 'delivery',
        before: '150000',
        after: '100000',
        actorName: 'Bola Seller',
        note: 'Agreed on WhatsApp',
      },
      {
        field: 'installation',
        before: '240000',
        after: '200000',
        actorName: 'Bola Seller',
        note: 'Agreed on WhatsApp',
      },
      {
        field: 'discount',
        before: '0',
        after: '50000',
        actorName: 'Bola Seller',
        note: 'Agreed on WhatsApp',
      },
    ]);

    const seen = await get(shop, `/api/orders/${order.reference}`, customer.cookie);
    const { order: shopperView, whatsappUrl } = orderResponseSchema.parse(seen.json());
    expect(shopperView).toMatchObject({ subtotal: 4_980_000, discount: 50_000, total: 5_230_000 });
    expect(shopperView.items[0]!.price).toBe(2_300_000);
    // The shopper sees what changed, not the staff's note.
    expect(shopperView.history.filter((event) => event.kind === 'adjustment')).toHaveLength(4);
    expect(shopperView.history.every((event) => event.note === null)).toBe(true);
    expect(messageOf(whatsappUrl)).toContain('Discount: -₦50,000\nTotal: ₦5,230,000');
  });

  it('can set delivery back to "quoted on WhatsApp"', async () => {
    const { order } = await kanoOrder();
    const response = await adjust(order.reference, { deliveryFee: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminOrderResponseSchema.parse(response.json()).order).toMatchObject({
      deliveryFee: null,
      total: 5_520_000,
    });
  });

  it('refuses a price below 0, a discount above the total and a line the order does not have, changing nothing', async () => {
    const { order } = await kanoOrder();
    const negative = await adjust(order.reference, { prices: [{ position: 0, price: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Amount must be 0 or more');
    const tooMuch = await adjust(order.reference, { deliveryFee: 0, discount: 99_000_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The discount cannot be more than the order total');
    const noLine = await adjust(order.reference, { prices: [{ position: 7, price: 1 }] });
    expect(noLine.statusCode).toBe(400);
    const empty = await adjust(order.reference, {});
    expect(empty.statusCode).toBe(400);
    const after = await get(shop, `/api/orders/${order.reference}`, customer.cookie);
    const unchanged = orderResponseSchema.parse(after.json()).order;
    expect(unchanged).toMatchObject({ deliveryFee: KANO_FEE, discount: 0, total: 5_670_000 });
    expect(unchanged.history.some((event) => event.kind === 'adjustment')).toBe(false);
  });

  it('is for staff only: a visitor gets 401, a customer 403, and nothing changes', async () => {
    const { order } = await kanoOrder();
    expect((await adjust(order.reference, { discount: 1 }, '')).statusCode).toBe(401);
    expect((await adjust(order.reference, { discount: 1 }, customer.cookie)).statusCode).toBe(403);
    const after = await get(shop, `/api/orders/${order.reference}`, customer.cookie);
    expect(orderResponseSchema.parse(after.json()).order.discount).toBe(0);
  });

  it('is refused once the order is confirmed, with a clear message', async () => {
    const { order } = await kanoOrder();
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    const response = await adjust(order.reference, { discount: 10_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This order is confirmed: its prices and fees can no longer be changed',
    );
  });

  it("answers 404 for an order that does not exist, and another customer cannot read one's order", async () => {
    const { order } = await kanoOrder();
    expect((await adjust('GE-999999', { discount: 1 })).statusCode).toBe(404);
    expect((await get(shop, `/api/orders/${order.reference}`, other.cookie)).statusCode).toBe(404);
  });
});

describe('marking an order paid', () => {
  it('records how and when it was paid', async () => {
    const { order } = await kanoOrder();
    await moveOrder(shop, admin.cookie, order.reference, 'confirmed');
    const response = await send(shop, 'POST', `/api/admin/orders/${order.reference}/status`, admin.cookie, {
      status: 'paid',
      paymentMethod: 'pos',
      paidOn: '2026-01-15',
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = adminOrderResponseSchema.parse(response.json()).order;
    expect(paid.payment).toEqual({ method: 'pos', paidOn: '2026-01-15' });
    expect(paid.history.at(-1)).toMatchObject({
      kind: 'payment',
      after: 'pos 2026-01-15',
      actorName: 'Bola Seller',
    });
  });

  it('takes a bank transfer today when not told, and refuses a date in the future', async () => {
    const { order } = await kanoOrder();
    await moveOrder(shop, admin.cookie, order.reference, 'confirmed');
    const future = await send(shop, 'POST', `/api/admin/orders/${order.reference}/status`, admin.cookie, {
      status: 'paid',
      paymentMethod: 'cash',
      paidOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain('The date of payment cannot be in the future');
    for (const paidOn of ['0000-01-01', '1999-12-31', '2026-02-30']) {
      const impossible = await send(
        shop,
        'POST',
        `/api/admin/orders/${order.reference}/status`,
        admin.cookie,
        {
          status: 'paid',
          paymentMethod: 'cash',
          paidOn,
        },
      );
      expect(impossible.statusCode, paidOn).toBe(400);
      expect(impossible.json().message).toContain('Please give the date of payment');
    }
    const response = await moveOrder(shop, admin.cookie, order.reference, 'paid');
    expect(response.statusCode, response.body).toBe(200);
    const paid = adminOrderResponseSchema.parse(response.json()).order;
    expect(paid.status).toBe('paid');
    expect(paid.payment?.method).toBe('bank_transfer');
    expect(paid.payment?.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
