// npm run bench, section (j): the shop as several server processes on PostgreSQL.
//   - GET /api/products, /product/{id} (the page's HTML) and /api/products/{id}: requests/s and p99 at
//     `connections` connections (autocannon), with 1 process and with WORKERS=2;
//   - a mixed load at 150 requests/s with 2 processes for `mixedSeconds` (10 minutes by default): browse,
//     search, product pages, the product reads of adding to the cart (the cart itself lives in the browser),
//     sign-in and orders; p50, p99 and errors, overall and per kind.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const ACCEPT = { 'accept-encoding': 'br, gzip' };
const PASSWORD = 'Garage-Bench-42';
/** The servers trust the loopback proxy: each simulated shopper sends its own client address. */
export const BENCH_PROXY_ENV = { TRUST_PROXY: '127.0.0.1' };

/** Requests per 100 of the mixed load. */
const MIX = [
  ['browse', 30],
  ['search', 15],
  ['product page', 20],
  ['product', 20],
  ['add to cart', 11],
  ['sign-in', 1],
  ['order', 3],
];
const SEARCHES = ['scanner', 'lift', 'compressor', 'jack', 'spray', 'tyre', 'pro', 'diagnostic'];

let addresses = 0;
const nextIp = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: { ...ACCEPT, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            ms: performance.now() - started,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, error }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, error }));
    request.end(payload);
  });
}

async function autocannonRun(url, connections, duration) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections, duration, headers: ACCEPT });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Shoppers with verified addresses, signed up through the server, verified in the database. */
async function makeShoppers(server, databaseUrl, count) {
  const { default: pg } = await import('pg');
  const shoppers = [];
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < count; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    const reply = await send(agent, `${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.publicUrl, 'x-forwarded-for': nextIp() },
      body: { name: 'Bench Shopper', email, password: PASSWORD },
    });
    if (reply.status !== 200) throw new Error(`sign-up answered ${reply.status}: ${reply.body}`);
    const cookie = (reply.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    shoppers.push({ email, cookie });
  }
  agent.destroy();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update "user" set email_verified = true where email = any($1)', [
      shoppers.map((shopper) => shopper.email),
    ]);
  } finally {
    await client.end();
  }
  return shoppers;
}

/** One request of the mixed load, of the given kind. */
function mixedRequest(kind, n, { server, agent, products, orderable, categories, shoppers }) {
  const product = (kind === 'order' ? orderable : products)[
    n % (kind === 'order' ? orderable : products).length
  ];
  const shopper = shoppers[n % shoppers.length];
  const write = { origin: server.publicUrl, 'x-forwarded-for': nextIp() };
  switch (kind) {
    case 'browse': {
      const category = categories[n % categories.length];
      return send(agent, `${server.url}/api/products?category=${category}&offset=${(n % 3) * 24}`);
    }
    case 'search':
      return send(agent, `${server.url}/api/products?q=${SEARCHES[n % SEARCHES.length]}&sort=price-asc`);
    case 'product page':
      return send(agent, `${server.url}/product/${product.id}`);
    case 'product':
    case 'add to cart':
      return send(agent, `${server.url}/api/products/${product.id}`);
    case 'sign-in':
      return send(agent, `${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: write,
        body: { email: shopper.email, password: PASSWORD },
      });
    case 'order':
      return send(agent, `${server.url}/api/orders`, {
        method: 'POST',
        headers: { ...write, cookie: shopper.cookie, 'idempotency-key': randomUUID() },
        body: {
          customer: {
            firstName: 'Chinedu',
            lastName: 'Okafor',
            email: shopper.email,
            phone: '0803 555 0100',
            address: '12 Allen Avenue',
            city: 'Ikeja',
            state: 'Lagos',
            zipCode: '100271',
          },
          items: [{ productId: product.id, quantity: 1 }],
        },
      });
    default:
      throw new Error(`unknown kind ${kind}`);
  }
}

/** An open loop: requests start at `rate` per second whatever the answers do. */
async function mixedLoad(context, { rate, seconds, onProgress }) {
  const kinds = MIX.flatMap(([kind, share]) => Array(share).fill(kind));
  const results = [];
  const pending = new Set();
  const started = performance.now();
  let sent = 0;
  let lastProgress = started;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      const n = sent++;
      // Spread the kinds: a multiplier coprime with 100 walks through every slot.
      const kind = kinds[(n * 37) % kinds.length];
      const promise = mixedRequest(kind, n, context).then((result) => {
        const ok = kind === 'order' ? result.status === 201 : result.status === 200;
        results.push({ kind, ms: result.ms, ok, status: result.status });
        pending.delete(promise);
      });
      pending.add(promise);
    }
    if (onProgress && performance.now() - lastProgress > 60_000) {
      lastProgress = performance.now();
      onProgress(results.length, Math.round((performance.now() - started) / 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  const summarise = (rows) => {
    const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
    return {
      count: rows.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: rows.filter((row) => !row.ok).length,
    };
  };
  const statuses = {};
  for (const row of results.filter((row) => !row.ok))
    statuses[`${row.kind} ${row.status}`] = (statuses[`${row.kind} ${row.status}`] ?? 0) + 1;
  return {
    rate,
    seconds,
    achieved: results.length / seconds,
    all: summarise(results),
    kinds: MIX.map(([kind]) => [kind, summarise(results.filter((row) => row.kind === kind))]),
    statuses,
  };
}

/**
 * Runs section (j). `start(env, label)` starts the built server (as bench.mjs does) and answers
 * `{ url, publicUrl, child }`; `stop(server)` stops it.
 */
export async function measureProcesses({
  databaseUrl,
  start,
  stop,
  say,
  connections,
  duration,
  mixedSeconds,
}) {
  const env = { DATABASE_URL: databaseUrl, ...BENCH_PROXY_ENV };
  // The first start migrates and seeds the demo catalogue.
  let server = await start({ ...env, WORKERS: '1' }, 'Server (PostgreSQL, 1 process)');
  const list = await fetch(`${server.url}/api/products?limit=100`).then((response) => response.json());
  const products = list.products ?? [];
  if (products.length === 0) throw new Error('the catalogue is empty');
  const categories = [...new Set(products.flatMap((product) => product.category))];
  const id = products[0].id;
  const endpoints = ['/api/products', `/product/${id}`, `/api/products/${id}`];
  const throughput = [];
  for (const workers of [1, 2]) {
    if (workers === 2) {
      await stop(server);
      server = await start({ ...env, WORKERS: '2' }, 'Server (PostgreSQL, WORKERS=2)');
      // /api/health answers once the first worker listens: give the second time to start, then warm both.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      for (let i = 0; i < 50; i++) await send(undefined, `${server.url}${endpoints[i % 3]}`);
    }
    for (const endpoint of endpoints) {
      say(`(j) ${endpoint} with ${workers} process(es): ${connections} connections for ${duration} s...`);
      throughput.push({
        workers,
        endpoint,
        ...(await autocannonRun(`${server.url}${endpoint}`, connections, duration)),
      });
    }
  }
  say('(j) Signing up 20 shoppers for the mixed load...');
  const shoppers = await makeShoppers(server, databaseUrl, 20);
  say(`(j) Mixed load at 150 requests/s with 2 processes for ${Math.round(mixedSeconds)} s...`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const mixed = await mixedLoad(
    // Orders name products in stock (a product out of stock is refused with 409, as it should be).
    {
      server,
      agent,
      products,
      orderable: products.filter((product) => product.inStock),
      categories,
      shoppers,
    },
    {
      rate: 150,
      seconds: mixedSeconds,
      onProgress: (count, elapsed) => say(`(j) ... ${count} requests answered after ${elapsed} s`),
    },
  );
  agent.destroy();
  await stop(server);
  return { throughput, mixed };
}

/** Prints section (j). */
export function printProcesses(results, { table, bold, connections, duration }) {
  console.log(
    `\n${bold('(j) Several processes on PostgreSQL')} (autocannon, ${connections} connections, ${duration} s each)`,
  );
  table(
    ['endpoint', 'processes', 'req/s', 'p50', 'p99', 'errors'],
    results.throughput.map((row) => [
      row.endpoint,
      row.workers,
      Math.round(row.rps).toLocaleString('en-US'),
      `${row.p50} ms`,
      `${row.p99} ms`,
      row.errors,
    ]),
  );
  const { mixed } = results;
  console.log(
    `\n  mixed load, 2 processes, ${mixed.rate} requests/s for ${Math.round(mixed.seconds)} s ` +
      `(${mixed.achieved.toFixed(1)}/s achieved; goal: p99 at most 150 ms, 0 errors)`,
  );
  table(
    ['kind', 'requests', 'p50', 'p99', 'errors'],
    [['all', mixed.all], ...mixed.kinds].map(([kind, row]) => [
      kind,
      row.count,
      `${row.p50.toFixed(1)} ms`,
      `${row.p99.toFixed(1)} ms`,
      row.errors,
    ]),
  );
  const statuses = Object.entries(mixed.statuses);
  if (statuses.length > 0)
    console.log(
      `  errors by kind and status (0: no answer): ${statuses.map(([k, v]) => `${k}: ${v}`).join(', ')}`,
    );
}
