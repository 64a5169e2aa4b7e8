import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authPost, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { serializeError } from './logging';

const PERSONAL = 'Ngozi Adichie, 14 Marina Road';

let lines = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines += chunk.toString();
    done();
  },
});

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp(
    { logLevel: 'info' },
    {
      logStream,
      // A query that fails inside PostgreSQL with a customer's text as its parameter.
      extraRoutes: (app) => {
        app.get('/test/failing-query', async () =>
          shop.database.handle.db.execute(sql`select ${`${PERSONAL}\u0000`}::text as value`),
        );
        app.get('/test/failing-code', async () => {
          throw new TypeError('something broke in the code');
        });
      },
    },
  );
});
afterAll(async () => shop?.close());

describe('the log', () => {
  it('keeps a failed query to its SQLSTATE: no SQL text, no parameters', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    const failure = lines.split('\n').find((line) => line.includes('"msg":"request failed"'));
    expect(failure).toBeDefined();
    const { err } = JSON.parse(failure!);
    expect(err).toMatchObject({ code: '22021', message: expect.stringContaining('SQLSTATE 22021') });
    expect(err).not.toHaveProperty('params');
    expect(err).not.toHaveProperty('query');
    expect(lines).not.toContain('Ngozi');
    expect(lines).not.toContain('select');
  });

  it('keeps the message and stack of an error in the code', async () => {
    await shop.app.inject({ method: 'GET', url: '/test/failing-code' });
    expect(lines).toContain('something broke in the code');
    expect(lines).toContain('"type":"TypeError"');
  });

  it('logs requests by path, without the query string or a reset token', async () => {
    await shop.app.inject({ method: 'GET', url: '/api/products?q=Ngozi%20Adichie' });
    await shop.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/secret-reset-token?callbackURL=/',
    });
    expect(lines).toContain('"url":"/api/products"');
    expect(lines).toContain('"url":"/api/auth/reset-password/[token]"');
    expect(lines).not.toContain('Ngozi');
    expect(lines).not.toContain('secret-reset-token');
  });
});

describe('an account request that fails in the database', () => {
  it("answers 500 through the shop's handler, and neither the log nor stderr holds the address", async () => {
    const email = 'chiamaka.database-failure@example.com';
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = shop.database.handle.db;
    await db.execute(sql`alter table "user" rename to user_gone`);
    try {
      const response = await authPost(shop, '/sign-up/email', {
        name: 'Chiamaka',
        email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    } finally {
      await db.execute(sql`alter table user_gone rename to "user"`);
      stderr.mockRestore();
    }
    expect(lines).toContain('"code":"42P01"');
    expect(lines).not.toContain('chiamaka');
    expect(stderr.mock.calls.flat().map(String).join(' ')).not.toContain('chiamaka');
  });
});

describe('serializeError', () => {
  it('drops a database error found anywhere in the causes', () => {
    const database = Object.assign(new Error(`invalid input syntax for type integer: "${PERSONAL}"`), {
      code: '22P02',
      severity: 'ERROR',
      detail: PERSONAL,
      routine: 'pg_strtoint32_safe',
    });
    const wrapped = new Error('could not place the order', { cause: database });
    const logged = serializeError(wrapped);
    expect(logged).toMatchObject({
      code: '22P02',
      database: { severity: 'ERROR', routine: 'pg_strtoint32_safe' },
    });
    expect(JSON.stringify(logged)).not.toContain('Ngozi');
  });

  it('says what was thrown when it is not an Error', () => {
    expect(serializeError(PERSONAL)).toEqual({
      type: 'string',
      message: expect.not.stringContaining('Ngozi'),
    });
  });
});
