import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { bodies } from './arbitraries';
import {
  CLEAN,
  fuzzRoute,
  injectBody,
  othersChanged,
  printReport,
  rowDelta,
  verdict,
  type FuzzRoute,
} from './harness';

/**
 * Issue 10: the account routes, fuzzed. A valid sign-up or sign-in costs a password hash (~290 ms of
 * scrypt), so most cases start from a body with two faults that one change cannot both fix; a few
 * start from a valid body. The per-address limits stay as they are: each case comes from an address
 * of its own.
 */

let shop: TestApp;
let account: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  account = await signUp(shop, { name: 'Fuzz Account' });
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const AUTH_TABLES = ['user', 'session', 'account', 'verification'] as const;
const PROTECTED = ['role', 'emailVerified', 'banned', 'banReason', 'banExpires', 'image', 'id', 'createdAt'];

/** Mostly bodies from the faulty start, one in eight from the valid one. */
function mostlyFaulty(valid: fc.Arbitrary<unknown>, faulty: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 1, arbitrary: bodies(valid, PROTECTED) },
    { weight: 7, arbitrary: bodies(faulty, PROTECTED) },
  );
}

/** Better Auth's answers carry the user (and session) it made or changed. */
const userAnswer = z
  .object({ user: z.object({ id: z.string(), email: z.string() }).passthrough() })
  .passthrough();

describe('fuzz: accounts', () => {
  it('POST /api/auth/sign-up/email', async () => {
    const email = fc.uuid().map((id) => `fuzz-${id}@example.com`);
    const valid = fc.record({
      name: fc.constantFrom('Ada Obi', 'Bola Ade'),
      email,
      password: fc.constant(TEST_PASSWORD),
    });
    const faulty = fc.record({
      name: fc.constantFrom('', '   '),
      email,
      password: fc.constantFrom('123', ''),
    });
    await run({
      name: 'POST /api/auth/sign-up/email',
      cases: mostlyFaulty(valid, faulty),
      send: (body) => injectBody(shop, 'POST', '/api/auth/sign-up/email', body),
      touches: AUTH_TABLES,
      success: userAnswer,
      acceptedChange: (before, after) => {
        const users = rowDelta(before, after, 'user');
        if (users !== 0 && users !== 1) return `a sign-up added ${users} users`;
        if (rowDelta(before, after, 'account') !== users) return 'a sign-up added a user without its account';
        const others = othersChanged(before, after, ['user', 'account', 'session', 'verification']);
        return others.length === 0 ? null : `a sign-up changed ${others.join(', ')}`;
      },
    });
  });

  it('POST /api/auth/sign-in/email', async () => {
    const valid = fc.record({
      email: fc.constant(account.email),
      password: fc.constantFrom(TEST_PASSWORD, 'Wrong-Password-1'),
    });
    const faulty = fc.record({ email: fc.constantFrom('nobody', ''), password: fc.constant('') });
    await run({
      name: 'POST /api/auth/sign-in/email',
      cases: mostlyFaulty(valid, faulty),
      send: (body) => injectBody(shop, 'POST', '/api/auth/sign-in/email', body),
      touches: AUTH_TABLES,
      success: userAnswer,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'session') === 1 && othersChanged(before, after, ['session']).length === 0
          ? null
          : 'a sign-in did not add exactly one session',
    });
  });

  it('POST /api/auth/update-user', async () => {
    const valid = fc.record({ name: fc.constantFrom('Ada Obi', 'Ada Changed') });
    await run({
      name: 'POST /api/auth/update-user',
      cases: bodies(valid, PROTECTED),
      send: (body) => injectBody(shop, 'POST', '/api/auth/update-user', body, account.cookie),
      touches: AUTH_TABLES,
      success: z.object({ status: z.boolean() }).passthrough(),
      acceptedChange: (before, after) => {
        if (rowDelta(before, after, 'user') !== 0) return 'an account update added or removed users';
        const others = othersChanged(before, after, ['user']);
        return others.length === 0 ? null : `an account update changed ${others.join(', ')}`;
      },
    });
  });
});
