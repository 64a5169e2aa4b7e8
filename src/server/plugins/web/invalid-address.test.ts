import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, errorBodySchema } from '../../../shared/errors';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Issue 10, F6: addresses the router cannot read (a bad percent escape, a very long segment) answer in
 * the shop's own format, from the closed set of codes, and never echo the address.
 */

let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

const LONG = 'x'.repeat(300);
const VERY_LONG = 'y'.repeat(5000);

/** The parts of an address that must never come back in an answer. */
const ECHOES = ['%', LONG.slice(0, 50), VERY_LONG.slice(0, 50), 'FST_'];

function expectNoEcho(body: string, url: string) {
  const path = url.replace(/^\/[a-z]+\//, '');
  expect(body).not.toContain(path);
  for (const echo of ECHOES) if (url.includes(echo) || echo === 'FST_') expect(body).not.toContain(echo);
}

describe('an API or media address the router cannot read', () => {
  it.each([
    { method: 'GET', url: '/api/products/%', label: 'a lone %' },
    { method: 'GET', url: '/api/products/%zz', label: 'an escape of no hex digits' },
    { method: 'GET', url: '/api/products/%E0%A4', label: 'a cut UTF-8 sequence' },
    { method: 'GET', url: `/api/products/${VERY_LONG}`, label: 'a 5,000-character id' },
    { method: 'GET', url: '/api/admin/products/%/history', label: 'a lone % in a history address' },
    { method: 'PATCH', url: '/api/products/%', label: 'a lone % in a write' },
    { method: 'DELETE', url: `/api/products/${VERY_LONG}`, label: 'a 5,000-character id in a delete' },
    { method: 'POST', url: '/api/auth/%', label: 'a lone % under the account routes' },
    { method: 'GET', url: '/media/%', label: 'a lone % in a picture address' },
    { method: 'GET', url: `/media/${VERY_LONG}/800.webp`, label: 'a 5,000-character picture name' },
  ] as const)('$method with $label answers 400 in the standard format', async ({ method, url }) => {
    const response = await shop.app.inject({
      method,
      url,
      headers: { origin: shop.config.publicUrl, cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    const body = errorBodySchema.parse(response.json());
    expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expectNoEcho(response.body, url);
  });

  it.each([
    ['/api/products/', 'id'],
    ['/api/admin/products/', 'id'],
    ['/api/orders/', 'reference'],
  ])('%s with a 300-character id answers 400 naming the parameter', async (prefix, field) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `${prefix}${LONG}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(new RegExp(`^${field}: `)),
    });
    expectNoEcho(response.body, `${prefix}${LONG}`);
  });

  it('answers a missing picture in JSON, not with a page', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/media/${LONG}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });
});

describe('a page address the router cannot read', () => {
  it.each([
    { url: '/product/%', status: 400, label: 'a lone %' },
    { url: '/product/%zz', status: 400, label: 'an escape of no hex digits' },
    { url: `/product/${VERY_LONG}`, status: 400, label: 'a 5,000-character id' },
    { url: '/orders/%', status: 400, label: 'a lone % in an order address' },
    { url: '/shop%', status: 400, label: 'a lone % after a page name' },
    { url: `/product/${LONG}`, status: 404, label: 'a 300-character id' },
  ])('a page address with $label answers the shop page with status $status', async ({ url, status }) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('Premium Garage Equipment');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // A 404 page names its own address (og:url, escaped); an address the router cannot read is never repeated.
    if (status === 400) expectNoEcho(response.body, url);
  });
});

describe('every framework answer', () => {
  it.each([
    ['a method the route does not have', 'PUT', '/api/products'],
    ['an unknown API path', 'GET', '/api/no-such-thing'],
    ['a JSON body that is not JSON', 'POST', '/api/contact'],
    ['an unsupported content type', 'POST', '/api/contact'],
  ])('uses a code of the closed set with its status: %s', async (label, method, url) => {
    const response = await shop.app.inject({
      method: method as 'GET',
      url,
      payload: label.includes('content type') ? 'x=1' : label.includes('JSON') ? '{"name":' : undefined,
      headers: {
        'content-type': label.includes('content type') ? 'text/csv' : 'application/json',
        origin: shop.config.publicUrl,
      },
    });
    const body = errorBodySchema.parse(response.json());
    expect(response.statusCode).toBe(ERROR_STATUS[body.code]);
  });
});
