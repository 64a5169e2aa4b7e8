import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  customerListResponseSchema,
  customerResponseSchema,
  type CustomerDetail,
} from '../../../shared/customers';
import { lagosDay } from '../../../shared/lagos-time';
import { adminOrderResponseSchema } from '../../../shared/orders';
import { activityResponseSchema } from '../../../shared/staff-forms';
import { customerKeys, customerNotes, customers, orders } from '../../db/schema';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { queueCustomersBackfill } from './customers-backfill';

/** Issue 29, decision 055: the customer book's desk routes, the find-or-create at placement and the backfill. */

let shop: TestApp;
let owner: SignedIn;
let sales: SignedIn;
let storekeeper: SignedIn;
let shopper: SignedIn;
const today = lagosDay(new Date());
const lift = [{ productId: 'cust-lift', quantity: 1 }];

const ADA = {
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '0803 123 4567',
  email: 'ada@example.com',
  state: 'Lagos' as const,
};
const BAYO = {
  firstName: 'Bayo',
  lastName: 'Adeyemi',
  phone: '0812 345 6789',
  email: 'bayo@fleet.ng',
  state: 'Oyo' as const,
};
const CHIDI = {
  firstName: 'Chidi',
  lastName: 'Eze',
  phone: '0907 111 2222',
  email: 'chidi@school.edu.ng',
  state: 'Enugu' as const,
};

beforeAll(async () => {
  shop = await createTestApp();
  owner = await namedUser(shop, 'admin', 'Bola Owner');
  sales = await createUser(shop, 'admin');
  await setUserFields(shop, sales.email, { staffLevel: 'sales' });
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  shopper = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'cust-lift', name: 'Customer Lift', price: 100_000, stockCount: 1_000 },
  ]);
  // Ada twice (the same phone in two forms; a second email and a newer name and state), Bayo twice
  // (paid, one payment voided), Chidi once: placed in this order.
  await placeOrder(shop, shopper.cookie, lift, ADA);
  await placeOrder(shop, shopper.cookie, lift, {
    ...ADA,
    lastName: 'Obi-Eze',
    phone: '+234 803 123 4567',
    email: 'Ada.Work@Example.com',
    state: 'Abia',
  });
  for (const amount of [100_000, 50_000]) {
    const { order } = await placeOrder(shop, shopper.cookie, lift, BAYO);
    await moveOrder(shop, owner.cookie, order.reference, 'confirmed');
    const paid = await send(shop, 'POST', `/api/admin/orders/${order.reference}/payments`, owner.cookie, {
      amount,
      method: 'cash',
      paidOn: today,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    if (amount === 50_000) {
      const id = adminOrderResponseSchema.parse(paid.json()).order.payments[0]!.id;
      const voided = await send(
        shop,
        'POST',
        `/api/admin/orders/${order.reference}/payments/${id}/void`,
        owner.cookie,
        { reason: 'Counted twice' },
      );
      expect(voided.statusCode, voided.body).toBe(200);
    }
  }
  await placeOrder(shop, shopper.cookie, lift, CHIDI);
});
afterAll(async () => shop?.close());

async function list(query = '', cookie = owner.cookie) {
  const response = await send(shop, 'GET', `/api/admin/customers${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return customerListResponseSchema.parse(response.json());
}

async function idOf(name: string): Promise<string> {
  const { customers: found } = await list(`?q=${encodeURIComponent(name)}`);
  expect(found).toHaveLength(1);
  return found[0]!.id;
}

async function detail(id: string): Promise<CustomerDetail> {
  const response = await send(shop, 'GET', `/api/admin/customers/${id}`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return customerResponseSchema.parse(response.json()).customer;
}

describe('the customer of each order placed', () => {
  it('makes one customer per person, found by the phone in any form, showing the newest order', async () => {
    const { customers: all, total } = await list();
    expect(total).toBe(3);
    const ada = all.find((row) => row.phone === '2348031234567')!;
    expect(ada).toMatchObject({
      name: 'Ada Obi-Eze',
      email: 'ada.work@example.com',
      state: 'Abia',
      orders: 2,
      lifetimePaid: 0,
      tags: [],
    });
    const linked = await shop.database.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(isNotNull(orders.customerId));
    expect(Number(linked[0]!.n)).toBe(5);
  });

  it('finds the customer by the email alone, and knows them by the new phone from then on', async () => {
    await placeOrder(shop, shopper.cookie, lift, { ...CHIDI, phone: '0705 999 8888' });
    const chidi = await detail(await idOf('Chidi'));
    expect(chidi.orderCount).toBe(2);
    // The phone given last is the one shown (and chatted to), first in the list.
    expect(chidi.phone).toBe('2347059998888');
    expect(chidi.phones).toEqual(['2347059998888', '2349071112222']);
    expect((await list('?q=0705%20999%208888')).customers.map((row) => row.name)).toEqual(['Chidi Eze']);
  });
});

describe('placements racing for a new phone', () => {
  it('make one customer (the keys decide, on either database)', async () => {
    const racer = { firstName: 'Emeka', lastName: 'Race', phone: '0706 555 0001', state: 'Imo' as const };
    await Promise.all(
      ['emeka1@example.com', 'emeka2@example.com', 'emeka3@example.com'].map((email) =>
        placeOrder(shop, shopper.cookie, lift, { ...racer, email }),
      ),
    );
    const { customers: found } = await list('?q=0706%20555%200001');
    expect(found).toHaveLength(1);
    const emeka = await detail(found[0]!.id);
    expect(emeka.orderCount).toBe(3);
    expect(emeka.emails).toHaveLength(3);
    // Out of the way of the list's counts below.
    const { db } = shop.database.handle;
    await db.update(orders).set({ customerId: null }).where(eq(orders.customerId, emeka.id));
    await db.delete(customers).where(eq(customers.id, emeka.id));
  });
});

describe('GET /api/admin/customers', () => {
  it.each([
    '0803 123 4567',
    '+234 803 123 4567',
    '2348031234567',
    '803-123-4567',
    '0803 123',
    '(0803) 123-4567',
  ])('finds Ada by the phone written %j', async (q) => {
    const { customers: found, total } = await list(`?q=${encodeURIComponent(q)}`);
    expect(found.map((row) => row.name)).toEqual(['Ada Obi-Eze']);
    expect(total).toBe(1);
  });

  it('finds by a name (any case), a shown email or an email the customer was known by', async () => {
    expect((await list('?q=obi')).customers.map((row) => row.name)).toEqual(['Ada Obi-Eze']);
    expect((await list('?q=BAYO%40FLEET')).customers.map((row) => row.name)).toEqual(['Bayo Adeyemi']);
    // ada@example.com is no longer shown (the newest order's email is) but still finds her.
    expect((await list('?q=ada%40example.com')).customers.map((row) => row.name)).toEqual(['Ada Obi-Eze']);
    expect((await list('?q=nobody-at-all')).total).toBe(0);
    // A search's % and _ are letters.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by state and by tag', async () => {
    expect((await list('?state=Oyo')).customers.map((row) => row.name)).toEqual(['Bayo Adeyemi']);
    expect((await list('?state=Kano')).total).toBe(0);
    const bayo = await idOf('Bayo');
    await send(shop, 'PUT', `/api/admin/customers/${bayo}/tags`, owner.cookie, { tags: ['fleet'] });
    expect((await list('?tag=fleet')).customers.map((row) => row.name)).toEqual(['Bayo Adeyemi']);
    expect((await list('?tag=FLEET&state=Oyo')).total).toBe(1);
    expect((await list('?tag=dealer')).total).toBe(0);
  });

  it('sorts by last order, lifetime paid (the ledger, voided payments left out) and orders', async () => {
    const names = async (sort: string) =>
      (await list(`?sort=${sort}`)).customers.map((row) => `${row.name} ${row.lifetimePaid} ${row.orders}`);
    expect(await names('lastOrder')).toEqual(['Chidi Eze 0 2', 'Bayo Adeyemi 100000 2', 'Ada Obi-Eze 0 2']);
    expect((await list()).customers[0]!.name).toBe('Chidi Eze');
    expect((await names('lifetimePaid'))[0]).toBe('Bayo Adeyemi 100000 2');
    await placeOrder(shop, shopper.cookie, lift, ADA);
    expect(await names('orders')).toEqual(['Ada Obi 0 3', 'Chidi Eze 0 2', 'Bayo Adeyemi 100000 2']);
    const ada = (await list('?q=Ada')).customers[0]!;
    expect(Date.parse(ada.lastOrderAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages with offset and limit, counting every match', async () => {
    const all = (await list()).customers.map((row) => row.id);
    const page = await list('?offset=1&limit=1');
    expect(page.total).toBe(all.length);
    expect(page.customers.map((row) => row.id)).toEqual([all[1]]);
    expect((await list(`?offset=${all.length}`)).customers).toEqual([]);
  });

  it.each([
    ['?sort=name', 'sort'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?offset=-1', 'offset'],
    ['?state=Atlantis', 'state'],
    [`?tag=${'x'.repeat(31)}`, CUSTOMER_MESSAGES.tagTooLong],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 to %s, naming what is wrong', async (query, words) => {
    const response = await send(shop, 'GET', `/api/admin/customers${query}`, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(response.json())).toContain(words);
  });

  it('lets the sales level read it too', async () => {
    expect((await list('', sales.cookie)).total).toBe(3);
  });
});

describe('GET /api/admin/customers/export', () => {
  it('answers the filtered list as CSV', async () => {
    const response = await send(shop, 'GET', '/api/admin/customers/export?state=Oyo', owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('garagepro-customers-');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name,Phone,Email,State,Orders,Lifetime paid (₦),Last order,Tags');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Bayo Adeyemi,2348123456789,bayo@fleet.ng,Oyo,2,100000');
  });
});

describe('GET /api/admin/customers/:id', () => {
  it("answers the customer's page: orders newest first, keys with the shown ones first, the links", async () => {
    const ada = await detail(await idOf('Ada'));
    expect(ada).toMatchObject({
      name: 'Ada Obi',
      phone: '2348031234567',
      email: 'ada@example.com',
      state: 'Lagos',
      orderCount: 3,
      machines: [],
      notes: [],
      whatsappUrl: 'https://wa.me/2348031234567',
      telUrl: 'tel:+2348031234567',
    });
    expect(ada.phones).toEqual(['2348031234567']);
    expect(ada.emails).toEqual(['ada@example.com', 'ada.work@example.com']);
    expect(ada.orders).toHaveLength(3);
    const times = ada.orders.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ada.orders[0]).toMatchObject({ status: 'awaiting_confirmation', total: expect.any(Number) });
  });

  it('answers 404 for a customer that does not exist', async () => {
    const response = await send(shop, 'GET', '/api/admin/customers/missing', owner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: CUSTOMER_MESSAGES.notFound });
  });
});

describe('PUT /api/admin/customers/:id/tags and POST /api/admin/customers/:id/notes', () => {
  it('keeps the tags trimmed, lower-cased and once each', async () => {
    const id = await idOf('Chidi');
    const response = await send(shop, 'PUT', `/api/admin/customers/${id}/tags`, owner.cookie, {
      tags: ['School', 'government', ' school ', 'Our VIP'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(customerResponseSchema.parse(response.json()).customer.tags).toEqual([
      'school',
      'government',
      'our vip',
    ]);
    const cleared = await send(shop, 'PUT', `/api/admin/customers/${id}/tags`, owner.cookie, { tags: [] });
    expect(cleared.json().customer.tags).toEqual([]);
  });

  it.each([
    [{ tags: ['x'.repeat(31)] }, CUSTOMER_MESSAGES.tagTooLong],
    [{ tags: Array.from({ length: 11 }, (_, index) => `tag ${index}`) }, CUSTOMER_MESSAGES.tooManyTags],
    [{ tags: [' '] }, 'tags'],
    [{ tags: 'dealer' }, 'tags'],
    [{ tags: [], extra: 1 }, 'extra'],
  ])('answers 400 to the tags %j and changes nothing', async (body, words) => {
    const id = await idOf('Bayo');
    const response = await send(shop, 'PUT', `/api/admin/customers/${id}/tags`, owner.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(words);
    expect((await detail(id)).tags).toEqual(['fleet']);
  });

  it('adds a staff note naming its author, newest first; a blank one is refused', async () => {
    const id = await idOf('Bayo');
    const url = `/api/admin/customers/${id}/notes`;
    expect((await send(shop, 'POST', url, owner.cookie, { text: 'Runs 12 buses.' })).statusCode).toBe(201);
    const response = await send(shop, 'POST', url, owner.cookie, { text: '  Wants a second lift.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const notes = customerResponseSchema.parse(response.json()).customer.notes;
    expect(notes.map((note) => [note.text, note.authorName])).toEqual([
      ['Wants a second lift.', 'Bola Owner'],
      ['Runs 12 buses.', 'Bola Owner'],
    ]);
    const blank = await send(shop, 'POST', url, owner.cookie, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(CUSTOMER_MESSAGES.noteEmpty);
    expect((await detail(id)).notes).toHaveLength(2);
  });

  it('answers 404 for a customer that does not exist', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/admin/customers/missing/tags', { tags: ['dealer'] }],
      ['POST', '/api/admin/customers/missing/notes', { text: 'Hello' }],
    ] as const) {
      const response = await send(shop, method, url, owner.cookie, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CUSTOMER_MESSAGES.notFound);
    }
  });
});

describe('POST /api/admin/customers/:id/merge', () => {
  it('moves the orders, keys and notes, joins the tags, removes the other, and the feed names who', async () => {
    // Dayo typed two phones and two emails: two customers until staff merge them.
    const dayo = { firstName: 'Dayo', lastName: 'Bello', state: 'Kano' as const };
    await placeOrder(shop, shopper.cookie, lift, { ...dayo, phone: '0703 000 0001', email: 'dayo@a.ng' });
    await placeOrder(shop, shopper.cookie, lift, { ...dayo, phone: '0703 000 0002', email: 'dayo@b.ng' });
    const [keep, other] = [await idOf('0703 000 0001'), await idOf('0703 000 0002')];
    expect(keep).not.toBe(other);
    await send(shop, 'PUT', `/api/admin/customers/${keep}/tags`, owner.cookie, { tags: ['workshop'] });
    await send(shop, 'PUT', `/api/admin/customers/${other}/tags`, owner.cookie, {
      tags: ['dealer', 'workshop'],
    });
    await send(shop, 'POST', `/api/admin/customers/${other}/notes`, owner.cookie, { text: 'Second shop.' });

    const response = await send(shop, 'POST', `/api/admin/customers/${keep}/merge`, owner.cookie, {
      otherId: other,
    });
    expect(response.statusCode, response.body).toBe(200);
    const merged = customerResponseSchema.parse(response.json()).customer;
    expect(merged).toMatchObject({ id: keep, orderCount: 2, tags: ['workshop', 'dealer'] });
    expect(merged.phones).toEqual(['2347030000001', '2347030000002']);
    expect(merged.emails).toEqual(['dayo@a.ng', 'dayo@b.ng']);
    expect(merged.notes.map((note) => note.text)).toEqual(['Second shop.']);
    expect((await send(shop, 'GET', `/api/admin/customers/${other}`, owner.cookie)).statusCode).toBe(404);
    expect((await list('?q=0703%20000%200002')).customers.map((row) => row.id)).toEqual([keep]);

    const feed = await send(shop, 'GET', '/api/admin/activity?kind=customers', owner.cookie);
    expect(feed.statusCode, feed.body).toBe(200);
    const [entry] = activityResponseSchema.parse(feed.json()).entries;
    expect(entry).toMatchObject({
      kind: 'customers',
      action: 'merged',
      actorName: 'Bola Owner',
      subject: 'Dayo Bello (2347030000001)',
      changes: { customer: { from: 'Dayo Bello (2347030000002)', to: 'Dayo Bello (2347030000001)' } },
    });

    // A new order with the merged-in phone finds the kept customer.
    await placeOrder(shop, shopper.cookie, lift, { ...dayo, phone: '0703 000 0002', email: 'dayo@c.ng' });
    expect((await detail(keep)).orderCount).toBe(3);
  });

  it('refuses to merge a customer into itself (400) and one that does not exist (404), changing nothing', async () => {
    const id = await idOf('Chidi');
    const before = await detail(id);
    const self = await send(shop, 'POST', `/api/admin/customers/${id}/merge`, owner.cookie, { otherId: id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: CUSTOMER_MESSAGES.mergeSelf });
    const other = await send(shop, 'POST', `/api/admin/customers/${id}/merge`, owner.cookie, {
      otherId: 'missing',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(CUSTOMER_MESSAGES.otherNotFound);
    const missing = await send(shop, 'POST', '/api/admin/customers/missing/merge', owner.cookie, {
      otherId: id,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CUSTOMER_MESSAGES.notFound);
    const empty = await send(shop, 'POST', `/api/admin/customers/${id}/merge`, owner.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('otherId');
    expect(await detail(id)).toEqual(before);
  });
});

describe('the storekeeper', () => {
  it('gets 403 on every customer route, and nothing changes', async () => {
    const id = await idOf('Bayo');
    const before = await detail(id);
    for (const [method, url, body] of [
      ['GET', '/api/admin/customers', undefined],
      ['GET', '/api/admin/customers/export', undefined],
      ['GET', `/api/admin/customers/${id}`, undefined],
      ['POST', `/api/admin/customers/${id}/merge`, { otherId: await idOf('Chidi') }],
      ['PUT', `/api/admin/customers/${id}/tags`, { tags: ['dealer'] }],
      ['POST', `/api/admin/customers/${id}/notes`, { text: 'Hello' }],
    ] as const) {
      const response = await send(shop, method, url, storekeeper.cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await detail(id)).toEqual(before);
    expect((await list()).total).toBe(4);
  });
});

describe('the backfill of the orders placed before the book', () => {
  it('brings orders typed in any form into one customer per phone or email, once', async () => {
    const { db } = shop.database.handle;
    // The forms the issue names, and one email with two phones, as an old shop kept them.
    const typed = [
      { phone: '0803 123 4567', email: 'old-ada@example.com' },
      { phone: '+234 803 123 4567', email: 'old-ada@example.com' },
      { phone: '2348031234567', email: 'ada.typed@example.com' },
      { phone: '0811 222 3333', email: 'fola@example.com' },
      { phone: '0811 222 4444', email: 'FOLA@example.com' },
    ];
    const references: string[] = [];
    for (const [index, form] of typed.entries()) {
      const { order } = await placeOrder(shop, shopper.cookie, lift, {
        firstName: index < 3 ? 'Old' : 'Fola',
        lastName: index < 3 ? 'Ada' : 'Ade',
        email: form.email,
      });
      references.push(order.reference);
      await db.update(orders).set({ phone: form.phone }).where(eq(orders.reference, order.reference));
    }
    // As before the migration: no order has a customer, and there are none.
    await db.update(orders).set({ customerId: null });
    await db.delete(customerNotes);
    await db.delete(customerKeys);
    await db.delete(customers);

    await queueCustomersBackfill(db);
    await shop.app.jobs.drain();
    const unlinked = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.customerId} is null`);
    expect(unlinked).toEqual([]);
    const ownerOf = async (reference: string) =>
      (await db.select({ id: orders.customerId }).from(orders).where(eq(orders.reference, reference)))[0]!
        .id!;
    const ada = await ownerOf(references[0]!);
    expect(await ownerOf(references[1]!)).toBe(ada);
    expect(await ownerOf(references[2]!)).toBe(ada);
    const fola = await ownerOf(references[3]!);
    expect(await ownerOf(references[4]!)).toBe(fola);
    expect(fola).not.toBe(ada);
    const folaPage = await detail(fola);
    expect(folaPage.phones).toEqual(['2348112224444', '2348112223333']);
    expect(folaPage.emails).toEqual(['fola@example.com']);
    // Each person once: no two customers share a key, and every order of Ada's phone is hers.
    const names = (await list('?limit=100')).customers.map((row) => row.phone);
    expect(new Set(names).size).toBe(names.length);
    expect((await list('?q=0803%20123%204567')).total).toBe(1);

    // Run again: nothing to do, nothing changes.
    const count = async () => (await list()).total;
    const before = await count();
    await queueCustomersBackfill(db);
    await shop.app.jobs.drain();
    expect(await count()).toBe(before);
  });
});
