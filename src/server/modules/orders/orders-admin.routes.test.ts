import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderResponseSchema } from '../../../shared/orders';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';

let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;
/** Orders placed in beforeAll, oldest first. */
const references: string[] = [];

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 50 },
  ]);
  const customers = [
    { firstName: 'Amaka', lastName: 'Eze', phone: '0803-555-0101' },
    { firstName: 'Tunde', lastName: 'Bakare', phone: '+234 812 555 0198' },
    { firstName: 'Amaka', lastName: 'Nwosu', phone: '' },
    { firstName: 'Ngozi', lastName: '50%_Off', phone: '0705 555 0177' },
  ];
  for (const details of customers) {
    const { order } = await placeOrder(
      shop,
      customer.cookie,
      [{ productId: 'car-lift', quantity: 1 }],
      details,
    );
    references.push(order.reference);
  }
  expect((await moveOrder(shop, admin.cookie, references[1]!, 'confirmed')).statusCode).toBe(200);
});
afterAll(async () => shop?.close());

async function listed(query = ''): Promise<{ references: string[]; total: number }> {
  const response = await send(shop, 'GET', `/api/admin/orders${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = orderListResponseSchema.parse(response.json());
  return { references: body.orders.map((order) => order.reference), total: body.total };
}

describe('who may use the order desk', () => {
  const routes = (reference: string) =>
    [
      ['GET', '/api/admin/orders', undefined],
      ['GET', `/api/admin/orders/${reference}`, undefined],
      ['POST', `/api/admin/orders/${reference}/status`, { status: 'cancelled' }],
      ['POST', `/api/admin/orders/${reference}/notes`, { note: 'Hello' }],
    ] as const;

  it.each([
    ['visitor', 401, 'UNAUTHORIZED'],
    ['unverified', 403, 'FORBIDDEN'],
    ['verified', 403, 'FORBIDDEN'],
  ] as const)('refuses a %s on every admin route (%i) and changes nothing', async (who, status, code) => {
    const cookie = who === 'visitor' ? undefined : (await createUser(shop, who)).cookie;
    for (const [method, url, body] of routes(references[0]!)) {
      const response = await send(shop, method, url, cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const own = orderResponseSchema.parse(
      (await get(shop, `/api/orders/${references[0]}`, customer.cookie)).json(),
    );
    expect(own.order.status).toBe('awaiting_confirmation');
    expect(own.order.history).toHaveLength(1);
  });

  it("refuses the order's own customer too", async () => {
    const response = await send(shop, 'GET', `/api/admin/orders/${references[0]}`, customer.cookie);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, with the total', async () => {
    const { references: all, total } = await listed();
    expect(all.slice(0, 4)).toEqual([...references].reverse());
    expect(total).toBe(all.length);
    const page = await listed('?limit=2&offset=1');
    expect(page.references).toEqual([references[2], references[1]]);
    expect(page.total).toBe(total);
  });

  it('filters by status', async () => {
    expect(await listed('?status=confirmed')).toEqual({ references: [references[1]], total: 1 });
    expect((await listed('?status=delivered')).total).toBe(0);
    const wrong = await send(shop, 'GET', '/api/admin/orders?status=lost', admin.cookie);
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    ['a reference', () => references[2]!, [2]],
    ['a reference in lower case', () => references[3]!.toLowerCase(), [3]],
    ['a first name, any case', () => 'aMaKa', [2, 0]],
    ['a last name', () => 'bakare', [1]],
    ['a full name', () => 'Amaka Nwosu', [2]],
    ['a phone as written', () => '812 555 0198', [1]],
    ['a phone written differently', () => '08035550101', [0]],
    ['a percent sign, as a letter', () => '50%_', [3]],
    ['an underscore, as a letter', () => 'a_a', []],
  ] as [string, () => string, number[]][])('finds orders by %s', async (_label, q, expected) => {
    const { references: found, total } = await listed(`?q=${encodeURIComponent(q())}`);
    expect(found).toEqual(expected.map((index) => references[index]));
    expect(total).toBe(expected.length);
  });
});

describe('one order and its notes', () => {
  it('shows the admin the order with its WhatsApp link; 404 for an unknown reference', async () => {
    const response = await send(shop, 'GET', `/api/admin/orders/${references[1]}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const { order, whatsappUrl } = orderResponseSchema.parse(response.json());
    expect(order).toMatchObject({ reference: references[1], status: 'confirmed' });
    expect(order.customer).toMatchObject({ firstName: 'Tunde', lastName: 'Bakare' });
    const own = orderResponseSchema.parse(
      (await get(shop, `/api/orders/${references[1]}`, customer.cookie)).json(),
    );
    expect(whatsappUrl).toBe(own.whatsappUrl);
    for (const reference of ['GE-99999999', 'nothing']) {
      const missing = await send(shop, 'GET', `/api/admin/orders/${reference}`, admin.cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    }
  });

  it("keeps staff notes for the seller's team: the shopper sees the status moves only", async () => {
    const reference = references[1]!;
    const noted = await send(shop, 'POST', `/api/admin/orders/${reference}/notes`, admin.cookie, {
      note: '  Customer will pay by transfer on Friday ',
    });
    expect(noted.statusCode).toBe(200);
    const { order } = orderResponseSchema.parse(noted.json());
    expect(order.status).toBe('confirmed');
    expect(order.history.at(-1)).toMatchObject({
      kind: 'note',
      fromStatus: null,
      toStatus: null,
      note: 'Customer will pay by transfer on Friday',
      actorName: 'Bola Seller',
    });
    const moved = await moveOrder(shop, admin.cookie, reference, 'paid', 'Transfer received, ref 4471');
    expect(moved.statusCode).toBe(200);

    // The shopper sees the seller's trading name in place of a staff member's.
    const named = await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, {
      ...VALID_DETAILS,
      tradingName: 'Ade Motors',
    });
    expect(named.statusCode).toBe(200);
    const own = orderResponseSchema.parse(
      (await get(shop, `/api/orders/${reference}`, customer.cookie)).json(),
    );
    expect(own.order.history).toEqual([
      expect.objectContaining({
        kind: 'status',
        toStatus: 'awaiting_confirmation',
        actorName: 'Chinedu Okafor',
      }),
      expect.objectContaining({ kind: 'status', toStatus: 'confirmed', actorName: 'Ade Motors', note: null }),
      expect.objectContaining({ kind: 'status', toStatus: 'paid', actorName: 'Ade Motors', note: null }),
      // Marking it paid records the payment (a bank transfer today, as none was named).
      expect.objectContaining({ kind: 'payment', field: 'payment', actorName: 'Ade Motors', note: null }),
    ]);
    expect(JSON.stringify(own)).not.toContain('Friday');
    expect(JSON.stringify(own)).not.toContain('4471');

    const staff = orderResponseSchema.parse(
      (await send(shop, 'GET', `/api/admin/orders/${reference}`, admin.cookie)).json(),
    );
    expect(staff.order.history.map((event) => [event.kind, event.toStatus, event.note])).toEqual([
      ['status', 'awaiting_confirmation', null],
      ['status', 'confirmed', null],
      ['note', null, 'Customer will pay by transfer on Friday'],
      ['status', 'paid', 'Transfer received, ref 4471'],
      ['payment', null, null],
    ]);
    // An admin reading through the shopper's address sees the notes too.
    const viaShopperRoute = await get(shop, `/api/orders/${reference}`, admin.cookie);
    expect(orderResponseSchema.parse(viaShopperRoute.json()).order.history).toHaveLength(5);
  });

  it('refuses a blank note and a note on an unknown order', async () => {
    const blank = await send(shop, 'POST', `/api/admin/orders/${references[0]}/notes`, admin.cookie, {
      note: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('note: Please write a note');
    const missing = await send(shop, 'POST', '/api/admin/orders/GE-99999999/notes', admin.cookie, {
      note: 'Hi',
    });
    expect(missing.statusCode).toBe(404);
  });
});
