import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderResponseSchema } from '../../../shared/orders';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { checkoutForm, namedUser, orderCount, placeOrder, postOrder, shopStock } from '../../test/orders';

let shop: TestApp;
let customer: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  other = await createUser(shop, 'verified');
  admin = await createUser(shop, 'admin');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', brand: 'Launch', price: 2_450_000, stockCount: 5 },
    { id: 'xtool-d7', name: 'XTOOL D7', brand: 'XTOOL', price: 380_000.5, stockCount: 2 },
    { id: 'old-press', name: 'Old Press', price: 90_000, stockCount: 3, isActive: false },
    { id: 'trolley-jack', name: 'Trolley Jack', price: 45_000, stockCount: 0 },
  ]);
});
afterAll(async () => shop?.close());

describe('POST /api/orders', () => {
  it('prices the order from the database, whatever prices, names or totals the browser sends', async () => {
    const response = await postOrder(shop, customer.cookie, {
      customer: checkoutForm(),
      items: [
        { productId: 'car-lift', quantity: 1, price: 1, name: 'Free lift', total: 1 },
        { productId: 'xtool-d7', quantity: 1, price: 0.01 },
        { productId: 'car-lift', quantity: 1, price: 1 },
      ],
      subtotal: 2,
      total: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { order } = orderResponseSchema.parse(response.json());
    expect(order.reference).toMatch(/^GE-\d{4,9}$/);
    expect(Number(order.reference.slice(3))).toBeGreaterThanOrEqual(1001);
    expect(order.status).toBe('awaiting_confirmation');
    expect(order.items).toEqual([
      {
        productId: 'car-lift',
        // A product without variants (decision 052).
        variant: null,
        name: 'Two Post Car Lift',
        brand: 'Launch',
        image: '/media/car-lift-img/800.webp',
        imagePublicId: 'car-lift-img',
        price: 2_450_000,
        quantity: 2,
        lineTotal: 4_900_000,
        installationFee: null,
      },
      expect.objectContaining({ productId: 'xtool-d7', name: 'XTOOL D7', price: 380_000.5, quantity: 1 }),
    ]);
    expect(order).toMatchObject({ itemCount: 3, subtotal: 5_280_000.5, total: 5_280_000.5 });
    // The phone is kept in international form (0803 555 0100 as typed).
    expect(order.customer).toEqual(checkoutForm({ phone: '2348035550100' }));
    expect(order.history).toEqual([
      expect.objectContaining({
        kind: 'status',
        fromStatus: null,
        toStatus: 'awaiting_confirmation',
        actorName: 'Chinedu Okafor',
      }),
    ]);
    // Stock moves when the seller confirms, not before.
    expect(await shopStock(shop, 'car-lift')).toEqual({ stockCount: 5, inStock: true });
  });

  it('gives each order the next reference', async () => {
    const first = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    const second = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    expect(Number(second.order.reference.slice(3))).toBe(Number(first.order.reference.slice(3)) + 1);
  });

  it.each([
    [
      'more than the stock',
      [{ productId: 'xtool-d7', quantity: 3 }],
      409,
      'Only 2 of "XTOOL D7" left in stock.',
    ],
    [
      'repeated lines adding up to more than the stock',
      [
        { productId: 'xtool-d7', quantity: 1 },
        { productId: 'xtool-d7', quantity: 2 },
      ],
      409,
      'Only 2 of "XTOOL D7" left in stock.',
    ],
    [
      'an out-of-stock product',
      [{ productId: 'trolley-jack', quantity: 1 }],
      409,
      '"Trolley Jack" is out of stock.',
    ],
    [
      'a zero quantity',
      [{ productId: 'car-lift', quantity: 0 }],
      400,
      'items.0.quantity: Quantity must be at least 1',
    ],
    [
      'a negative quantity',
      [{ productId: 'car-lift', quantity: -2 }],
      400,
      'items.0.quantity: Quantity must be at least 1',
    ],
    [
      'a fractional quantity',
      [{ productId: 'car-lift', quantity: 1.5 }],
      400,
      'items.0.quantity: Quantity must be a whole number',
    ],
    [
      'an unknown product',
      [
        { productId: 'car-lift', quantity: 1 },
        { productId: 'no-such-thing', quantity: 1 },
      ],
      400,
      'A product in your cart is no longer available.',
    ],
    [
      'an inactive product',
      [{ productId: 'old-press', quantity: 1 }],
      400,
      '"Old Press" is no longer available.',
    ],
    ['an empty cart', [], 400, 'items: Your cart is empty'],
  ])('refuses %s with a clear message and records no order', async (_label, items, status, message) => {
    const before = await orderCount(shop);
    const response = await postOrder(shop, customer.cookie, { customer: checkoutForm(), items });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      code: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED',
      message,
    });
    expect(await orderCount(shop)).toBe(before);
  });

  it.each([
    [{ firstName: '  ' }, 'customer.firstName: Please fill in all required fields'],
    [{ email: 'not-an-email' }, 'customer.email: Please enter a valid email address'],
    [{ state: 'Atlantis' }, 'customer.state: Please choose a state'],
  ])('refuses an incomplete form %o', async (overrides, message) => {
    const before = await orderCount(shop);
    const body = {
      customer: { ...checkoutForm(), ...overrides },
      items: [{ productId: 'car-lift', quantity: 1 }],
    };
    const response = await postOrder(shop, customer.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await orderCount(shop)).toBe(before);
  });

  it('answers a visitor 401 and an unverified user 403, recording nothing', async () => {
    const before = await orderCount(shop);
    const body = { customer: checkoutForm(), items: [{ productId: 'car-lift', quantity: 1 }] };
    const visitor = await postOrder(shop, undefined, body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHORIZED');
    const unverified = await postOrder(shop, (await createUser(shop, 'unverified')).cookie, body);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address to complete checkout',
    });
    expect(await orderCount(shop)).toBe(before);
  });
});

describe('the WhatsApp link', () => {
  it('carries the exact order message, with "Not provided" for an empty phone', async () => {
    const { order, whatsappUrl } = await placeOrder(
      shop,
      customer.cookie,
      [
        { productId: 'car-lift', quantity: 2 },
        { productId: 'xtool-d7', quantity: 1 },
      ],
      { phone: '' },
    );
    const url = new URL(whatsappUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/2348035550142');
    expect(url.searchParams.get('text')!.split('\n')).toEqual([
      'Hello GaragePro, I would like to place an order.',
      '',
      `Order reference: ${order.reference}`,
      `Order status: http://shop.test/orders/${order.reference}`,
      '',
      'Customer Information:',
      'Name: Chinedu Okafor',
      'Email: chinedu@example.com',
      'Phone: Not provided',
      '',
      'Shipping Address:',
      '12 Allen Avenue',
      'Ikeja, Lagos 100271',
      '',
      'Order Items:',
      '1. Two Post Car Lift',
      '   Launch, 2 × ₦2,450,000 = ₦4,900,000',
      '2. XTOOL D7',
      '   XTOOL, 1 × ₦380,000.50 = ₦380,000.50',
      '',
      'Subtotal: ₦5,280,000.50',
      // No fee is set for Lagos in this test's shop.
      'Delivery quoted on WhatsApp',
      'Total: ₦5,280,000.50',
    ]);
    const again = await get(shop, `/api/orders/${order.reference}`, customer.cookie);
    expect(orderResponseSchema.parse(again.json()).whatsappUrl).toBe(whatsappUrl);
  });
});

describe('reading orders', () => {
  it('shows an order to its customer and to an admin, and to no one else (404, never 403)', async () => {
    const { order, whatsappUrl } = await placeOrder(shop, customer.cookie, [
      { productId: 'car-lift', quantity: 1 },
    ]);
    const url = `/api/orders/${order.reference}`;
    const own = await get(shop, url, customer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(orderResponseSchema.parse(own.json()).order.id).toBe(order.id);
    const byAdmin = await get(shop, url, admin.cookie);
    expect(byAdmin.statusCode).toBe(200);
    expect(orderResponseSchema.parse(byAdmin.json())).toMatchObject({ order: { id: order.id }, whatsappUrl });
    for (const path of [url, '/api/orders/GE-999999', '/api/orders/not-a-reference']) {
      const response = await get(shop, path, other.cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    }
    expect((await get(shop, url)).statusCode).toBe(401);
  });

  it("lists a customer's own orders, newest first, 3 by default, with the total", async () => {
    const shopper = await createUser(shop, 'verified');
    const placed: string[] = [];
    for (let i = 0; i < 4; i++)
      placed.push(
        (await placeOrder(shop, shopper.cookie, [{ productId: 'car-lift', quantity: 1 }])).order.reference,
      );
    await placeOrder(shop, other.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    const latest = orderListResponseSchema.parse((await get(shop, '/api/orders', shopper.cookie)).json());
    expect(latest.total).toBe(4);
    expect(latest.orders.map((order) => order.reference)).toEqual(placed.slice(1).reverse());
    const all = orderListResponseSchema.parse(
      (await get(shop, '/api/orders?limit=50', shopper.cookie)).json(),
    );
    expect(all.orders.map((order) => order.reference)).toEqual([...placed].reverse());
    expect((await get(shop, '/api/orders')).statusCode).toBe(401);
    expect((await get(shop, '/api/orders?limit=0', shopper.cookie)).statusCode).toBe(400);
  });
});

describe('the order status page', () => {
  it('answers the app shell, never indexed, without any of the order in the HTML', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'xtool-d7', quantity: 1 }]);
    const page = await get(shop, `/orders/${order.reference}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain(`<title>Order ${order.reference} | GaragePro</title>`);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const text of ['Chinedu', 'Okafor', 'Allen Avenue', 'XTOOL D7', '380'])
      expect(page.body).not.toContain(text);
    // An order that does not exist gets the very same page: the HTML tells nothing.
    const missing = await get(shop, '/orders/GE-99999999');
    expect(missing.statusCode).toBe(200);
    expect(missing.body.replaceAll('GE-99999999', order.reference)).toBe(page.body);
    expect((await get(shop, '/orders/not-a-reference')).statusCode).toBe(404);
    expect((await get(shop, '/robots.txt')).body).toContain('Disallow: /orders');
  });
});
