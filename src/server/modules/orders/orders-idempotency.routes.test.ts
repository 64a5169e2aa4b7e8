import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../../shared/orders';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { checkoutForm, orderCount, postOrder } from '../../test/orders';

let shop: TestApp;
let customer: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await createUser(shop, 'verified');
  other = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 5 },
  ]);
});
afterAll(async () => shop?.close());

const body = { customer: checkoutForm(), items: [{ productId: 'car-lift', quantity: 1 }] };
const withKey = (key: string) => ({ 'idempotency-key': key });
const referenceOf = (response: { json: () => unknown }) =>
  orderResponseSchema.parse(response.json()).order.reference;

describe('POST /api/orders with an Idempotency-Key', () => {
  it('records one order for two requests with one key sent at once, and answers it to both', async () => {
    const before = await orderCount(shop);
    const [first, second] = await Promise.all([
      postOrder(shop, customer.cookie, body, withKey('double-tap-0001')),
      postOrder(shop, customer.cookie, body, withKey('double-tap-0001')),
    ]);
    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([201, 201]);
    expect(referenceOf(second)).toBe(referenceOf(first));
    expect(second.json()).toEqual(first.json());
    expect(await orderCount(shop)).toBe(before + 1);
  });

  it('answers the same order to a retry later, and records a new one for a new key', async () => {
    const first = await postOrder(shop, customer.cookie, body, withKey('retry-on-3g-0001'));
    const retry = await postOrder(shop, customer.cookie, body, withKey('retry-on-3g-0001'));
    const next = await postOrder(shop, customer.cookie, body, withKey('retry-on-3g-0002'));
    expect(referenceOf(retry)).toBe(referenceOf(first));
    expect(referenceOf(next)).not.toBe(referenceOf(first));
  });

  it("keeps each account's keys apart: another customer's request with the same key is a new order", async () => {
    const mine = await postOrder(shop, customer.cookie, body, withKey('shared-key-0001'));
    const theirs = await postOrder(shop, other.cookie, body, withKey('shared-key-0001'));
    expect(theirs.statusCode).toBe(201);
    expect(referenceOf(theirs)).not.toBe(referenceOf(mine));
  });

  it('records an order each time when no key is sent', async () => {
    const before = await orderCount(shop);
    await postOrder(shop, customer.cookie, body);
    await postOrder(shop, customer.cookie, body);
    expect(await orderCount(shop)).toBe(before + 2);
  });

  it('refuses a malformed key with 400 and records nothing', async () => {
    const before = await orderCount(shop);
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon-0001']) {
      const response = await postOrder(shop, customer.cookie, body, withKey(key));
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Idempotency-Key: Must be 8 to 100 letters, digits, - or _',
      });
    }
    expect(await orderCount(shop)).toBe(before);
  });
});
