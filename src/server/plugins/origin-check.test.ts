import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, uniqueEmail, waitForMail } from '../test/accounts';
import { foreignOriginMessage } from './origin-check';

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
      expect(response.json()).toEqual({
        code: 'FORBIDDEN',
        message: foreignOriginMessage(shop.config.publicUrl),
      });
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

/** A request as a browser sends it to the shop opened at `address` (its own Host and Origin). */
function fromAddress(app: TestApp, url: string, payload: object, address: string, ip: string) {
  return app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: new URL(address).host, origin: address },
    remoteAddress: ip,
  });
}

describe('the shop opened at another address than PUBLIC_URL', () => {
  const lan = 'http://192.168.1.20:3000';

  it('outside production, accepts sign-up and sign-in whose Origin is the address they were sent to', async () => {
    const email = uniqueEmail('lan');
    const signUp = { name: 'Ada', email, password: TEST_PASSWORD };
    const created = await fromAddress(shop, '/api/auth/sign-up/email', signUp, lan, '10.70.1.1');
    expect(created.statusCode).toBe(200);
    const signIn = { email, password: TEST_PASSWORD };
    const signedIn = await fromAddress(shop, '/api/auth/sign-in/email', signIn, lan, '10.70.1.1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((cookie) => cookie.value)).toBe(true);
    // Mail links keep using PUBLIC_URL.
    const mail = await waitForMail(shop, email, 'Verify your email');
    expect(mail.text).toContain(`${shop.config.publicUrl}/api/auth/verify-email`);
    expect(mail.text).not.toContain('192.168.1.20');
  });

  it('outside production, still refuses an Origin that is neither the address nor PUBLIC_URL', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      headers: { host: '192.168.1.20:3000', origin: 'http://192.168.1.99:3000' },
      remoteAddress: '10.70.1.2',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(shop.config.publicUrl);
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      env: 'production',
      publicUrl: 'https://shop.test',
      allowedOrigins: ['https://www.shop.test', 'http://192.168.1.20:3000'],
    });
  });
  afterAll(async () => production?.close());

  it('accepts PUBLIC_URL and the origins in ALLOWED_ORIGINS', async () => {
    for (const [address, ip] of [
      ['https://shop.test', '10.70.2.1'],
      ['https://www.shop.test', '10.70.2.2'],
      ['http://192.168.1.20:3000', '10.70.2.3'],
    ] as const) {
      const signUp = { name: 'Ada', email: uniqueEmail('prod'), password: TEST_PASSWORD };
      const response = await fromAddress(production, '/api/auth/sign-up/email', signUp, address, ip);
      expect(response.statusCode, address).toBe(200);
    }
  });

  it('refuses its own address when it is not listed, naming the expected origin', async () => {
    const signUp = { name: 'Ada', email: uniqueEmail('prod'), password: TEST_PASSWORD };
    const address = 'http://10.1.2.3:3000';
    const response = await fromAddress(production, '/api/auth/sign-up/email', signUp, address, '10.70.2.4');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: foreignOriginMessage('https://shop.test'),
    });
    expect(response.json().message).toContain('https://shop.test');
  });
});
