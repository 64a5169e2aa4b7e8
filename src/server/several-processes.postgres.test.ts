import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './db/schema';
import { SYNC_JOB } from './modules/catalog';
import { AUTH_RATE_LIMITS } from './plugins/auth/auth.plugin';
import { authPost, createUser, get, uniqueEmail, uniqueIp, type SignedIn } from './test/accounts';
import { send } from './test/catalog-admin';
import { insertProducts } from './test/fixtures';
import { adminUrl, withDatabase } from './test/postgres-admin';
import { moveOrder, placeOrder } from './test/orders';
import { createSeveralApps, type SeveralApps } from './test/several-apps';
import { createLift, twoPictures, variantStock } from './test/variants';

// Two apps on one PostgreSQL database stand for two server processes (decision 028): each has its own pool,
// listener, rate-limit batches and catalogue copy; they share only the database.
const VERSION_CHECK_MS = 500;
let shops: SeveralApps;
let admin: SignedIn;
beforeAll(async () => {
  shops = await createSeveralApps(2, { catalogueVersionCheckMs: VERSION_CHECK_MS });
  admin = await createUser(shops.apps[0]!, 'admin');
  await insertProducts(shops.apps[0]!.database.handle.db, [
    { id: 'wheel-balancer', name: 'Wheel Balancer', price: 400_000 },
  ]);
}, 120_000);
afterAll(async () => shops?.close());

/** The price an app serves; undefined when its answer failed (a request on a connection just cut). */
const priceOn = async (index: number): Promise<number | undefined> => {
  const response = await get(shops.apps[index]!, '/api/products/wheel-balancer');
  return response.statusCode === 200 ? (response.json().product.price as number) : undefined;
};

/** Polls until the app serves the price; answers how long it took. */
async function timeUntilPrice(index: number, price: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while ((await priceOn(index)) !== price) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`app ${index} still serves ${await priceOn(index)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Cuts an app's connections as a PostgreSQL restart or a proxy's idle timeout would; answers how many. */
async function terminate(index: number, which: 'listener' | 'all'): Promise<number> {
  const name = `shop-test-${index}`;
  const filter = which === 'listener' ? `and query ilike 'listen%'` : '';
  return withDatabase(adminUrl(process.env.DATABASE_URL!), async (client) => {
    const result = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 ${filter}`,
      [name],
    );
    return result.rowCount ?? 0;
  });
}

describe('rate limits', () => {
  it('share one budget: 21 wrong passwords from one address, split over two processes, meet 429 at the 21st', async () => {
    const max = AUTH_RATE_LIMITS['/sign-in/email']!.max;
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      // An address with no account each time, so only the per-address limit can answer 429.
      const response = await authPost(
        shops.apps[i % 2]!,
        '/sign-in/email',
        { email: uniqueEmail('guess'), password: 'wrong-password-x' },
        { ip },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: expect.stringContaining('Too many requests. Please try again in'),
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(max).toBe(20);
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
    // Both processes now refuse that address; another address still gets through.
    for (const shop of shops.apps) {
      const again = await authPost(
        shop,
        '/sign-in/email',
        { email: uniqueEmail(), password: 'x-x-x-x-x' },
        { ip },
      );
      expect(again.statusCode).toBe(429);
    }
    const other = await authPost(
      shops.apps[1]!,
      '/sign-in/email',
      { email: uniqueEmail(), password: 'x' },
      {},
    );
    expect(other.statusCode).not.toBe(429);
  }, 60_000);

  it('share the busy session limit too, each process at most one flush behind the other', async () => {
    const [a, b] = shops.apps as [SeveralApps['apps'][0], SeveralApps['apps'][0]];
    const ip = uniqueIp();
    const session = (shop: typeof a) =>
      shop.app.inject({ url: '/api/auth/get-session', remoteAddress: ip }).then((r) => r.statusCode);
    for (let i = 0; i < 400; i++) expect(await session(a)).toBe(200);
    // A's hits reach the database within a flush (250 ms); B then has 200 of the 600 left.
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (let i = 0; i < 200; i++) expect(await session(b)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await session(b)).toBe(429);
  }, 60_000);
});

describe('the catalogue copy of each process', () => {
  it('follows a change made through the other process within a second', async () => {
    expect(await priceOn(1)).toBe(400_000);
    const edited = await send(shops.apps[0]!, 'PATCH', '/api/products/wheel-balancer', admin.cookie, {
      price: 410_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await timeUntilPrice(1, 410_000, 1_000)).toBeLessThan(1_000);
  });

  it('follows a write no process announced, through the version row, within the check interval', async () => {
    expect(await priceOn(1)).toBe(410_000);
    // A write by hand (a script, a restore): no NOTIFY at all; the trigger still moves the version.
    await shops.apps[0]!.database.handle.db.execute(
      sql`update ${products} set price_kobo = 42000000 where id = 'wheel-balancer'`,
    );
    expect(await timeUntilPrice(1, 420_000, VERSION_CHECK_MS + 1_000)).toBeLessThan(VERSION_CHECK_MS + 1_000);
  });

  it('survives its listener connection being killed, and a change whose notification it missed still reaches it', async () => {
    expect(await priceOn(1)).toBe(420_000);
    expect(await terminate(1, 'listener')).toBe(1);
    // Sent while B has no listener: B never hears this notification.
    const edited = await send(shops.apps[0]!, 'PATCH', '/api/products/wheel-balancer', admin.cookie, {
      price: 430_000,
    });
    expect(edited.statusCode).toBe(200);
    expect(await timeUntilPrice(1, 430_000, VERSION_CHECK_MS + 2_000)).toBeLessThan(VERSION_CHECK_MS + 2_000);
    // B is alive, listening again, and follows the next change within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await send(shops.apps[0]!, 'PATCH', '/api/products/wheel-balancer', admin.cookie, { price: 440_000 });
    expect(await timeUntilPrice(1, 440_000, 1_000)).toBeLessThan(1_000);
  });

  it('survives every connection of the process being killed at once, and serves again', async () => {
    expect(await terminate(1, 'all')).toBeGreaterThan(0);
    await send(shops.apps[0]!, 'PATCH', '/api/products/wheel-balancer', admin.cookie, { price: 450_000 });
    // A request on a connection the server cut may fail once; the process stays up and recovers.
    expect(await timeUntilPrice(1, 450_000, VERSION_CHECK_MS + 3_000)).toBeLessThan(VERSION_CHECK_MS + 3_000);
  });
});

describe('stock per variant (decision 052)', () => {
  it('confirmations of orders for a variant’s last unit, split over two processes: exactly one wins', async () => {
    const [a, b] = shops.apps as [SeveralApps['apps'][0], SeveralApps['apps'][0]];
    const customer = await createUser(a, 'verified');
    const { product, small, big } = await createLift(
      a,
      admin.cookie,
      'XP1',
      await twoPictures(a, admin.cookie),
      [3, 1],
    );
    const references: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { order } = await placeOrder(i % 2 ? a : b, customer.cookie, [
        { productId: product.id, variantId: big.id, quantity: 1 },
      ]);
      references.push(order.reference);
    }
    // One order of the other variant confirmed at the same time: it does not compete.
    const { order: otherOrder } = await placeOrder(a, customer.cookie, [
      { productId: product.id, variantId: small.id, quantity: 1 },
    ]);
    const answers = await Promise.all([
      ...references.map((reference, i) => moveOrder(i % 2 ? a : b, admin.cookie, reference, 'confirmed')),
      moveOrder(b, admin.cookie, otherOrder.reference, 'confirmed'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, -1).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.slice(0, -1).filter((status) => status === 409)).toHaveLength(9);
    expect(statuses.at(-1)).toBe(200);
    expect(await variantStock(a, admin.cookie, product.id)).toEqual({
      'XP1-4T-220': 2,
      'XP1-5T-380': 0,
      'XP1-5T-220': 9,
    });
    // The product's summary: the active variants' sum, on both processes.
    for (const shop of shops.apps) {
      const response = await get(shop, `/api/products/${product.id}`);
      expect(response.json().product.stockCount).toBe(2);
    }
  }, 60_000);
});

/** Waits until no `catalog.sync` job is pending (queued or running) in the shared database. */
async function untilNoSyncJob(timeoutMs: number): Promise<void> {
  const db = shops.apps[0]!.database.handle.db;
  const started = Date.now();
  for (;;) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as pending from jobs where kind = ${SYNC_JOB} and status = 'pending'`,
    )) as unknown as { rows: { pending: number }[] };
    if (rows[0]!.pending === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error('the sync job is still running');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the product sync', () => {
  it('runs in one process at a time: the other answers 409', async () => {
    const [first, second] = await Promise.all(
      shops.apps.map((shop) => send(shop, 'POST', '/api/products/sync', admin.cookie)),
    );
    // The one that runs answers 200, or 202 when it left the pictures to its job (decision 030).
    const [done, refused409] = [first!.statusCode, second!.statusCode].sort();
    expect([200, 202]).toContain(done);
    expect(refused409).toBe(409);
    const refused = first!.statusCode === 409 ? first! : second!;
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'A product sync is already running. Please wait for it to finish.',
    });
    // A 202 left the pictures to a job that holds the sync lock while it draws: the next test takes the
    // lock itself, so this one ends when the job has.
    await untilNoSyncJob(240_000);
  }, 300_000);

  it('answers 409 while any session holds the sync lock, and changes nothing', async () => {
    await withDatabase(shops.urlOf(9), async (client) => {
      await client.query(`select pg_advisory_lock(hashtext('catalogue-sync'))`);
      for (const shop of shops.apps) {
        const response = await send(shop, 'POST', '/api/products/sync', admin.cookie);
        expect(response.statusCode).toBe(409);
      }
    });
  });
});
