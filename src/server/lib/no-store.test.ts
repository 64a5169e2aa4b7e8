import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, createUser, get, type SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { send } from '../test/catalog-admin';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  customer = await createUser(shop, 'verified');
});
afterAll(async () => shop?.close());

describe('answers about a person or a moment are never cached', () => {
  it.each([
    ['the account', 'GET', '/api/account', 'customer', 200],
    ['the account, signed out', 'GET', '/api/account', 'nobody', 401],
    ['checkout eligibility', 'GET', '/api/checkout/eligibility', 'customer', 200],
    ['the health check', 'GET', '/api/health', 'nobody', 200],
    ["the shopper's orders", 'GET', '/api/orders', 'customer', 200],
    ['an order that is not there', 'GET', '/api/orders/GE-99999', 'customer', 404],
    ['the order desk', 'GET', '/api/admin/orders', 'admin', 200],
    ['the order desk, to a customer', 'GET', '/api/admin/orders', 'customer', 403],
    ["the admin's catalogue", 'GET', '/api/admin/products', 'admin', 200],
    ['the contact messages', 'GET', '/api/admin/contact-messages', 'admin', 200],
    ['the business details', 'GET', '/api/admin/settings/business', 'admin', 200],
    ['the delivery fees, to a customer', 'GET', '/api/admin/settings/delivery-fees', 'customer', 403],
    ['a session', 'GET', '/api/auth/get-session', 'customer', 200],
  ] as const)('%s (%s %s)', async (_name, method, url, who, status) => {
    const cookie = who === 'admin' ? admin.cookie : who === 'customer' ? customer.cookie : undefined;
    const response = await send(shop, method, url, cookie);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('also a refused sign-in', async () => {
    const refused = await authPost(shop, '/sign-in/email', {
      email: customer.email,
      password: 'not-the-password',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue to its own caching', async () => {
    const response = await get(shop, '/api/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
