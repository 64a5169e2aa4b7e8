import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { FOREIGN_ORIGIN_MESSAGE } from './origin-check';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'other', message: 'Hello' };

function post(url: string, payload: object, headers: Record<string, string>, ip: string) {
  return shop.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
}

describe('state-changing requests from another site', () => {
  it.each([
    ['/api/contact', contact],
    ['/api/auth/sign-up/email', { name: 'Ada', email: 'x@example.com', password: TEST_PASSWORD }],
    ['/api/auth/sign-in/email', { email: 'x@example.com', password: TEST_PASSWORD }],
    ['/api/nothing-here', {}],
  ])('are refused on %s', async (url, payload) => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await post(url, payload, headers, '10.70.0.1');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: FOREIGN_ORIGIN_MESSAGE });
    }
  });

  it('pass from the shop itself and from clients that send no Origin (curl, servers)', async () => {
    expect(
      (await post('/api/contact', contact, { origin: shop.config.publicUrl }, '10.70.0.2')).statusCode,
    ).toBe(201);
    expect(
      (await post('/api/contact', contact, { 'sec-fetch-site': 'same-origin' }, '10.70.0.2')).statusCode,
    ).toBe(201);
    expect((await post('/api/contact', contact, {}, '10.70.0.2')).statusCode).toBe(201);
    const signUp = { name: 'Ada', email: uniqueEmail(), password: TEST_PASSWORD };
    expect((await post('/api/auth/sign-up/email', signUp, {}, '10.70.0.3')).statusCode).toBe(200);
  });

  it('leave reads alone', async () => {
    const response = await shop.app.inject({ url: '/api/health', headers: { origin: 'https://evil.test' } });
    expect(response.statusCode).toBe(200);
  });
});
