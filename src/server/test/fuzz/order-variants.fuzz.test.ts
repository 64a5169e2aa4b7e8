import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/order-status';
import { orderResponseSchema } from '../../../shared/orders';
import type { Product } from '../../../shared/product';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { productInput } from '../catalog-admin';
import { checkoutForm, placeOrder } from '../orders';
import { createLift, createProduct, twoPictures } from '../variants';
import { bodies, pathSegment } from './arbitraries';
import { CLEAN, fuzzRoute, injectBody, othersChanged, printReport, rowDelta, verdict } from './harness';

/** Issue 27 (decision 052): placing and moving orders of products with variants, fuzzed. */

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let lift: Product;
let other: Product;
let simple: Product;
/** Every variant's id, and what a line of it must cost (null: it cannot be ordered). */
const variantPrice = new Map<string, number | null>();
const references: string[] = [];

const ORDER_TABLES = [
  'orders',
  'order_items',
  'order_events',
  'products',
  'product_variants',
  'product_changes',
] as const;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  customer = await createUser(shop, 'verified');
  const pictures = await twoPictures(shop, admin.cookie);
  // Plenty of the first variant, few of the second: confirmations run out of it and answer 409.
  lift = (await createLift(shop, admin.cookie, 'FZL', pictures, [1_000_000, 4])).product;
  other = (await createLift(shop, admin.cookie, 'FZO', pictures, [1_000_000, 1_000_000])).product;
  simple = await createProduct(
    shop,
    admin.cookie,
    productInput(pictures[0], { name: 'Fuzz Wrench', price: 45_000, stockCount: 1_000_000 }),
  );
  for (const product of [lift, other])
    for (const variant of product.variants)
      variantPrice.set(variant.id, variant.isActive ? variant.price : null);
  for (let i = 0; i < 8; i++) {
    const variant = lift.variants[i % 2]!;
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: lift.id, variantId: variant.id, quantity: 1 },
      { productId: simple.id, quantity: 1 },
    ]);
    references.push(order.reference);
  }
});
afterAll(async () => shop?.close());

/** Products whose row does not hold its variants' summary (the stock sum of the active ones). */
async function summariesOff(): Promise<string[]> {
  const result = (await shop.database.handle.db.execute(sql`
    select p.id from products p join product_variants v on v.product_id = p.id
    group by p.id, p.stock_count
    having p.stock_count <> coalesce(sum(v.stock_count) filter (where v.is_active), 0)`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
}

describe('fuzz: orders of products with variants', () => {
  it('POST /api/orders with variantId', async () => {
    const ids = [...variantPrice.keys(), 'no-such-variant'];
    // Mostly a product with one of its active variants (or none for the simple product); sometimes any mix.
    const sellable = [
      ...[lift, other].flatMap((product) =>
        product.variants.filter((variant) => variant.isActive).map((variant) => [product.id, variant.id]),
      ),
      [simple.id, undefined],
    ] as const;
    const quantity = fc.integer({ min: 1, max: 5 });
    const goodItem = fc
      .record({ pair: fc.constantFrom(...sellable), quantity, installation: fc.boolean() })
      .map(({ pair: [productId, variantId], ...rest }) => ({ productId, variantId, ...rest }));
    const anyItem = fc.record(
      {
        productId: fc.constantFrom(lift.id, other.id, simple.id, 'no-such-product'),
        variantId: fc.constantFrom(...ids),
        quantity,
        installation: fc.boolean(),
      },
      { requiredKeys: ['productId', 'quantity'] },
    );
    const item = fc.oneof({ arbitrary: goodItem, weight: 6 }, { arbitrary: anyItem, weight: 1 });
    const valid = fc.record({
      customer: fc.constant(checkoutForm()),
      items: fc.array(item, { minLength: 1, maxLength: 4 }),
    });
    const report = await fuzzRoute(shop, {
      name: 'POST /api/orders (variants)',
      cases: bodies(valid),
      send: (body) => injectBody(shop, 'POST', '/api/orders', body, customer.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      acceptedChange: (before, after, body) => {
        if (rowDelta(before, after, 'orders') !== 1 || rowDelta(before, after, 'order_events') !== 1)
          return 'an accepted order did not add one order and its first event';
        const others = othersChanged(before, after, ['orders', 'order_items', 'order_events']);
        if (others.length > 0) return `placing an order changed ${others.join(', ')}`;
        // Every line of a product with variants names an active one and costs its price; others none.
        for (const line of orderResponseSchema.parse(body).order.items) {
          const withVariants = line.productId !== simple.id;
          if (withVariants !== (line.variant !== null))
            return `line of ${line.productId} has the wrong variant`;
          if (line.variant && variantPrice.get(line.variant.id) !== line.price)
            return `line of ${line.variant.sku} is not priced from it`;
        }
        return null;
      },
    });
    printReport(report);
    expect(verdict(report)).toEqual(CLEAN);
  });

  it('POST /api/admin/orders/:reference/status on orders of variants', async () => {
    const valid = fc.record({ status: fc.constantFrom(...ORDER_STATUSES) });
    const report = await fuzzRoute(shop, {
      name: 'POST /api/admin/orders/:reference/status (variants)',
      cases: fc.tuple(pathSegment(references), bodies(valid)),
      send: ([reference, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/status`, body, admin.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      acceptedChange: (before, after) => {
        if (rowDelta(before, after, 'orders') !== 0 || rowDelta(before, after, 'order_items') !== 0)
          return 'a status move added or removed orders or lines';
        if (rowDelta(before, after, 'product_variants') !== 0)
          return 'a status move added or removed variants';
        return null;
      },
    });
    printReport(report);
    expect(verdict(report)).toEqual(CLEAN);
    // Whatever moved, each product's row still sums its variants' stock.
    expect(await summariesOff()).toEqual([]);
  });
});
