import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, payments } from '../../db/schema';
import { uniqueIp, type SignedIn } from '../accounts';
import type { TestApp } from '../app';
import { createTestApp } from '../app';
import { insertProducts } from '../fixtures';
import {
  checkoutUrlOf,
  confirmedOrder,
  FLUTTERWAVE_HASH,
  PAYSTACK_SECRET,
  startFakeProviders,
  type FakeProviders,
} from '../online-payments';
import { namedUser } from '../orders';
import { bodies, encodeLoose, hostileText, payloadOf, queryString, type Body } from './arbitraries';
import { FUZZ_RUNS, FUZZ_SEED } from './harness';

/**
 * Issue 28: the providers' webhooks, the shopper's return and the pay link, fuzzed. Never a 5xx; a
 * webhook without a valid signature queues nothing and writes nothing; no payment is ever credited
 * that the provider did not verify as paid (here: none, every transaction is left unpaid).
 */

let shop: TestApp;
let providers: FakeProviders;
let customer: SignedIn;
let admin: SignedIn;
const orderReferences: string[] = [];
const attemptReferences: string[] = [];

beforeAll(async () => {
  providers = await startFakeProviders();
  shop = await createTestApp({ payments: providers.config });
  customer = await namedUser(shop, 'verified', 'Amaka Eze');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'lift', name: 'Lift', price: 100_000, stockCount: 100 },
  ]);
  for (let i = 0; i < 3; i++) {
    const order = await confirmedOrder(shop, customer, admin, 'lift', i * 20);
    orderReferences.push(order.reference);
    await checkoutUrlOf(shop, order.reference, { cookie: customer.cookie });
    attemptReferences.push(`${order.reference}-P1`);
  }
});
afterAll(async () => {
  await shop?.close();
  await providers?.close();
});

const ledgerSize = async () =>
  (await shop.database.handle.db.select({ total: count() }).from(payments))[0]!.total;
const verifyJobs = async () =>
  (
    await shop.database.handle.db
      .select({ total: count() })
      .from(jobs)
      .where(eq(jobs.kind, 'payments.verify'))
  )[0]!.total;

/** A payment event about one of the attempts (or anything), near the providers' own bodies. */
const event = fc.record({
  event: fc.oneof(
    fc.constantFrom('charge.success', 'charge.completed', 'transfer.success', 'charge.failed'),
    hostileText,
  ),
  data: fc.record({
    reference: fc.oneof(fc.constantFrom(...['GE-1001-P1', 'x']), hostileText),
    tx_ref: fc.oneof(fc.constantFrom('GE-1001-P1'), hostileText),
    status: fc.constantFrom('success', 'successful', 'failed'),
    amount: fc.oneof(fc.integer(), fc.double(), fc.constant('100000')),
    currency: fc.constantFrom('NGN', 'USD', ''),
  }),
});

type Signing = 'none' | 'valid' | 'wrong-secret' | 'garbage';

const webhookCases = fc.record({
  provider: fc.constantFrom('paystack', 'flutterwave') as fc.Arbitrary<'paystack' | 'flutterwave'>,
  body: bodies(event) as fc.Arbitrary<Body>,
  attempt: fc.nat({ max: 2 }),
  aboutAttempt: fc.boolean(),
  signing: fc.constantFrom<Signing>('none', 'valid', 'valid', 'wrong-secret', 'garbage'),
  flutterwaveStyle: fc.constantFrom('verif-hash', 'flutterwave-signature'),
  garbage: hostileText,
});

function signatureHeaders(
  provider: 'paystack' | 'flutterwave',
  style: string,
  payload: string,
  secretOf: (real: string) => string,
): Record<string, string> {
  if (provider === 'paystack')
    return {
      'x-paystack-signature': createHmac('sha512', secretOf(PAYSTACK_SECRET)).update(payload).digest('hex'),
    };
  const secret = secretOf(FLUTTERWAVE_HASH);
  return style === 'verif-hash'
    ? { 'verif-hash': secret }
    : { 'flutterwave-signature': createHmac('sha256', secret).update(payload).digest('base64') };
}

describe('the webhooks, fuzzed', () => {
  it(`never answer 5xx and never credit: ${FUZZ_RUNS} cases`, async () => {
    const cases = fc.sample(webhookCases, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED });
    const problems: string[] = [];
    for (const input of cases) {
      let { payload, contentType } = payloadOf(input.body);
      if (input.aboutAttempt && input.body.kind === 'json') {
        const reference = attemptReferences[input.attempt]!;
        const name = input.provider === 'paystack' ? 'reference' : 'tx_ref';
        const eventName = input.provider === 'paystack' ? 'charge.success' : 'charge.completed';
        payload = JSON.stringify({
          event: eventName,
          data: { [name]: reference, status: 'success', amount: 1 },
        });
        contentType = 'application/json';
      }
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const valid = input.signing === 'valid';
      if (input.signing === 'valid')
        Object.assign(
          headers,
          signatureHeaders(input.provider, input.flutterwaveStyle, payload, (s) => s),
        );
      if (input.signing === 'wrong-secret')
        Object.assign(
          headers,
          signatureHeaders(input.provider, input.flutterwaveStyle, payload, (s) => `${s}x`),
        );
      if (input.signing === 'garbage') {
        const name = input.provider === 'paystack' ? 'x-paystack-signature' : input.flutterwaveStyle;
        headers[name] = encodeLoose(input.garbage);
      }
      const jobsBefore = await verifyJobs();
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/payments/${input.provider}/webhook`,
        headers,
        payload,
        remoteAddress: uniqueIp(),
      });
      const problem =
        response.statusCode >= 500
          ? `5xx: ${response.statusCode}`
          : !valid && ![401, 413].includes(response.statusCode)
            ? `unsigned answered ${response.statusCode}`
            : !valid && (await verifyJobs()) !== jobsBefore
              ? 'unsigned queued a job'
              : null;
      if (problem && problems.length < 5)
        problems.push(`${problem} for ${JSON.stringify(input).slice(0, 300)}`);
    }
    await shop.app.jobs.drain();
    expect(problems).toEqual([]);
    expect(await ledgerSize()).toBe(0);
  });
});

describe("the shopper's return and the pay link, fuzzed", () => {
  it(`never answer 5xx and never credit: ${FUZZ_RUNS} cases each`, async () => {
    const checkCases = fc.sample(
      fc.record({
        order: fc.oneof(fc.constantFrom(...orderReferences), hostileText.map(encodeLoose)),
        body: bodies(fc.record({ reference: fc.constantFrom(...attemptReferences, 'GE-1-P1') })),
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
    const problems: string[] = [];
    for (const input of checkCases) {
      const { payload, contentType } = payloadOf(input.body);
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${input.order}/payments/check`,
        headers: {
          cookie: customer.cookie,
          origin: shop.config.publicUrl,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        payload,
        remoteAddress: uniqueIp(),
      });
      if (response.statusCode >= 500 && problems.length < 5)
        problems.push(`check ${response.statusCode} for ${JSON.stringify(input).slice(0, 300)}`);
    }
    const linkCases = fc.sample(
      fc.record({
        order: fc.constantFrom(...orderReferences),
        query: queryString({ part: ['deposit', 'balance'], t: ['x'] }),
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 4), seed: FUZZ_SEED },
    );
    for (const input of linkCases) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/orders/${input.order}/pay?${input.query}`,
        headers: { cookie: customer.cookie },
        remoteAddress: uniqueIp(),
      });
      if ((response.statusCode >= 500 || response.statusCode === 200) && problems.length < 5)
        problems.push(`pay link ${response.statusCode} for ${JSON.stringify(input).slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
    expect(await ledgerSize()).toBe(0);
  });
});
