import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHistoryResponseSchema } from '../../../shared/admin-catalogue';
import { orderResponseSchema, type Order } from '../../../shared/orders';
import type { Product } from '../../../shared/product';
import { get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { mailJobs } from '../../test/mail';
import { productInput, send } from '../../test/catalog-admin';
import {
  checkoutForm,
  moveOrder,
  namedUser,
  orderCount,
  placeOrder,
  postOrder,
  shopStock,
} from '../../test/orders';
import {
  LIFT_OPTIONS,
  createLift,
  createProduct,
  liftInput,
  twoPictures,
  variantStock as variantStocks,
} from '../../test/variants';

// Decision 052: orders of products with variants (the line's variant, its price and stock per variant).

let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let pictures: [string, string];
let simple: Product;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  pictures = await twoPictures(shop, admin.cookie);
  simple = await createProduct(
    shop,
    admin.cookie,
    productInput(pictures[0], { name: 'Torque Wrench', price: 45_000, stockCount: 6 }),
  );
});
afterAll(async () => shop?.close());

/** The lift and its variants by name (small, big, retired). */
const lift = (prefix: string, stock?: [number, number]) =>
  createLift(shop, admin.cookie, prefix, pictures, stock);
const variantStock = (productId: string) => variantStocks(shop, admin.cookie, productId);

async function refused(items: unknown[]) {
  const before = await orderCount(shop);
  const response = await postOrder(shop, customer.cookie, { customer: checkoutForm(), items });
  // A refusal writes nothing.
  expect(await orderCount(shop)).toBe(before);
  return response;
}

async function confirmed(reference: string, status: 'confirmed' | 'cancelled' = 'confirmed'): Promise<Order> {
  const response = await moveOrder(shop, admin.cookie, reference, status);
  expect(response.statusCode, response.body).toBe(200);
  return orderResponseSchema.parse(response.json()).order;
}

describe('POST /api/orders with variants', () => {
  it('asks for a version of a product with variants (400 naming it and the field)', async () => {
    const { product } = await lift('OV1');
    const response = await refused([
      { productId: simple.id, quantity: 1 },
      { productId: product.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    const message = `Choose a version of "Two-post lift OV1".`;
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message,
      details: [{ field: 'items.1.variantId', message, productId: product.id }],
    });
  });

  it('refuses a version for a product without variants, and an unknown, inactive or other product’s one', async () => {
    const { product, small, retired } = await lift('OV2');
    const other = await lift('OV2B');
    const none = await refused([{ productId: simple.id, variantId: small.id, quantity: 1 }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('"Torque Wrench" has no versions to choose from.');
    expect(none.json().details[0].field).toBe('items.0.variantId');
    for (const variantId of ['no-such-variant', retired.id, other.small.id]) {
      const response = await refused([{ productId: product.id, variantId, quantity: 1 }]);
      expect(response.statusCode, variantId).toBe(400);
      expect(response.json().message).toBe(
        'The chosen version of "Two-post lift OV2" is no longer available.',
      );
    }
  });

  it('prices each line from its variant and copies its SKU, options (in the product’s order) and picture', async () => {
    const { product, small, big } = await lift('OV3');
    const { order, whatsappUrl } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1, installation: true },
      { productId: simple.id, quantity: 2 },
      { productId: product.id, variantId: small.id, quantity: 2 },
    ]);
    expect(
      order.items.map(({ name, price, quantity, lineTotal, installationFee, variant }) => ({
        name,
        price,
        quantity,
        lineTotal,
        installationFee,
        variant,
      })),
    ).toEqual([
      {
        name: 'Two-post lift OV3',
        price: 2_900_000,
        quantity: 1,
        lineTotal: 2_900_000,
        installationFee: 150_000,
        variant: {
          id: big.id,
          sku: 'OV3-5T-380',
          options: [
            { name: 'Capacity', value: '5 t' },
            { name: 'Voltage', value: '380 V' },
          ],
        },
      },
      {
        name: 'Torque Wrench',
        price: 45_000,
        quantity: 2,
        lineTotal: 90_000,
        installationFee: null,
        variant: null,
      },
      {
        name: 'Two-post lift OV3',
        price: 2_400_000,
        quantity: 2,
        lineTotal: 4_800_000,
        installationFee: null,
        variant: {
          id: small.id,
          sku: 'OV3-4T-220',
          options: [
            { name: 'Capacity', value: '4 t' },
            { name: 'Voltage', value: '220 V' },
          ],
        },
      },
    ]);
    expect(order.items[0]!.imagePublicId).toBe(pictures[1]);
    expect(order.items[2]!.imagePublicId).toBe(pictures[0]);
    expect(order).toMatchObject({ subtotal: 7_790_000, installationFee: 150_000 });
    // The WhatsApp message names the variant and its SKU.
    expect(new URL(whatsappUrl).searchParams.get('text')).toContain(
      '1. Two-post lift OV3\n   Capacity: 5 t · Voltage: 380 V · SKU OV3-5T-380\n   ',
    );
    // Read back, the order says the same.
    const read = orderResponseSchema.parse(
      (await get(shop, `/api/orders/${order.reference}`, customer.cookie)).json(),
    );
    expect(read.order.items).toEqual(order.items);
  });

  it('checks the quantity against the variant’s stock, not the product’s sum', async () => {
    const { product, big } = await lift('OV4', [5, 2]);
    const response = await refused([{ productId: product.id, variantId: big.id, quantity: 3 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Only 2 of "Two-post lift OV4 (Capacity: 5 t · Voltage: 380 V)" left in stock.',
    );
    const installation = await refused([
      { productId: product.id, variantId: product.variants[0]!.id, quantity: 1, installation: true },
    ]);
    expect(installation.statusCode).toBe(400);
  });

  it('merges the same variant sent twice into one line, as the same product twice is', async () => {
    const { product, big } = await lift('OV5');
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
      { productId: product.id, variantId: big.id, quantity: 1 },
    ]);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 2, variant: { sku: 'OV5-5T-380' } });
    const over = await refused([
      { productId: product.id, variantId: big.id, quantity: 2 },
      { productId: product.id, variantId: big.id, quantity: 1 },
    ]);
    expect(over.statusCode).toBe(409);
  });

  it('answers a retry with the same Idempotency-Key with the same order and its variant', async () => {
    const { product, big } = await lift('OV6');
    const body = {
      customer: checkoutForm(),
      items: [{ productId: product.id, variantId: big.id, quantity: 1 }],
    };
    const before = await orderCount(shop);
    const first = await postOrder(shop, customer.cookie, body, { 'idempotency-key': 'variant-key-0001' });
    const second = await postOrder(shop, customer.cookie, body, { 'idempotency-key': 'variant-key-0001' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(first.json().order.items[0].variant.sku).toBe('OV6-5T-380');
    expect(await orderCount(shop)).toBe(before + 1);
  });

  it('keeps the line’s copy when the variant is repriced or removed later', async () => {
    const { product, big } = await lift('OV7');
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
    ]);
    const input = liftInput('OV7', pictures);
    const patched = await send(shop, 'PATCH', `/api/products/${product.id}`, admin.cookie, {
      variants: [input.variants![0]],
      options: LIFT_OPTIONS,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const read = orderResponseSchema.parse(
      (await get(shop, `/api/orders/${order.reference}`, customer.cookie)).json(),
    );
    expect(read.order.items).toEqual(order.items);
  });
});

async function stockHistory(productId: string) {
  const response = await send(shop, 'GET', `/api/admin/products/${productId}/history`, admin.cookie);
  return productHistoryResponseSchema
    .parse(response.json())
    .changes.filter((change) => change.action === 'stock');
}

describe('stock per variant', () => {
  it('confirmation takes from the chosen variant only; cancellation gives it back', async () => {
    const { product, big } = await lift('OS1', [3, 2]);
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 2 },
    ]);
    expect(await shopStock(shop, product.id)).toEqual({ stockCount: 5, inStock: true });
    await confirmed(order.reference);
    expect(await variantStock(product.id)).toEqual({ 'OS1-4T-220': 3, 'OS1-5T-380': 0, 'OS1-5T-220': 9 });
    // The product's summary follows at once (the shop shows it).
    expect(await shopStock(shop, product.id)).toEqual({ stockCount: 3, inStock: true });
    expect(await stockHistory(product.id)).toEqual([
      // The product's summary and the variant, named by its SKU.
      expect.objectContaining({
        actorName: 'Bola Seller',
        changes: { stockCount: { from: 5, to: 3 }, 'stockCount (OS1-5T-380)': { from: 2, to: 0 } },
      }),
    ]);
    await confirmed(order.reference, 'cancelled');
    expect(await variantStock(product.id)).toEqual({ 'OS1-4T-220': 3, 'OS1-5T-380': 2, 'OS1-5T-220': 9 });
    expect(await shopStock(shop, product.id)).toEqual({ stockCount: 5, inStock: true });
  });

  it('a confirmation that takes a variant to its threshold mails the seller once, naming the variant', async () => {
    const { product, big } = await lift('OS6', [5, 3]);
    const mails = async () =>
      (await mailJobs(shop.database.handle.db, 'low stock')).filter((mail) =>
        mail.subject.includes(product.name),
      );
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
    ]);
    await confirmed(order.reference);
    const sent = await mails();
    expect(new Set(sent.map((mail) => mail.subject))).toEqual(
      new Set([`GaragePro: low stock, ${product.name} (Capacity: 5 t · Voltage: 380 V) (2 left)`]),
    );
    expect(sent[0]!.text).toContain('SKU: OS6-5T-380');
  });

  it('refuses a confirmation whose variant lacks stock, rolling back the lines already taken', async () => {
    const { product, small, big } = await lift('OS2', [3, 1]);
    const first = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
    ]);
    const second = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: small.id, quantity: 2 },
      { productId: product.id, variantId: big.id, quantity: 1 },
      { productId: simple.id, quantity: 1 },
    ]);
    await confirmed(first.order.reference);
    const simpleBefore = await shopStock(shop, simple.id);
    const response = await moveOrder(shop, admin.cookie, second.order.reference, 'confirmed');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Not enough stock to confirm: only 0 of "Two-post lift OS2 (OS2-5T-380)" left.',
    );
    expect(await variantStock(product.id)).toEqual({ 'OS2-4T-220': 3, 'OS2-5T-380': 0, 'OS2-5T-220': 9 });
    expect(await shopStock(shop, simple.id)).toEqual(simpleBefore);
  });

  it('a variant removed since the order: confirming is refused (409), cancelling gives nothing back', async () => {
    const { product, small, big } = await lift('OS3', [3, 2]);
    const waiting = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
    ]);
    const taken = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
      { productId: product.id, variantId: small.id, quantity: 1 },
    ]);
    await confirmed(taken.order.reference);
    const input = liftInput('OS3', pictures);
    const patched = await send(shop, 'PATCH', `/api/products/${product.id}`, admin.cookie, {
      options: LIFT_OPTIONS,
      variants: [{ ...input.variants![0], stockCount: 2 }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const response = await moveOrder(shop, admin.cookie, waiting.order.reference, 'confirmed');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cannot confirm: the version OS3-5T-380 of "Two-post lift OS3" is no longer sold. Cancel the order or ask the customer to order again.',
    );
    const cancelled = await confirmed(taken.order.reference, 'cancelled');
    expect(cancelled.status).toBe('cancelled');
    // The variant that stays gets its unit back; the removed one gives nothing.
    expect(await variantStock(product.id)).toEqual({ 'OS3-4T-220': 3 });
    expect(await shopStock(shop, product.id)).toEqual({ stockCount: 3, inStock: true });
  });

  it('two confirmations racing for a variant’s last unit: exactly one wins, the other variant keeps its stock', async () => {
    const { product, big } = await lift('OS4', [4, 1]);
    const orders = await Promise.all(
      [1, 2, 3].map(() =>
        placeOrder(shop, customer.cookie, [{ productId: product.id, variantId: big.id, quantity: 1 }]),
      ),
    );
    const responses = await Promise.all(
      orders.map(({ order }) => moveOrder(shop, admin.cookie, order.reference, 'confirmed')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await variantStock(product.id)).toEqual({ 'OS4-4T-220': 4, 'OS4-5T-380': 0, 'OS4-5T-220': 9 });
    expect(await shopStock(shop, product.id)).toEqual({ stockCount: 4, inStock: true });
    expect(await stockHistory(product.id)).toHaveLength(1);
  });

  it('confirmations of two variants of one product at once both go through', async () => {
    const { product, small, big } = await lift('OS5', [1, 1]);
    const orders = await Promise.all(
      [small, big].map((variant) =>
        placeOrder(shop, customer.cookie, [{ productId: product.id, variantId: variant.id, quantity: 1 }]),
      ),
    );
    const responses = await Promise.all(
      orders.map(({ order }) => moveOrder(shop, admin.cookie, order.reference, 'confirmed')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await shopStock(shop, product.id)).toEqual({ stockCount: 0, inStock: false });
  });
});
