import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { authPost, TEST_PASSWORD, uniqueEmail, uniqueIp, waitForMail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/mail';
import { SIGN_UP_PER_TARGET } from './sign-up-target-limit';

/**
 * Issue 25, S8 (decision 009): sign-up still tells a taken address from a new one by the session cookie,
 * so the attempts naming one address are limited, whoever sends them, on every server process. Two apps
 * on one database stand for two processes: each has its own memory, the counts are in the database.
 */

let shop: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  shop = await createTestApp();
  second = await buildApp({ config: shop.config, database: shop.database.handle });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await shop?.close();
});

const ATTEMPT_SUBJECT = 'Someone tried to create';

function signUpFrom(app: FastifyInstance, email: string, ip = uniqueIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Probe Person', email, password: TEST_PASSWORD },
    remoteAddress: ip,
    headers: { origin: shop.config.publicUrl },
  });
}

describe('sign-up attempts naming one address', () => {
  it('are limited per address across clients and processes, and mail its owner no more', async () => {
    const { max } = SIGN_UP_PER_TARGET;
    const target = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      // Each from another client address, alternating between the two processes.
      const response = await signUpFrom(i % 2 ? second : shop.app, i % 2 ? target.toUpperCase() : target);
      statuses.push(response.statusCode);
    }
    // The first made the account; the others were answered alike and mailed its owner.
    expect(statuses).toEqual(Array(max).fill(200));
    await waitForMail(shop, target, ATTEMPT_SUBJECT, max - 1);

    for (const app of [shop.app, second]) {
      const limited = await signUpFrom(app, target);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many attempts to create an account with this email address\. Please try again in \d+ hours\.$/,
        ),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    }
    // No more mail to the target's owner once the limit holds, and other addresses still sign up.
    await shop.app.jobs.drain();
    expect(
      readOutbox(shop.config.outboxDir, target).filter((mail) =>
        (mail.headers.subject ?? '').includes(ATTEMPT_SUBJECT),
      ),
    ).toHaveLength(max - 1);
    expect(
      (
        await authPost(shop, '/sign-up/email', {
          name: 'Someone Else',
          email: uniqueEmail('other'),
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps no email address in the counts', async () => {
    const result = (await shop.database.handle.db.execute(
      sql`select key from rate_limits where key like 'sign-up-target %'`,
    )) as unknown as { rows: { key: string }[] };
    expect(result.rows.length).toBeGreaterThan(0);
    for (const { key } of result.rows) expect(key).toMatch(/^sign-up-target [0-9a-f]{64}$/);
  });
});
