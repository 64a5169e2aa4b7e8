import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, shopHeaders, uniqueIp } from './support/http';
import { copyDatabase, sql, startServer, stopEverything, type ServerProcess } from './support/servers';
import { VARIANT_PRODUCT } from './support/constants';
import { createAccount, moveOrder, postOrder, stockOf, variantStockOf, type Account } from './support/shop';

// Two server processes on one PostgreSQL database, as behind a load balancer: what one does, the other
// must see (S1), one unit of stock goes once (S2), and one address has one budget of attempts (S4).

/** The catalogue's backstop: a process that missed a notification reads the version row this often. */
const BACKSTOP_MS = 5_000;

let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
let admin: Account;
/** A's listening connections, to tell B's apart. */
let listenersOfA: number[];

beforeAll(async () => {
  databaseUrl = await copyDatabase();
  a = await startServer({ databaseUrl });
  listenersOfA = await listeners();
  b = await startServer({ databaseUrl });
  admin = await createAccount(a, databaseUrl, 'admin');
});
afterAll(stopEverything);

async function priceOn(server: ServerProcess, id: string): Promise<number> {
  const reply = await request(`${server.url}/api/products/${id}`);
  expect(reply.status).toBe(200);
  return reply.json().product.price;
}

/** Edits the price through `server`; resolves with the time the answer came. */
async function editPrice(server: ServerProcess, id: string, price: number): Promise<number> {
  const reply = await request(`${server.url}/api/products/${id}`, {
    method: 'PATCH',
    headers: shopHeaders(uniqueIp(), admin.cookie),
    body: { price },
  });
  expect(reply.status, reply.body).toBe(200);
  return Date.now();
}

/** How long after `since` the product showed `price` on `server` (polled every 20 ms), or Infinity. */
async function seenAfter(server: ServerProcess, id: string, price: number, since: number, limitMs: number) {
  while (Date.now() - since <= limitMs) {
    if ((await priceOn(server, id)) === price) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

/** The backends LISTENing for catalogue changes (one per process). */
async function listeners(): Promise<number[]> {
  const rows = await sql<{ pid: number }>(
    databaseUrl,
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
       and query ilike 'listen%'`,
  );
  return rows.map((row) => row.pid);
}

describe('two server processes on one database', () => {
  it('S1: a price edited through A is served by B within 1 s, also after B lost its listener', async () => {
    const id = 'scale-press';
    // Both processes have the catalogue in memory before the edit.
    expect(await priceOn(a, id)).toBe(850_000);
    expect(await priceOn(b, id)).toBe(850_000);
    const first = await editPrice(a, id, 870_000);
    expect(await seenAfter(b, id, 870_000, first, 1_000)).toBeLessThanOrEqual(1_000);

    // B's listener connection is ended by the server (a restart, a failover, an idle timeout); B lives on.
    const ofB = (await listeners()).filter((pid) => !listenersOfA.includes(pid));
    expect(ofB.length).toBeGreaterThanOrEqual(1);
    await sql(databaseUrl, 'select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [ofB]);
    const second = await editPrice(a, id, 880_000);
    expect(await seenAfter(b, id, 880_000, second, BACKSTOP_MS + 1_000)).toBeLessThanOrEqual(
      BACKSTOP_MS + 1_000,
    );
    expect(b.child.exitCode).toBeNull();
    expect(a.child.exitCode).toBeNull();
  });

  it('S2: 50 confirmations at once over two processes compete for the last unit: exactly one wins', async () => {
    const id = 'scale-last-unit';
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => createAccount(b, databaseUrl, 'verified')));
    const references: string[] = [];
    for (let i = 0; i < 50; i++) {
      const reply = await postOrder(i % 2 ? a : b, shoppers[i % 5]!, [{ productId: id, quantity: 1 }]);
      expect(reply.status, reply.body).toBe(201);
      references.push(reply.json().order.reference);
    }
    const answers = await Promise.all(
      references.map((reference, i) => moveOrder(i % 2 ? a : b, admin, reference, 'confirmed')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await stockOf(databaseUrl, id)).toBe(0);
    const confirmed = await sql(databaseUrl, `select reference from orders where status = 'confirmed'`);
    expect(confirmed).toHaveLength(1);
    // Both processes show the product out of stock.
    for (const server of [a, b]) {
      const product = (await request(`${server.url}/api/products/${id}`)).json().product;
      expect(product.stockCount).toBe(0);
    }
  });

  it('S2 per variant: 20 confirmations at once over two processes compete for a variant’s last unit: exactly one wins', async () => {
    const { product, variants } = VARIANT_PRODUCT;
    const [plenty, scarce] = variants;
    const shopper = await createAccount(a, databaseUrl, 'verified');
    const references: string[] = [];
    for (let i = 0; i < 20; i++) {
      const reply = await postOrder(i % 2 ? a : b, shopper, [
        { productId: product.id, variantId: scarce!.id, quantity: 1 },
      ]);
      expect(reply.status, reply.body).toBe(201);
      references.push(reply.json().order.reference);
    }
    const other = await postOrder(a, shopper, [
      { productId: product.id, variantId: plenty!.id, quantity: 2 },
    ]);
    expect(other.status, other.body).toBe(201);
    const answers = await Promise.all([
      ...references.map((reference, i) => moveOrder(i % 2 ? a : b, admin, reference, 'confirmed')),
      moveOrder(b, admin, other.json().order.reference, 'confirmed'),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, -1).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.slice(0, -1).filter((status) => status === 409)).toHaveLength(19);
    expect(statuses.at(-1)).toBe(200);
    expect(await variantStockOf(databaseUrl, scarce!.id)).toBe(0);
    expect(await variantStockOf(databaseUrl, plenty!.id)).toBe(plenty!.stockCount - 2);
    // The product's summary is the active variants' sum, and both processes show it.
    expect(await stockOf(databaseUrl, product.id)).toBe(plenty!.stockCount - 2);
    for (const server of [a, b]) {
      const shown = (await request(`${server.url}/api/products/${product.id}`)).json().product;
      expect(shown.stockCount).toBe(plenty!.stockCount - 2);
    }
  });

  it('S4: 21 wrong passwords from one address, split across both processes, meet 429 at the 21st', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      // A different account each time: the per-account guard (decision 010) stays out of it.
      const reply = await request(`${(i % 2 ? a : b).url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: shopHeaders(ip),
        body: { email: `nobody-${i}-${process.pid}@example.com`, password: 'Wrong-Password-42' },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});
