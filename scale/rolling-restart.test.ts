import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { request } from './support/http';
import { childPids, copyDatabase, sql, startServer, stopEverything, stopServer } from './support/servers';
import { createAccount, postOrder, type Account } from './support/shop';
import { FIXTURE_PRODUCTS } from './support/constants';

afterAll(stopEverything);

const RATE_PER_SECOND = 200;
const PRODUCT_IDS = FIXTURE_PRODUCTS.filter((product) => product.stockCount! > 1).map(
  (product) => product.id,
);

interface Outcome {
  ok: boolean;
  what: string;
  reference?: string;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a rolling restart under load', () => {
  it('S3: one of two processes restarted at 200 requests/s: nothing fails beyond the requests in flight, no order lost', async () => {
    const databaseUrl = await copyDatabase();
    const primary = await startServer({ databaseUrl, workers: 2 });
    await waitFor(() => primary.output().includes('The shop is running at'), 60_000, 'both workers');
    const shoppers: Account[] = [];
    for (let i = 0; i < 4; i++) shoppers.push(await createAccount(primary, databaseUrl, 'verified'));

    // Keep-alive connections, as a browser or a proxy keeps them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const outcomes: Outcome[] = [];
    let inFlight = 0;
    let allowedFailures = 0;
    let sent = 0;
    const one = async (n: number): Promise<void> => {
      inFlight++;
      const id = PRODUCT_IDS[n % PRODUCT_IDS.length]!;
      const kind = n % 10;
      try {
        if (kind === 0) {
          const reply = await postOrder(
            primary,
            shoppers[n % shoppers.length]!,
            [{ productId: id, quantity: 1 }],
            60_000,
          );
          outcomes.push({
            ok: reply.status === 201,
            what: `order ${reply.status}`,
            reference: reply.json().order?.reference,
          });
        } else {
          const path =
            kind < 5 ? '/api/products?limit=24' : kind < 8 ? `/api/products/${id}` : `/product/${id}`;
          const reply = await request(`${primary.url}${path}`, { agent, timeoutMs: 60_000 });
          outcomes.push({ ok: reply.status === 200, what: `${path} ${reply.status}` });
        }
      } catch (error) {
        outcomes.push({ ok: false, what: (error as Error).message });
      } finally {
        inFlight--;
      }
    };
    const pending: Promise<void>[] = [];
    const started = Date.now();
    const load = (async () => {
      // An open loop: a request every 5 ms whatever the answers do, for 14 s.
      while (Date.now() - started < 14_000) {
        const due = Math.floor(((Date.now() - started) / 1000) * RATE_PER_SECOND);
        while (sent < due) pending.push(one(sent++));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();

    // At 3 s one worker is told to stop (SIGTERM): the primary starts another as it drains.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [first] = childPids(primary.child.pid!);
    expect(first).toBeDefined();
    allowedFailures += inFlight;
    process.kill(first!, 'SIGTERM');
    await waitFor(
      () => {
        const now = childPids(primary.child.pid!);
        return now.length === 2 && !now.includes(first!);
      },
      90_000,
      'the replacement worker',
    );
    // At 7 s: a rolling restart of both (SIGHUP to the primary), one at a time.
    await waitFor(() => Date.now() - started > 7_000, 10_000, '7 s');
    const before = childPids(primary.child.pid!);
    allowedFailures += inFlight;
    process.kill(primary.child.pid!, 'SIGHUP');
    await waitFor(
      () => primary.output().includes('Every server process was replaced.'),
      120_000,
      'the restart',
    ).catch((error: Error) => {
      throw new Error(`${error.message} (${(Date.now() - started) / 1000} s):\n${primary.output()}`);
    });
    const after = childPids(primary.child.pid!);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);

    await load;
    await Promise.all(pending);
    agent.destroy();
    const failed = outcomes.filter((outcome) => !outcome.ok);
    console.log(
      `S3: ${outcomes.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failed.length} failed ` +
        `(in flight at the two signals: ${allowedFailures})${failed.length ? `: ${failed.map((f) => f.what).join('; ')}` : ''}`,
    );
    expect(outcomes.length).toBeGreaterThanOrEqual(RATE_PER_SECOND * 13);
    expect(failed.length).toBeLessThanOrEqual(allowedFailures);

    const answered = outcomes.flatMap((outcome) => (outcome.reference ? [outcome.reference] : []));
    expect(answered.length).toBeGreaterThan(200);
    const stored = await sql<{ reference: string }>(databaseUrl, 'select reference from orders');
    const references = new Set(stored.map((row) => row.reference));
    expect(answered.filter((reference) => !references.has(reference))).toEqual([]);

    await stopServer(primary);
    expect(primary.child.exitCode).toBe(0);
  });
});
