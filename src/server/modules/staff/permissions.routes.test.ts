import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  STAFF_LEVELS,
  STAFF_MESSAGES,
  can,
  type Permission,
  type StaffLevel,
} from '../../../shared/staff';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { routesOf } from '../../test/route-list';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, placeOrder } from '../../test/orders';

/**
 * Every admin route, with the permission it needs. Each is called by a visitor, a customer and an admin of
 * every staff level: a refused call answers 401 or 403 and changes nothing; an allowed one gets past the
 * guard (its body here is empty or names nothing, so it changes nothing either). A route the app has but
 * this table lacks fails the first test, so a new admin route cannot go unguarded.
 */
const ROUTES: { method: string; url: string; permission: Permission }[] = [
  { method: 'GET', url: '/api/admin/dashboard', permission: 'dashboard.view' },
  { method: 'GET', url: '/api/admin/products', permission: 'products.view' },
  { method: 'GET', url: '/api/admin/products/missing', permission: 'products.view' },
  { method: 'GET', url: '/api/admin/products/missing/history', permission: 'products.view' },
  { method: 'POST', url: '/api/products', permission: 'products.manage' },
  { method: 'PATCH', url: '/api/products/missing', permission: 'products.edit' },
  { method: 'DELETE', url: '/api/products/missing', permission: 'products.manage' },
  { method: 'POST', url: '/api/products/missing/restore', permission: 'products.manage' },
  { method: 'PATCH', url: '/api/products/missing/stock', permission: 'products.stock' },
  { method: 'GET', url: '/api/products/sync/preview', permission: 'products.manage' },
  { method: 'POST', url: '/api/products/sync', permission: 'products.manage' },
  { method: 'POST', url: '/api/uploads/images', permission: 'products.edit' },
  { method: 'GET', url: '/api/admin/products/export', permission: 'products.view' },
  { method: 'POST', url: '/api/admin/products/import/preview', permission: 'products.stock' },
  { method: 'POST', url: '/api/admin/products/import', permission: 'products.stock' },
  { method: 'POST', url: '/api/admin/products/reprice/preview', permission: 'products.price' },
  { method: 'POST', url: '/api/admin/products/reprice', permission: 'products.price' },
  { method: 'GET', url: '/api/admin/orders/export', permission: 'orders.view' },
  { method: 'GET', url: '/api/admin/payments/export', permission: 'orders.view' },
  // Every level reaches the exports; each kind's own permission is checked behind the guard.
  { method: 'POST', url: '/api/admin/exports', permission: 'products.view' },
  { method: 'GET', url: '/api/admin/exports', permission: 'products.view' },
  { method: 'GET', url: '/api/admin/exports/missing', permission: 'products.view' },
  { method: 'GET', url: '/api/admin/exports/missing/file', permission: 'products.view' },
  { method: 'GET', url: '/api/admin/orders', permission: 'orders.view' },
  { method: 'GET', url: '/api/admin/orders/waiting', permission: 'orders.view' },
  { method: 'GET', url: '/api/admin/orders/GE-0', permission: 'orders.view' },
  { method: 'POST', url: '/api/admin/orders/GE-0/status', permission: 'orders.manage' },
  { method: 'POST', url: '/api/admin/orders/GE-0/adjustments', permission: 'orders.manage' },
  { method: 'POST', url: '/api/admin/orders/GE-0/notes', permission: 'orders.manage' },
  { method: 'POST', url: '/api/admin/orders/GE-0/follow-up', permission: 'orders.manage' },
  { method: 'PATCH', url: '/api/admin/orders/GE-0', permission: 'orders.payments' },
  { method: 'POST', url: '/api/admin/orders/GE-0/payments', permission: 'orders.payments' },
  { method: 'POST', url: '/api/admin/orders/GE-0/payments/missing/void', permission: 'orders.payments' },
  { method: 'POST', url: '/api/admin/orders/GE-0/payment-files', permission: 'orders.payments' },
  { method: 'POST', url: '/api/admin/orders/GE-0/proofs/missing/accept', permission: 'orders.payments' },
  { method: 'POST', url: '/api/admin/orders/GE-0/proofs/missing/reject', permission: 'orders.payments' },
  { method: 'GET', url: '/api/admin/payments/outstanding', permission: 'orders.view' },
  { method: 'GET', url: '/api/admin/contact-messages', permission: 'messages.view' },
  { method: 'PATCH', url: '/api/admin/contact-messages/missing', permission: 'messages.manage' },
  { method: 'GET', url: '/api/admin/settings/business', permission: 'settings.manage' },
  { method: 'PUT', url: '/api/admin/settings/business', permission: 'settings.manage' },
  { method: 'GET', url: '/api/admin/settings/delivery-fees', permission: 'settings.manage' },
  { method: 'PUT', url: '/api/admin/settings/delivery-fees', permission: 'settings.manage' },
  { method: 'GET', url: '/api/admin/settings/search-words', permission: 'settings.manage' },
  { method: 'PUT', url: '/api/admin/settings/search-words', permission: 'settings.manage' },
  { method: 'GET', url: '/api/admin/settings/delivery-classes', permission: 'settings.manage' },
  { method: 'PUT', url: '/api/admin/settings/delivery-classes', permission: 'settings.manage' },
  { method: 'GET', url: '/api/admin/staff', permission: 'staff.manage' },
  { method: 'POST', url: '/api/admin/staff/invitations', permission: 'staff.manage' },
  { method: 'DELETE', url: '/api/admin/staff/invitations/missing', permission: 'staff.manage' },
  { method: 'PATCH', url: '/api/admin/staff/missing', permission: 'staff.manage' },
  { method: 'DELETE', url: '/api/admin/staff/missing', permission: 'staff.manage' },
  { method: 'GET', url: '/api/admin/activity', permission: 'activity.view' },
  { method: 'GET', url: '/api/admin/customers', permission: 'customers.view' },
  { method: 'GET', url: '/api/admin/customers/export', permission: 'customers.view' },
  { method: 'GET', url: '/api/admin/customers/missing', permission: 'customers.view' },
  { method: 'POST', url: '/api/admin/customers/missing/merge', permission: 'customers.manage' },
  { method: 'PUT', url: '/api/admin/customers/missing/tags', permission: 'customers.manage' },
  { method: 'POST', url: '/api/admin/customers/missing/notes', permission: 'customers.manage' },
];

/** Writes anyone may make (or that check their own rules), and the shopper's own reads. */
const NOT_ADMIN = new Set(['POST /api/orders', 'POST /api/contact', 'POST /api/staff/invitations/accept']);

const pattern = (url: string) =>
  url.replace(/\/(missing|GE-0)(?=\/|$)/g, '/:param').replace(/:[A-Za-z]+/g, ':param');

/** `no level`: an admin without a staff level, who may do none of the team's work (issue 25, S1). */
type Caller = 'visitor' | 'customer' | 'no level' | StaffLevel;

let shop: TestApp;
const cookies = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  shop = await createTestApp();
  cookies.visitor = undefined;
  cookies.customer = (await createUser(shop, 'verified')).cookie;
  for (const level of STAFF_LEVELS) {
    const admin: SignedIn = await createUser(shop, 'admin');
    await setUserFields(shop, admin.email, { staffLevel: level });
    cookies[level] = admin.cookie;
  }
  const noLevel = await createUser(shop, 'admin');
  await setUserFields(shop, noLevel.email, { staffLevel: null });
  cookies['no level'] = noLevel.cookie;
});
afterAll(async () => shop?.close());

/** A fingerprint of every table a refused call could write. */
async function fingerprint(): Promise<string> {
  // The periodic jobs' turns (run when the app starts) are over before the tables are read.
  await shop.app.jobs.drain();
  const tables = [
    'products',
    'product_changes',
    'orders',
    'order_events',
    'payments',
    'payment_proofs',
    'payment_files',
    'contact_messages',
    'business_details',
    'delivery_fees',
    'staff_invitations',
    'staff_activity',
    'jobs',
    'export_files',
    'customers',
    'customer_keys',
    'customer_notes',
    'user',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await shop.database.handle.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
        from ${sql.identifier(table)} t`,
    );
    const row = (result as unknown as { rows: { n: number; h: string }[] }).rows[0]!;
    parts.push(`${table}:${row.n}:${row.h}`);
  }
  return parts.join(' ');
}

describe('staff permissions on every admin route', () => {
  it('lists every admin route of the app in the table', () => {
    const tree = shop.app.printRoutes({ commonPrefix: false });
    const guarded = routesOf(tree).filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      if (NOT_ADMIN.has(route)) return false;
      if (path.startsWith('/api/admin/')) return true;
      if (path.startsWith('/api/products/sync')) return true;
      return method !== 'GET' && /^\/api\/(products|uploads)/.test(path);
    });
    const known = ROUTES.map((route) => `${route.method} ${pattern(route.url)}`);
    const found = guarded.map((route) => route.replace(/:[A-Za-z]+/g, ':param'));
    expect(found.filter((route) => !known.includes(route))).toEqual([]);
    expect(known.filter((route) => !found.includes(route))).toEqual([]);
  });

  it('answers 401 to a visitor, 403 to a customer, to an admin without a level and to a level without the permission, and changes nothing', async () => {
    const before = await fingerprint();
    for (const route of ROUTES) {
      for (const caller of ['visitor', 'customer', 'no level', ...STAFF_LEVELS] as Caller[]) {
        const allowed = (PERMISSIONS[route.permission] as readonly string[]).includes(caller);
        if (allowed) continue;
        const response = await send(shop, route.method as 'GET', route.url, cookies[caller], {
          name: 'Changed',
          price: 1,
          stockCount: 999,
          staffLevel: 'owner',
        });
        expect
          .soft(response.statusCode, `${caller} ${route.method} ${route.url}`)
          .toBe(caller === 'visitor' ? 401 : 403);
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('lets each level with the permission past the guard', async () => {
    const before = await fingerprint();
    // The sync takes no body: called, it would sync. Its preview stands for it.
    for (const route of ROUTES.filter((entry) => entry.url !== '/api/products/sync')) {
      for (const level of PERMISSIONS[route.permission]) {
        // An empty body or an id that names nothing: past the guard, refused by the route's own rules.
        const response = await send(
          shop,
          route.method as 'GET',
          route.url,
          cookies[level],
          route.method === 'GET' ? undefined : {},
        );
        expect
          .soft([401, 403], `${level} ${route.method} ${route.url} -> ${response.statusCode}`)
          .not.toContain(response.statusCode);
      }
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('the fields of a product edit', () => {
  const URL = '/api/products/perm-lift';

  it('lets a storekeeper change details and stock but not prices; a sales admin changes nothing', async () => {
    await insertProducts(shop.database.handle.db, [{ id: 'perm-lift', name: 'Perm Lift', price: 100_000 }]);
    const read = async () =>
      (await send(shop, 'GET', '/api/admin/products/perm-lift', cookies.owner)).json().product;

    for (const body of [
      { price: 1 },
      { originalPrice: 200_000 },
      { installationFee: 5_000 },
      { name: 'X', price: 1 },
    ]) {
      const refused = await send(shop, 'PATCH', URL, cookies.storekeeper, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(STAFF_MESSAGES.priceForbidden);
    }
    expect(await read()).toMatchObject({ name: 'Perm Lift', price: 100_000 });

    const edit = await send(shop, 'PATCH', URL, cookies.storekeeper, {
      description: 'Checked by the store.',
      stockCount: 7,
    });
    expect(edit.statusCode).toBe(200);
    expect(
      (await send(shop, 'PATCH', `${URL}/stock`, cookies.storekeeper, { stockCount: 4 })).statusCode,
    ).toBe(200);
    expect(await read()).toMatchObject({
      description: 'Checked by the store.',
      stockCount: 4,
      price: 100_000,
    });

    expect((await send(shop, 'PATCH', URL, cookies.sales, { description: 'Sales edit' })).statusCode).toBe(
      403,
    );
    expect((await send(shop, 'PATCH', `${URL}/stock`, cookies.sales, { stockCount: 1 })).statusCode).toBe(
      403,
    );
    expect((await send(shop, 'GET', '/api/admin/products/perm-lift', cookies.sales)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ description: 'Checked by the store.', stockCount: 4 });
  });
});

describe("customers' personal data", () => {
  it('is not shown to a storekeeper through the shopper’s order page or its documents', async () => {
    await insertProducts(shop.database.handle.db, [
      { id: 'perm-scanner', name: 'Perm Scanner', price: 50_000 },
    ]);
    const shopper = await createUser(shop, 'verified');
    const { order } = await placeOrder(shop, shopper.cookie, [{ productId: 'perm-scanner', quantity: 1 }]);
    const ref = order.reference;
    for (const url of [
      `/api/orders/${ref}`,
      `/api/orders/${ref}/proforma.pdf`,
      `/api/orders/${ref}/documents/proforma`,
    ]) {
      expect((await send(shop, 'GET', url, cookies.storekeeper)).statusCode, url).toBe(404);
      expect((await send(shop, 'GET', url, cookies.sales)).statusCode, url).toBe(200);
      expect((await send(shop, 'GET', url, shopper.cookie)).statusCode, url).toBe(200);
    }
  });
});

describe('the fields of every admin answer', () => {
  /** Keys that carry an order's money (a product's own price is the shop's public price, not this). */
  const MONEY_KEYS = /"(revenue|paidRevenue|averageOrder|subtotal|amountPaid|balance|discount|deliveryFee)"/i;
  const CUSTOMER = {
    firstName: 'Zainab',
    lastName: 'Fieldcheck',
    email: 'zainab.fieldcheck@example.com',
    phone: '0803 777 4321',
    address: '7 Fieldcheck Close',
  };
  /** The customer's details as any answer could carry them (the phone as the shop keeps it, too). */
  const MARKERS = ['Fieldcheck', 'zainab.fieldcheck', '2348037774321', '803 777 4321'];

  it("give a level that may not see orders no money and no customer's data, on every GET route", async () => {
    await insertProducts(shop.database.handle.db, [
      { id: 'perm-fields', name: 'Perm Fields', price: 80_000 },
    ]);
    // A paid order of the product: the Overview and the product's history have something to leak.
    const shopper = await createUser(shop, 'verified');
    const { order } = await placeOrder(
      shop,
      shopper.cookie,
      [{ productId: 'perm-fields', quantity: 2 }],
      CUSTOMER,
    );
    for (const status of ['confirmed', 'paid'] as const)
      expect((await moveOrder(shop, cookies.owner!, order.reference, status)).statusCode).toBe(200);
    await send(shop, 'POST', '/api/contact', undefined, {
      name: 'Zainab Fieldcheck',
      email: CUSTOMER.email,
      subject: 'other',
      message: 'Fieldcheck message',
    });

    const levels = STAFF_LEVELS.filter((level) => !can({ role: 'admin', staffLevel: level }, 'orders.view'));
    expect(levels).toEqual(['storekeeper']);
    for (const level of levels) {
      // The level's own export file, made by the job queue.
      const asked = await send(shop, 'POST', '/api/admin/exports', cookies[level], {
        kind: 'products',
        format: 'csv',
      });
      expect(asked.statusCode, asked.body).toBe(202);
      await shop.app.jobs.drain();
      const exportId: string = asked.json().export.id;
      const urlOf = (url: string) =>
        url === '/api/admin/products/export'
          ? `${url}?format=csv`
          : url
              .replace('/api/admin/products/missing', '/api/admin/products/perm-fields')
              .replace('/api/admin/exports/missing', `/api/admin/exports/${exportId}`);
      const reachable = ROUTES.filter(
        (route) =>
          route.method === 'GET' && (PERMISSIONS[route.permission] as readonly StaffLevel[]).includes(level),
      );
      expect(reachable.length).toBeGreaterThan(5);
      for (const route of reachable) {
        const response = await send(shop, 'GET', urlOf(route.url), cookies[level]);
        const where = `${level} GET ${urlOf(route.url)}`;
        expect(response.statusCode, where).toBe(200);
        for (const marker of MARKERS) expect(response.body, where).not.toContain(marker);
        if (String(response.headers['content-type']).startsWith('application/json'))
          expect(response.body, where).not.toMatch(MONEY_KEYS);
      }
    }
  });
});
