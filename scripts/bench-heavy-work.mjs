// npm run bench (k): what heavy work costs a shopper. The built server on the embedded database with the
// generated catalogue; staff download the product .xlsx 4 at a time and the proforma PDF 16 at a time, each
// in a loop, while one shopper asks for the home page (GET /) one request after another. Prints the home
// page's latency alone and under that load, p50/p95/max, and the files made; asserts nothing (decision 037).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCatalogue } from './generate-catalogue.mjs';
import { ROOT } from './lib/common.mjs';
import { makeTempDataDir, removeDir } from './lib/server.mjs';

const PASSWORD = 'Garage-Bench-Heavy-42';
const EMAIL = 'bench-heavy@example.com';
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** The staff account, made with scripts/create-admin.ts before the server opens the embedded database. */
function createBenchAdmin({ root, dataDir }) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts', 'create-admin.ts'),
      '--email',
      EMAIL,
      '--password',
      PASSWORD,
      '--name',
      'Bench Staff',
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
      timeout: 120_000,
    },
  );
  if (result.status !== 0) throw new Error(`create-admin failed: ${result.stderr}`);
}

/** One request; resolves with its status, headers, body (as text) and time in ms. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        timeout: 120_000,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const summary = (times) => ({
  count: times.length,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  max: Math.max(...times),
});

/** The home page asked for one request after another until `until()` says stop. */
async function homeLatency(server, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  while (!until()) {
    const reply = await request(agent, `${server.url}/`, { headers: ACCEPT });
    if (reply.status !== 200) throw new Error(`GET / answered ${reply.status}`);
    times.push(reply.ms);
  }
  agent.destroy();
  return times;
}

/** `count` loops of `task` at once for `seconds`; the number of files each made. */
async function loops(count, seconds, task) {
  const end = Date.now() + seconds * 1000;
  const made = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (Date.now() < end) made.push(await task());
    }),
  );
  return made;
}

async function measureHeavyWork({ server, seconds = 20 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const write = { origin: server.url };
  const signIn = await request(agent, `${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: write,
    body: { email: EMAIL, password: PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.body}`);
  const cookie = (signIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const list = JSON.parse((await request(agent, `${server.url}/api/products?limit=10`)).body);
  const order = await request(agent, `${server.url}/api/orders`, {
    method: 'POST',
    headers: { ...write, cookie, 'idempotency-key': `bench-heavy-${Date.now()}` },
    body: {
      customer: {
        firstName: 'Chinedu',
        lastName: 'Okafor',
        email: EMAIL,
        phone: '0803 555 0100',
        address: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        zipCode: '100271',
      },
      items: list.products.slice(0, 10).map((product) => ({ productId: product.id, quantity: 1 })),
    },
  });
  if (order.status !== 201 && order.status !== 200)
    throw new Error(`the order answered ${order.status}: ${order.body}`);
  const reference = JSON.parse(order.body).order.reference;

  const download = async (url, type) => {
    const reply = await request(agent, url, { headers: { cookie } });
    if (reply.status !== 200 || !String(reply.headers['content-type']).startsWith(type))
      throw new Error(`${url} answered ${reply.status}: ${reply.body.subarray(0, 200)}`);
    return { ms: reply.ms, bytes: reply.body.length };
  };
  const xlsx = () =>
    download(`${server.url}/api/admin/products/export?format=xlsx`, 'application/vnd.openxmlformats');
  const pdf = () => download(`${server.url}/api/orders/${reference}/proforma.pdf`, 'application/pdf');

  // Alone first: a few seconds of the home page with nothing else running, and one of each file.
  const aloneUntil = Date.now() + 5000;
  const alone = await homeLatency(server, () => Date.now() > aloneUntil);
  const oneXlsx = await xlsx();
  const onePdf = await pdf();

  let loading = true;
  const underLoad = homeLatency(server, () => !loading);
  const [exports, pdfs] = await Promise.all([loops(4, seconds, xlsx), loops(16, seconds, pdf)]);
  loading = false;
  const loaded = await underLoad;
  agent.destroy();
  return {
    seconds,
    alone: summary(alone),
    loaded: summary(loaded),
    xlsx: {
      one: oneXlsx,
      made: exports.length,
      p50: percentile(
        exports.map((file) => file.ms),
        50,
      ),
    },
    pdf: {
      one: onePdf,
      made: pdfs.length,
      p50: percentile(
        pdfs.map((file) => file.ms),
        50,
      ),
    },
  };
}

/** (k) A data folder of its own: the demo catalogue, `count` generated products and a staff account. */
export async function benchHeavyWork({ count, startServer, stopServer, cleanups, say }) {
  const dataDir = makeTempDataDir('shop-bench-heavy-');
  cleanups.push(() => removeDir(dataDir));
  await stopServer(await startServer({ dataDir, label: 'Server (embedded, for (k))' }));
  say(`(k) Adding ${count.toLocaleString('en-US')} generated products and a staff account...`);
  await generateCatalogue({ count, dataDir });
  createBenchAdmin({ root: ROOT, dataDir });
  const server = await startServer({ dataDir, env: { NODE_ENV: 'test' }, label: 'Server (k)' });
  try {
    say('(k) GET / alone, then under 4 .xlsx exports and 16 PDFs at once...');
    return await measureHeavyWork({ server });
  } finally {
    await stopServer(server);
  }
}

export function printHeavyWork(result, { table, bold }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\n${bold('(k) The storefront while staff make files')} (GET / one after another; 4 product .xlsx and 16 proforma PDFs in loops for ${result.seconds} s; goal: p95 under 50 ms)`,
  );
  table(
    ['GET /', 'requests', 'p50', 'p95', 'max'],
    [
      ['alone', result.alone.count, ms(result.alone.p50), ms(result.alone.p95), ms(result.alone.max)],
      [
        'under the load',
        result.loaded.count,
        ms(result.loaded.p50),
        ms(result.loaded.p95),
        ms(result.loaded.max),
      ],
    ],
  );
  console.log(
    `  files made: ${result.xlsx.made} .xlsx (${(result.xlsx.one.bytes / 1024).toFixed(0)} KB, alone ${ms(result.xlsx.one.ms)}, under load p50 ${ms(result.xlsx.p50)}), ` +
      `${result.pdf.made} PDFs (${(result.pdf.one.bytes / 1024).toFixed(0)} KB, alone ${ms(result.pdf.one.ms)}, under load p50 ${ms(result.pdf.p50)})`,
  );
}
