// npm run bench: prints figures, asserts nothing. Sends traffic only to servers it starts on 127.0.0.1,
// and stops by itself (every part is bounded; the whole run at most 15 minutes).
//   (a) gzip bytes of the JavaScript and CSS the home, shop and a product page load (headless Chromium)
//   (b) GET /api/health, /api/products, /shop and a product page: requests/s and latency at 50 connections (autocannon)
//   (c) p95 of a searched, filtered GET /api/products over 10,000 generated products, cold and warm
//   (d) the proforma and receipt PDF of a 10-line order: generation time and size (scripts/bench-documents.ts)
//   (e) the admin Overview's queries over 10,000 generated orders (scripts/bench-dashboard.ts), on the
//       PostgreSQL server when it answers (else embedded)
//   (f) the spreadsheet import's preview and apply of 5,000 and 10,000 generated rows, and the export of
//       10,000 products as CSV and .xlsx with the peak memory (scripts/bench-spreadsheets.ts, embedded);
//       then the exports as background jobs, from the request to the file ready, embedded and on the
//       PostgreSQL server when it answers (scripts/bench-export-jobs.ts)
//   (g) the shop's search in process over 10,000 and 100,000 generated products: typo-tolerant filtered
//       queries and header suggestions, p50/p95, index build time and memory (scripts/bench-search.ts)
//   (h) Lighthouse (mobile, default throttling), 3 runs each of the home, shop and a product page, then one
//       run of each with its phone profile applied for the hydration time
//       (scripts/bench-lighthouse.mjs, the lighthouse package against the system Chromium)
//   (i) npm run backup and npm run restore of 10,000 products with a picture each and 10,000 orders,
//       embedded and on the PostgreSQL server when it answers (scripts/bench-backup.ts)
//   (k) the storefront's GET / latency (p50/p95) while staff download the product .xlsx 4 at a time and the
//       proforma PDF 16 at a time, in loops, over 10,000 generated products (scripts/bench-heavy-work.mjs,
//       embedded database)
//   (v) 10,000 products x 3 variants beside the same without variants: /api/products requests/s, search
//       and suggestion p95, and a product page's server answer (scripts/bench-variants.mjs, embedded)
//   (p) online payments against the fake Paystack: the webhook's answer p50/p95 under --connections
//       concurrent deliveries, and the time from a webhook to its order showing paid
//       (scripts/bench-payments.mjs, embedded and on the PostgreSQL server when it answers)
//   (j) several processes on the PostgreSQL server: the catalogue and a product page (HTML and API) in
//       requests/s and p99 with 1 and 2 processes, then a mixed load at 150 requests/s with 2 processes
//       for --mixed-duration seconds (scripts/bench-processes.mjs; skipped when PostgreSQL does not answer)
//   (l) the payment ledger's queries over 10,000 generated orders with 30,000 payments: the desk's order
//       list, the balances outstanding, the Overview and the payments export (scripts/bench-ledger.ts), on
//       the PostgreSQL server when it answers, else embedded
//
// Options: --duration S (10), --connections N (50), --count N (10000), --pglite (no PostgreSQL for (c)),
//          --mixed-duration S (600), --skip-pages, --skip-load, --skip-large, --skip-documents,
//          --skip-dashboard, --skip-spreadsheets, --skip-search, --skip-lighthouse, --skip-backup,
//          --skip-processes, --skip-heavy, --skip-variants, --skip-payments, --skip-ledger
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bold, fail, formatSeconds, ROOT, say, warn, numberOption } from './lib/common.mjs';
import { ensureBuild } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import {
  freePort,
  makeTempDataDir,
  removeDir,
  spawnServer,
  stopChild,
  waitForHealth,
} from './lib/server.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

// Lighthouse and the server run on a supported Node (one from the npm registry on an older machine).
await onSupportedNode();

const argv = process.argv.slice(2);
const option = (name, fallback) => numberOption(argv, name, fallback);
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const COUNT = option('count', 10_000);
const MIXED_DURATION = option('mixed-duration', 600);
/** Each backup run: filling 10,000 pictures and a backup and restore of them. */
const BACKUP_LIMIT_MS = 8 * 60_000;
// The mixed load of (j) runs for its own duration on top of the rest.
const HARD_LIMIT_MS =
  (15 +
    (argv.includes('--skip-processes') ? 0 : 10) +
    (argv.includes('--skip-variants') ? 0 : 5) +
    (argv.includes('--skip-ledger') ? 0 : 5)) *
    60_000 +
  MIXED_DURATION * 1000;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** What a browser sends: the server keeps compressed bodies, so this measures what shoppers get. */
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const SEARCH_QUERY = 'q=pro&category=diagnostictools&minPrice=50000&maxPrice=5000000&sort=price-asc';

// ---------------------------------------------------------------------------------------------------
// Servers and clean-up

const running = new Set();
const cleanups = [];

async function cleanUp() {
  await Promise.all([...running].map((server) => stopChild(server.child)));
  while (cleanups.length > 0) await cleanups.pop()();
}

const hardLimit = setTimeout(async () => {
  fail(`The benchmark ran longer than ${formatSeconds(HARD_LIMIT_MS)}: stopping.`);
  await cleanUp();
  process.exit(1);
}, HARD_LIMIT_MS);
hardLimit.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

/** Starts the built server on a free port; keeps its output to show if it fails. */
async function startServer({ dataDir, env = {}, label }) {
  const port = await freePort(3200);
  const child = spawnServer({
    port,
    dataDir,
    env: { LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n'));
    if (output.length > 60) output.splice(0, output.length - 60);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server = { child, port, url: `http://127.0.0.1:${port}` };
  running.add(server);
  child.once('exit', () => running.delete(server));
  const started = Date.now();
  try {
    await waitForHealth(`${server.url}/api/health`, { child, timeoutMs: 180_000 });
  } catch (error) {
    fail(`${label}: ${error.message}. Its last output:\n${output.join('\n')}`);
    throw error;
  }
  say(`${label} ready on ${server.url} in ${formatSeconds(Date.now() - started)}`);
  return server;
}

async function stopServer(server) {
  await stopChild(server.child);
  running.delete(server);
}

// ---------------------------------------------------------------------------------------------------
// Measuring

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET with a browser's Accept-Encoding; the body is read (not decompressed). Returns ms. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: ACCEPT, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function load(url) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: ACCEPT });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerRequest: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
    problems: result.errors + result.timeouts + result.non2xx,
  };
}

/** (a) The JS and CSS a page loads, each body gzipped at level 9. */
async function measurePages(baseUrl, executablePath) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const pages = [];
  try {
    // A product page too: the first product of the list (with a gallery when it has several pictures).
    const first = await fetch(`${baseUrl}/api/products?limit=1`).then((response) => response.json());
    for (const [label, pagePath] of [
      ['home', '/'],
      ['shop', '/shop'],
      ['product', `/product/${first.products[0].id}`],
    ]) {
      // A phone's first view: nothing cached, the bytes Chromium's network log counts on the wire
      // (compressed bodies and headers), as a shopper pays for them.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      const requests = new Set();
      page.on('requestfinished', (request) => requests.add(request));
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle', timeout: 90_000 });
      // The splash lifts after ~3.5 s; anything the page loads after that still counts.
      await page.waitForTimeout(4_000);
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      const totals = { js: 0, css: 0, html: 0, images: 0, all: 0, files: 0 };
      const admin = [];
      for (const request of requests) {
        const { pathname } = new URL(request.url());
        const type = request.resourceType();
        const sizes = await request.sizes().catch(() => undefined);
        if (!sizes) continue;
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        totals.all += bytes;
        const kind =
          type === 'script'
            ? 'js'
            : type === 'stylesheet'
              ? 'css'
              : type === 'document'
                ? 'html'
                : type === 'image'
                  ? 'images'
                  : undefined;
        if (!kind) continue;
        totals[kind] += bytes;
        if (kind === 'js') totals.files++;
        if (/admin/i.test(pathname)) admin.push(path.basename(pathname));
      }
      // A return visit in the same browser: hashed files and pictures from its cache, the catalogue 304.
      const again = new Set();
      const listener = (request) => again.add(request);
      page.on('requestfinished', listener);
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle', timeout: 90_000 });
      await page.waitForTimeout(4_000);
      page.off('requestfinished', listener);
      const returnVisit = { bytes: 0, requests: 0, cached: 0 };
      for (const request of again) {
        const sizes = await request.sizes().catch(() => undefined);
        if (!sizes) continue;
        // Chromium counts a response from its cache as headers n and body -n: nothing on the wire.
        const bytes = Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize);
        returnVisit.requests++;
        if (bytes === 0) returnVisit.cached++;
        returnVisit.bytes += bytes;
      }
      pages.push({ label, path: pagePath, ...totals, admin, returnVisit });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

function adminChunksInBuild() {
  try {
    return readdirSync(path.join(ROOT, 'dist', 'client', 'assets')).filter(
      (file) => /admin/i.test(file) && file.endsWith('.js'),
    );
  } catch {
    return [];
  }
}

/** Distinct searched and filtered queries, the issue's own first. */
function searchQueries() {
  const queries = new Set([SEARCH_QUERY]);
  const terms = ['pro', 'max', 'scanner', 'lift', 'pro max', 'xtool', 'compact', 'launch', 'oven', 'set'];
  const categories = ['diagnostictools', 'garagetools', 'handtools', 'spraybooth', ''];
  const sorts = ['price-asc', 'price-desc', 'rating', 'name'];
  const ranges = [
    [50_000, 5_000_000],
    [0, 30_000_000],
    [100_000, 1_000_000],
  ];
  let i = 0;
  while (queries.size < 60) {
    const params = new URLSearchParams({ q: terms[i % terms.length] });
    const category = categories[Math.floor(i / terms.length) % categories.length];
    if (category) params.set('category', category);
    const [min, max] = ranges[i % ranges.length];
    params.set('minPrice', String(min));
    params.set('maxPrice', String(max));
    params.set('sort', sorts[i % sorts.length]);
    if (i % 7 === 3) params.set('offset', '24');
    queries.add(params.toString());
    i++;
  }
  return [...queries];
}

/** (c) Sequential requests: the first of each distinct query (cold), then 10 more rounds (warm). */
async function measureSearch(server) {
  const base = `${server.url}/api/products?`;
  const firstRequest = await timedGet(`${base}limit=1`);
  const queries = searchQueries();
  const cold = [];
  for (const query of queries) cold.push(await timedGet(base + query));
  const warm = [];
  for (let round = 0; round < 10; round++)
    for (const query of queries) warm.push(await timedGet(base + query));
  const body = await fetch(`${base}${SEARCH_QUERY}`).then((response) => response.json());
  const loaded = await load(`${base}${SEARCH_QUERY}`);
  return {
    firstRequest,
    queries: queries.length,
    cold,
    warm,
    matches: body.total,
    searchColdMs: cold[0],
    loaded,
  };
}

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------------
// Printing

function table(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ');
  console.log(`  ${line(headers)}`);
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const whole = (value) => Math.round(value).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------

async function main() {
  const began = Date.now();
  if (!(await ensureDependencies({ quiet: true }))) process.exit(1);
  if (!(await ensureBuild())) process.exit(1);
  const results = {};

  const dataDir = makeTempDataDir('shop-bench-');
  cleanups.push(() => removeDir(dataDir));
  let server = await startServer({ dataDir, label: 'Server (embedded database, demo catalogue)' });

  if (!argv.includes('--skip-pages')) {
    const { findChromium } = await import('./lib/chromium.mjs');
    const chromium = findChromium();
    if (chromium) {
      say(`(a) Loading the home, shop and product pages in ${chromium.path}...`);
      results.pages = await measurePages(server.url, chromium.path);
    } else warn('(a) skipped: no Chromium (npm test installs one).');
  }

  if (!argv.includes('--skip-lighthouse')) {
    const { findChromium } = await import('./lib/chromium.mjs');
    if (findChromium()) {
      say('(h) Lighthouse, mobile, 3 runs of each page...');
      const { measureHydration, measureLighthouse } = await import('./bench-lighthouse.mjs');
      const first = await fetch(`${server.url}/api/products?limit=1`).then((response) => response.json());
      const pages = [
        ['home', '/'],
        ['shop', '/shop'],
        ['product', `/product/${first.products[0].id}`],
      ];
      results.lighthouse = await measureLighthouse(server.url, pages);
      results.hydration = await measureHydration(server.url, pages);
    } else warn('(h) skipped: no Chromium (npm test installs one).');
  }

  if (!argv.includes('--skip-load')) {
    results.load = [];
    const product = await fetch(`${server.url}/api/products?limit=1`).then((response) => response.json());
    // The API's reads, and the pages the server draws with the app's components (decision 049).
    const endpoints = ['/api/health', '/api/products', '/shop', `/product/${product.products[0].id}`];
    for (const endpoint of endpoints) {
      say(`(b) ${endpoint}: ${CONNECTIONS} connections for ${DURATION} s...`);
      await timedGet(`${server.url}${endpoint}`);
      results.load.push({ endpoint, ...(await load(`${server.url}${endpoint}`)) });
    }
  }

  if (!argv.includes('--skip-large')) {
    const { generateCatalogue } = await import('./generate-catalogue.mjs');
    const usePostgres = !argv.includes('--pglite') && (await postgresReachable());
    let generated;
    await stopServer(server);
    if (usePostgres) {
      // A database of its own on the PostgreSQL server; the server migrates and seeds it, then stops.
      const { default: pg } = await import('pg');
      const name = `shop_bench_${Date.now()}`;
      const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
      const run = async (sql) => {
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await run(`create database ${pg.escapeIdentifier(name)}`);
      cleanups.push(() =>
        run(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => {}),
      );
      const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
      const pgDataDir = makeTempDataDir('shop-bench-pg-');
      cleanups.push(() => removeDir(pgDataDir));
      server = await startServer({
        dataDir: pgDataDir,
        env: { DATABASE_URL: databaseUrl },
        label: 'Server (PostgreSQL)',
      });
      await stopServer(server);
      say(`(c) Adding ${whole(COUNT)} generated products to PostgreSQL database ${name}...`);
      generated = await generateCatalogue({ count: COUNT, databaseUrl });
      server = await startServer({
        dataDir: pgDataDir,
        env: { DATABASE_URL: databaseUrl },
        label: `Server (PostgreSQL, ${whole(generated.active)} active products)`,
      });
      results.largeMode = 'PostgreSQL 127.0.0.1:5432';
    } else {
      say(`(c) Adding ${whole(COUNT)} generated products to the embedded database...`);
      generated = await generateCatalogue({ count: COUNT, dataDir });
      server = await startServer({
        dataDir,
        label: `Server (embedded, ${whole(generated.active)} active products)`,
      });
      results.largeMode = 'embedded PGlite';
    }
    say('(c) Timing searched and filtered queries...');
    results.large = { ...(await measureSearch(server)), active: generated.active };
  }
  await stopServer(server);

  if (!argv.includes('--skip-heavy')) {
    const { benchHeavyWork } = await import('./bench-heavy-work.mjs');
    results.heavy = await benchHeavyWork({ count: COUNT, startServer, stopServer, cleanups, say });
  }

  if (!argv.includes('--skip-variants')) {
    const { benchVariants } = await import('./bench-variants.mjs');
    results.variants = await benchVariants({
      count: COUNT,
      startServer,
      stopServer,
      cleanups,
      say,
      load,
      timedGet,
      percentile,
    });
  }

  if (!argv.includes('--skip-payments')) {
    const { benchPayments } = await import('./bench-payments.mjs');
    results.payments = [await benchPayments({ deliveries: CONNECTIONS, say })];
    if (await postgresReachable())
      results.payments.push(
        await benchPayments({
          deliveries: CONNECTIONS,
          say,
          databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
        }),
      );
  }

  if (!argv.includes('--skip-processes')) {
    if (await postgresReachable()) results.processes = await benchProcesses();
    else warn('(j) skipped: no PostgreSQL server answers at 127.0.0.1:5432.');
  }

  if (!argv.includes('--skip-documents')) {
    say('(d) Making the proforma and receipt PDFs of a 10-line order...');
    results.documents = await runTsx('scripts/bench-documents.ts', []);
  }
  if (!argv.includes('--skip-dashboard')) {
    const usePostgres = !argv.includes('--pglite') && (await postgresReachable());
    say(`(e) Timing the admin Overview over ${whole(COUNT)} generated orders...`);
    results.dashboard = await runTsx(
      'scripts/bench-dashboard.ts',
      ['--count', String(COUNT)],
      usePostgres ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' } : { DATABASE_URL: '' },
    );
  }

  if (!argv.includes('--skip-ledger')) {
    const usePostgres = !argv.includes('--pglite') && (await postgresReachable());
    say(
      `(l) Timing the payment ledger's queries over ${whole(COUNT)} orders with ${whole(COUNT * 3)} payments...`,
    );
    results.ledger = await runTsx(
      'scripts/bench-ledger.ts',
      ['--count', String(COUNT)],
      usePostgres ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' } : { DATABASE_URL: '' },
    );
  }

  if (!argv.includes('--skip-spreadsheets')) {
    say('(f) Timing the spreadsheet import and export over generated products...');
    results.spreadsheets = await runTsx('scripts/bench-spreadsheets.ts', [], { DATABASE_URL: '' });
    // The same exports made as background jobs: from the request to the file ready (decision 033).
    results.spreadsheets += `\n${await runTsx('scripts/bench-export-jobs.ts', [], { DATABASE_URL: '' })}`;
    if (!argv.includes('--pglite') && (await postgresReachable())) {
      const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
      results.spreadsheets += `\n${await runTsx('scripts/bench-export-jobs.ts', [], env)}`;
    }
  }
  if (!argv.includes('--skip-search')) {
    say('(g) Timing the search and suggestions over 10,000 and 100,000 generated products...');
    results.search = await runTsx('scripts/bench-search.ts', []);
  }
  if (!argv.includes('--skip-backup')) {
    say(
      `(i) Timing a backup and a restore of ${whole(COUNT)} products with pictures and ${whole(COUNT)} orders...`,
    );
    const args = ['--count', String(COUNT)];
    results.backup = await runTsx('scripts/bench-backup.ts', args, { DATABASE_URL: '' }, BACKUP_LIMIT_MS);
    if (!argv.includes('--pglite') && (await postgresReachable())) {
      const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
      results.backup += `\n${await runTsx('scripts/bench-backup.ts', args, env, BACKUP_LIMIT_MS)}`;
    }
  }

  // ---- report
  console.log(
    `\n${bold('Benchmark')} (2-core machine, one server process unless said, loopback; ${formatSeconds(Date.now() - began)})`,
  );
  if (results.pages) {
    console.log(
      `\n${bold('(a) Bytes of a first view on a phone')} (412 px, Chromium's network log: compressed bodies and headers)`,
    );
    table(
      [
        'page',
        'JavaScript',
        'scripts',
        'CSS',
        'HTML',
        'pictures',
        'all',
        'return visit',
        'admin chunks loaded',
      ],
      results.pages.map((page) => [
        page.path,
        kb(page.js),
        page.files,
        kb(page.css),
        kb(page.html),
        kb(page.images),
        kb(page.all),
        `${kb(page.returnVisit.bytes)} (${page.returnVisit.cached}/${page.returnVisit.requests} cached)`,
        page.admin.join(' ') || 'none',
      ]),
    );
    const inBuild = adminChunksInBuild();
    console.log(
      `  admin-named chunks in the build: ${inBuild.join(', ') || 'none'}; goals: at most 110 KB of JavaScript per page, 200 KB for the home page's first view`,
    );
  }
  if (results.load) {
    console.log(
      `\n${bold('(b) Load')} (autocannon, ${CONNECTIONS} connections, ${DURATION} s, Accept-Encoding: br, gzip)`,
    );
    table(
      ['endpoint', 'req/s', 'p50', 'p99', 'KB/response', 'errors'],
      results.load.map((row) => [
        row.endpoint,
        whole(row.rps),
        `${row.p50} ms`,
        `${row.p99} ms`,
        row.kbPerRequest.toFixed(1),
        row.problems,
      ]),
    );
  }
  if (results.large) {
    const large = results.large;
    console.log(
      `\n${bold('(c) Search over a large catalogue')} (${whole(large.active)} active products, ${results.largeMode})`,
    );
    console.log(`  query: GET /api/products?${SEARCH_QUERY} -> ${large.matches} matches`);
    table(
      ['sequential requests', 'count', 'p50', 'p95', 'max'],
      [
        [
          'cold: first of each distinct query',
          large.cold.length,
          ms(percentile(large.cold, 50)),
          ms(percentile(large.cold, 95)),
          ms(Math.max(...large.cold)),
        ],
        [
          'warm: 10 more rounds of the same',
          large.warm.length,
          ms(percentile(large.warm, 50)),
          ms(percentile(large.warm, 95)),
          ms(Math.max(...large.warm)),
        ],
      ],
    );
    console.log(
      `  first request after the server started: ${ms(large.firstRequest)}; the query above, cold: ${ms(large.searchColdMs)}`,
    );
    console.log(
      `  the query above under load (${CONNECTIONS} connections, ${DURATION} s): ${whole(large.loaded.rps)} req/s, ` +
        `p50 ${large.loaded.p50} ms, p99 ${large.loaded.p99} ms, errors ${large.loaded.problems}`,
    );
  }
  if (results.documents) {
    console.log(`\n${bold('(d) Documents')} (pdfkit, DejaVu Sans embedded, in one process)`);
    console.log(indent(results.documents));
  }
  if (results.dashboard) {
    console.log(`\n${bold('(e) Admin Overview')} (SQL aggregates over generated orders)`);
    console.log(indent(results.dashboard));
  }
  if (results.ledger) {
    console.log(
      `\n${bold('(l) Payment ledger')} (its queries over generated orders and payments, in one process)`,
    );
    console.log(indent(results.ledger));
  }
  if (results.spreadsheets) {
    console.log(`\n${bold('(f) Spreadsheets')} (goal: 5,000 rows preview under 5 s, apply under 15 s)`);
    console.log(indent(results.spreadsheets));
  }
  if (results.search) {
    console.log(`\n${bold('(g) Search')} (the search code in process, no HTTP; budgets at the end)`);
    console.log(indent(results.search));
  }
  if (results.backup) {
    console.log(`\n${bold('(i) Backup and restore')} (npm run backup / restore's code, in one process)`);
    console.log(indent(results.backup));
  }
  if (results.heavy) {
    const { printHeavyWork } = await import('./bench-heavy-work.mjs');
    printHeavyWork(results.heavy, { table, bold });
  }
  if (results.variants) {
    const { printVariants } = await import('./bench-variants.mjs');
    printVariants(results.variants, { table, bold, count: COUNT });
  }
  if (results.payments) {
    const { printPayments } = await import('./bench-payments.mjs');
    printPayments(results.payments, { table, bold });
  }
  if (results.processes) {
    const { printProcesses } = await import('./bench-processes.mjs');
    printProcesses(results.processes, { table, bold, connections: CONNECTIONS, duration: DURATION });
  }
  if (results.lighthouse) {
    console.log(
      `\n${bold('(h) Lighthouse')} (mobile; goals: performance 97+, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.02)`,
    );
    const { printHydration, printLighthouse } = await import('./bench-lighthouse.mjs');
    printLighthouse(results.lighthouse);
    console.log(`\n${bold('(h) Hydration')} (Lighthouse's phone profile applied: 4x slower CPU, slow 4G)`);
    printHydration(results.hydration);
  }
}

/** (j) A database of its own on the PostgreSQL server, 1 then 2 processes of the built server over it. */
async function benchProcesses() {
  const { default: pg } = await import('pg');
  const { measureProcesses } = await import('./bench-processes.mjs');
  const name = `shop_bench_processes_${Date.now()}`;
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const sql = async (text) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`create database ${pg.escapeIdentifier(name)}`);
  cleanups.push(() =>
    sql(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => {}),
  );
  const dataDir = makeTempDataDir('shop-bench-processes-');
  cleanups.push(() => removeDir(dataDir));
  return measureProcesses({
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
    start: async (env, label) => {
      const server = await startServer({ dataDir, env, label });
      return { ...server, publicUrl: server.url };
    },
    stop: stopServer,
    say,
    connections: CONNECTIONS,
    duration: DURATION,
    mixedSeconds: MIXED_DURATION,
  });
}

const indent = (text) =>
  text
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('{'))
    .map((line) => `  ${line}`)
    .join('\n');

/** Runs a TypeScript bench script with tsx and answers what it printed (bounded to 5 minutes). */
function runTsx(script, args, env = {}, limitMs = 5 * 60_000) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), script, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${script} stopped with code ${code}:\n${out}`));
    });
  });
}

try {
  await main();
} catch (error) {
  fail(`The benchmark stopped: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  agent.destroy();
  clearTimeout(hardLimit);
}
