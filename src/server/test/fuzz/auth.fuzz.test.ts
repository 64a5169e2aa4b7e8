import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setUserFields, signUp, TEST_PASSWORD, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { AUTH_SPELLINGS } from '../auth-spellings';
import { rawRequest } from '../raw-http';
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
let sales: SignedIn;
let origin: string;

beforeAll(async () => {
  shop = await createTestApp();
  account = await signUp(shop, { name: 'Fuzz Account' });
  sales = await createUser(shop, 'admin');
  await setUserFields(shop, sales.email, { staffLevel: 'sales' });
  // The spellings go over a socket: `inject` would read the address with `new URL` first.
  origin = await shop.app.listen({ port: 0, host: '127.0.0.1' });
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

/** An address in the one spelling the shop takes: lower-case endpoint names, or a token after its endpoint. */
const PLAIN = /^\/api\/auth((\/[a-z0-9-]+)+|\/(reset-password|callback)\/[A-Za-z0-9_-]+)$/;

/** One change to an endpoint (`/admin/create-user`) that makes its address another spelling. */
const MUTATIONS: ((path: string, at: number) => string)[] = [
  (path, at) => insertAtSlash(path, at, '/.'),
  (path, at) => insertAtSlash(path, at, '/x/..'),
  (path, at) => insertAtSlash(path, at, '/%2e'),
  (path, at) => insertAtSlash(path, at, '/x/%2E%2e'),
  (path, at) => insertAtSlash(path, at, '/'),
  (path, at) => replaceSlash(path, at, '%2f'),
  (path, at) => replaceSlash(path, at, '%2F'),
  (path, at) => replaceSlash(path, at, '\\'),
  (path) => `${path}/`,
  (path, at) => {
    const index = 1 + (at % (path.length - 1));
    return `${path.slice(0, index)}${path[index]!.toUpperCase()}${path.slice(index + 1)}`;
  },
  (path, at) => {
    const index = at % path.length;
    const hex = path.charCodeAt(index).toString(16).padStart(2, '0');
    return `${path.slice(0, index)}%${at % 2 ? hex.toUpperCase() : hex}${path.slice(index + 1)}`;
  },
  // A parameter on a segment of the endpoint (before its first slash it would name another base path).
  (path, at) => {
    const index = [...slashes(path).slice(1), path.length][at % slashes(path).length]!;
    return `${path.slice(0, index)};x${path.slice(index)}`;
  },
];

function slashes(path: string): number[] {
  return [...path].flatMap((char, index) => (char === '/' ? [index] : []));
}
function insertAtSlash(path: string, at: number, text: string): string {
  const all = slashes(path);
  const index = all[at % all.length]!;
  return `${path.slice(0, index)}${text}${path.slice(index)}`;
}
function replaceSlash(path: string, at: number, text: string): string {
  const all = slashes(path);
  const index = all[at % all.length]!;
  return `${path.slice(0, index)}${text}${path.slice(index + 1)}`;
}

describe('fuzz: account addresses spelled another way (issue 25, S1 and S2)', () => {
  it('every other spelling of every endpoint answers 400 and changes nothing, for a sales admin', async () => {
    const endpoints = Object.values(shop.app.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path ?? '')
      .filter((path) => path.startsWith('/'))
      .map((path) => path.replace(/:[^/]+/g, 'AbCdEf0123456789xyzXYZ12'));
    const spelled = fc
      .record({
        endpoint: fc.constantFrom(...endpoints),
        named: fc.option(fc.constantFrom(...Object.values(AUTH_SPELLINGS)), { nil: undefined }),
        changes: fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.nat(1_000)), {
          minLength: 1,
          maxLength: 3,
        }),
        method: fc.constantFrom('GET', 'POST'),
      })
      .map(({ endpoint, named, changes, method }) => {
        let spelled = endpoint;
        for (const [mutation, at] of changes) spelled = MUTATIONS[mutation]!(spelled, at);
        const path = named ? named(spelled) : `/api/auth${spelled}`;
        return { path, method };
      })
      // A change can leave a plain address (`%2f` then its `%` escaped, a capital in a token): that is no
      // spelling of another, just an address Better Auth may not have.
      .filter(({ path }) => !PLAIN.test(path));
    const body = { email: 'fuzz@example.com', password: 'Escalated-Pass-77', name: 'X', role: 'admin' };
    const report = await fuzzRoute(shop, {
      name: 'GET|POST /api/auth/* spelled another way',
      cases: spelled,
      send: async ({ path, method }) => {
        const answer = await rawRequest(origin, {
          method,
          path,
          headers: {
            cookie: sales.cookie,
            origin: shop.config.publicUrl,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          body:
            method === 'POST'
              ? JSON.stringify({ ...body, userId: sales.id, data: { staffLevel: 'owner' } })
              : undefined,
        });
        // The harness reads an answer's `statusCode`, `body` and `json()`: the socket's, in that shape.
        const read = { statusCode: answer.status, body: answer.body, json: () => answer.json() };
        return read as unknown as LightMyRequestResponse;
      },
      touches: AUTH_TABLES,
      // No other spelling is answered: a success is a bypass.
      success: z.never(),
    });
    printReport(report);
    expect(verdict(report)).toEqual(CLEAN);
    expect(Object.keys(report.statuses)).toEqual(['400']);
  });
});
