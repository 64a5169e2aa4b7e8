import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/errors';
import { UNSAFE_TEXT_MESSAGE } from '../../shared/text';
import { createUser, TEST_PASSWORD, uniqueIp, type SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { productInput } from '../test/catalog-admin';
import { insertProducts } from '../test/fixtures';
import { checkoutForm } from '../test/orders';
import { changedParts, readState } from '../test/state';

/**
 * Issue 10, F1: text holding NUL or half a surrogate pair is refused with 400 and the field named,
 * nothing is written, and the log never holds what the customer typed.
 */

/** Personal values sent with the spoiled fields: none of them may reach the log. */
const PERSONAL = {
  contactName: 'Adaeze Nwosu',
  contactEmail: 'adaeze.nwosu@example.com',
  contactMessage: 'Please call me on 0803 111 2222',
  firstName: 'Chinedu',
  lastName: 'Okafor-Ezeani',
  email: 'chinedu.ezeani@example.com',
  phone: '0803 999 1234',
  address: '12 Ezeani Crescent',
  city: 'Nsukka',
  zipCode: '410001',
  signUpName: 'Bolanle Fashola',
  signUpEmail: 'bolanle.fashola@example.com',
  productName: 'Secret Prototype Lift',
};

let lines = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines += chunk.toString();
    done();
  },
});

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ logLevel: 'info' }, { logStream });
  admin = await createUser(shop, 'admin');
  customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [{ id: 'p1', name: 'Two Post Lift', price: 1_000_000 }]);
});
afterAll(async () => shop?.close());

const customerForm = (overrides: Record<string, string> = {}) =>
  checkoutForm({
    firstName: PERSONAL.firstName,
    lastName: PERSONAL.lastName,
    email: PERSONAL.email,
    phone: PERSONAL.phone,
    address: PERSONAL.address,
    city: PERSONAL.city,
    zipCode: PERSONAL.zipCode,
    ...overrides,
  });

interface Case {
  name: string;
  field: string;
  request: () => InjectOptions;
}

const json =
  (method: InjectOptions['method'], url: string, payload: unknown, cookie?: () => string) => () => ({
    method,
    url,
    payload: payload as object,
    remoteAddress: uniqueIp(),
    headers: { origin: shop.config.publicUrl, ...(cookie ? { cookie: cookie() } : {}) },
  });
const adminGet = (url: string) => () => ({ method: 'GET' as const, url, headers: { cookie: admin.cookie } });

const CASES: Case[] = [
  {
    name: 'a contact message whose name holds NUL',
    field: 'name',
    request: json('POST', '/api/contact', {
      name: `${PERSONAL.contactName}\u0000`,
      email: PERSONAL.contactEmail,
      subject: 'other',
      message: PERSONAL.contactMessage,
    }),
  },
  {
    name: 'a contact message whose text holds half a surrogate pair',
    field: 'message',
    request: json('POST', '/api/contact', {
      name: PERSONAL.contactName,
      email: PERSONAL.contactEmail,
      subject: 'other',
      message: `${PERSONAL.contactMessage}\ud800`,
    }),
  },
  {
    name: 'an order whose first name holds NUL',
    field: 'customer.firstName',
    request: json(
      'POST',
      '/api/orders',
      {
        customer: customerForm({ firstName: `${PERSONAL.firstName}\u0000` }),
        items: [{ productId: 'p1', quantity: 1 }],
      },
      () => customer.cookie,
    ),
  },
  {
    name: 'an order whose address holds half a surrogate pair',
    field: 'customer.address',
    request: json(
      'POST',
      '/api/orders',
      {
        customer: customerForm({ address: `${PERSONAL.address}\udc00` }),
        items: [{ productId: 'p1', quantity: 1 }],
      },
      () => customer.cookie,
    ),
  },
  {
    name: 'an order whose product id holds NUL',
    field: 'items.0.productId',
    request: json(
      'POST',
      '/api/orders',
      { customer: customerForm(), items: [{ productId: 'p\u00001', quantity: 1 }] },
      () => customer.cookie,
    ),
  },
  {
    name: 'a new product whose name holds NUL',
    field: 'name',
    request: json(
      'POST',
      '/api/products',
      productInput('p1-img', { name: `${PERSONAL.productName}\u0000` }),
      () => admin.cookie,
    ),
  },
  {
    name: 'a new product whose specification name holds NUL',
    field: 'specifications',
    request: json(
      'POST',
      '/api/products',
      productInput('p1-img', { name: PERSONAL.productName, specifications: { 'Capacity\u0000': '20 t' } }),
      () => admin.cookie,
    ),
  },
  {
    name: 'a new product with a feature that is half a surrogate pair',
    field: 'features.0',
    request: json(
      'POST',
      '/api/products',
      productInput('p1-img', { name: PERSONAL.productName, features: ['\ud800'] }),
      () => admin.cookie,
    ),
  },
  {
    name: 'a product edit whose name holds NUL',
    field: 'name',
    request: json('PATCH', '/api/products/p1', { name: `${PERSONAL.productName}\u0000` }, () => admin.cookie),
  },
  {
    name: 'a product edit with a feature that is half a surrogate pair',
    field: 'features.0',
    request: json('PATCH', '/api/products/p1', { features: ['\ud800'] }, () => admin.cookie),
  },
  {
    name: 'a product edit of an id holding NUL',
    field: 'id',
    request: json('PATCH', '/api/products/p%001', { name: PERSONAL.productName }, () => admin.cookie),
  },
  {
    name: 'a display name change holding NUL',
    field: 'name',
    request: json(
      'POST',
      '/api/auth/update-user',
      { name: `${PERSONAL.signUpName}\u0000` },
      () => customer.cookie,
    ),
  },
  {
    name: 'a sign-up whose name holds NUL',
    field: 'name',
    request: json('POST', '/api/auth/sign-up/email', {
      name: `${PERSONAL.signUpName}\u0000`,
      email: PERSONAL.signUpEmail,
      password: TEST_PASSWORD,
    }),
  },
  {
    name: 'a sign-up whose name holds half a surrogate pair',
    field: 'name',
    request: json('POST', '/api/auth/sign-up/email', {
      name: `${PERSONAL.signUpName}\ud83d`,
      email: PERSONAL.signUpEmail,
      password: TEST_PASSWORD,
    }),
  },
  {
    name: 'a sign-up whose email holds NUL',
    field: 'email',
    request: json('POST', '/api/auth/sign-up/email', {
      name: PERSONAL.signUpName,
      email: `${PERSONAL.signUpEmail}\u0000`,
      password: TEST_PASSWORD,
    }),
  },
  {
    name: 'the admin product search',
    field: 'q',
    request: adminGet(`/api/admin/products?q=${encodeURIComponent(PERSONAL.productName)}%00`),
  },
  {
    name: 'the admin order search',
    field: 'q',
    request: adminGet(`/api/admin/orders?q=${encodeURIComponent(PERSONAL.lastName)}%00`),
  },
  {
    name: 'a product history of an id holding NUL',
    field: 'id',
    request: adminGet('/api/admin/products/a%00/history'),
  },
  {
    name: 'an admin product of an id holding NUL',
    field: 'id',
    request: adminGet('/api/admin/products/a%00'),
  },
  {
    name: 'an admin order of a reference holding NUL',
    field: 'reference',
    request: adminGet('/api/admin/orders/GE-1%00'),
  },
  {
    name: 'a status move of a reference holding NUL',
    field: 'reference',
    request: json('POST', '/api/admin/orders/GE-1%00/status', { status: 'confirmed' }, () => admin.cookie),
  },
  {
    name: 'a contact message marked handled by an id holding NUL',
    field: 'id',
    request: json('PATCH', '/api/admin/contact-messages/a%00', { handled: true }, () => admin.cookie),
  },
  {
    name: 'the shop search',
    field: 'q',
    request: () => ({ method: 'GET', url: `/api/products?q=${encodeURIComponent(PERSONAL.productName)}%00` }),
  },
  {
    name: 'a shop product of an id holding NUL',
    field: 'id',
    request: () => ({ method: 'GET', url: '/api/products/a%00' }),
  },
  {
    name: "a shopper's order of a reference holding NUL",
    field: 'reference',
    request: () => ({ method: 'GET', url: '/api/orders/GE-1%00', headers: { cookie: customer.cookie } }),
  },
];

describe('text with NUL or half a surrogate pair', () => {
  it.each(CASES)('refuses $name with 400 naming $field and writes nothing', async ({ field, request }) => {
    const before = await readState(shop);
    const response = await shop.app.inject(request());
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(`${field}: ${UNSAFE_TEXT_MESSAGE}`);
    expect(changedParts(before, await readState(shop))).toEqual([]);
  });

  it('leaves every personal value sent out of the log', async () => {
    for (const { request } of CASES) await shop.app.inject(request());
    // The log was written: each refusal is there, by code and status only.
    expect(lines.match(/"msg":"request refused"/g)?.length ?? 0).toBeGreaterThanOrEqual(CASES.length);
    const found = Object.values(PERSONAL).filter((value) =>
      [value, encodeURIComponent(value)].some((form) => lines.includes(form)),
    );
    expect(found).toEqual([]);
  });
});
