// npm run bench (v): the shop with 10,000 products sold in 3 variants each (decision 052), beside the same
// catalogue without variants. For each, a fresh embedded database: the demo catalogue, then the generated
// products (scripts/generate-catalogue.mjs, --variants 3 or none), then the built server. Measures
// GET /api/products (requests/s at --connections), the shop's search (/api/products?q=, warm p95) and the
// header's suggestions (/api/search/suggestions, warm p95), and a product page's server answer
// (GET /product/{id}: requests/s and p99, and the API's /api/products/{id} p95). Asserts nothing.
import { generateCatalogue } from './generate-catalogue.mjs';
import { makeTempDataDir, removeDir } from './lib/server.mjs';

/** Queries a shopper types: words, option words (joined and apart) and, with variants, SKUs. */
const SEARCHES = [
  'pro',
  'scanner',
  'car lift',
  'launch scanner pro',
  'compressor',
  '5 t lift',
  '5t car lift',
  '380V compressor',
  '380 v air compressor',
  'pro kit scanner',
  'torque wrench 1/2"',
  'xtool',
  'heavy duty',
  'LAU-000123-2',
  'bos 000777 1',
];
const SUGGESTIONS = [
  'sc',
  'lif',
  'comp',
  'pro k',
  '5 t li',
  '380v co',
  'LAU-0001',
  'xto',
  'torq',
  'launch sc',
];
const ROUNDS = 5;

async function warm(timedGet, urls) {
  for (const url of urls) await timedGet(url);
  const times = [];
  for (let round = 0; round < ROUNDS; round++) for (const url of urls) times.push(await timedGet(url));
  return times;
}

async function measureMode({
  count,
  variants,
  startServer,
  stopServer,
  cleanups,
  say,
  load,
  timedGet,
  percentile,
}) {
  const dataDir = makeTempDataDir('shop-bench-variants-');
  cleanups.push(() => removeDir(dataDir));
  let server = await startServer({
    dataDir,
    label: `(v) Server for ${variants ? `${variants} variants` : 'no variants'}`,
  });
  await stopServer(server);
  say(
    `(v) Adding ${count.toLocaleString('en-US')} generated products${variants ? ` x ${variants} variants` : ''}...`,
  );
  const generated = await generateCatalogue({ count, dataDir, variants });
  server = await startServer({ dataDir, label: `(v) Server (${generated.active} active products)` });
  try {
    const base = server.url;
    const productId = 'gen-000123';
    // Warm: the catalogue loaded, its search index built (on first use past its eager size), pages drawn.
    for (const path of ['/api/products?limit=1', '/api/products?q=pro', '/api/search/suggestions?q=pr'])
      await timedGet(`${base}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    say('(v) GET /api/products under load...');
    const list = await load(`${base}/api/products`);
    say('(v) Searches and suggestions, one after another...');
    const search = await warm(
      timedGet,
      SEARCHES.map((q) => `${base}/api/products?${new URLSearchParams({ q }).toString()}`),
    );
    const filtered = await warm(
      timedGet,
      SEARCHES.slice(0, 6).map(
        (q) =>
          `${base}/api/products?${new URLSearchParams({ q, minPrice: '100000', maxPrice: '2000000', sort: 'price-asc' }).toString()}`,
      ),
    );
    const suggestions = await warm(
      timedGet,
      SUGGESTIONS.map((q) => `${base}/api/search/suggestions?${new URLSearchParams({ q }).toString()}`),
    );
    const detail = await warm(timedGet, [`${base}/api/products/${productId}`]);
    say(`(v) GET /product/${productId} under load...`);
    await timedGet(`${base}/product/${productId}`);
    const page = await load(`${base}/product/${productId}`);
    return {
      variants,
      active: generated.active,
      list,
      searchP95: percentile(search, 95),
      filteredP95: percentile(filtered, 95),
      suggestionP95: percentile(suggestions, 95),
      detailP95: percentile(detail, 95),
      page,
    };
  } finally {
    await stopServer(server);
  }
}

/** (v) Both catalogues, without variants first. */
export async function benchVariants(options) {
  const results = [];
  for (const variants of [0, 3]) results.push(await measureMode({ ...options, variants }));
  return results;
}

export function printVariants(results, { table, bold, count }) {
  console.log(
    `\n${bold('(v) Variants')} (${count.toLocaleString('en-US')} generated products and the demo catalogue, embedded database; decision 052)`,
  );
  const ms = (value) => `${value.toFixed(1)} ms`;
  const rps = (value) => Math.round(value).toLocaleString('en-US');
  table(
    [
      'catalogue',
      '/api/products req/s',
      'p99',
      'search p95',
      'filtered p95',
      'suggest p95',
      'product API p95',
      '/product req/s',
      'p99',
    ],
    results.map((result) => [
      result.variants ? `x ${result.variants} variants` : 'no variants',
      rps(result.list.rps),
      `${result.list.p99} ms`,
      ms(result.searchP95),
      ms(result.filteredP95),
      ms(result.suggestionP95),
      ms(result.detailP95),
      rps(result.page.rps),
      `${result.page.p99} ms`,
    ]),
  );
}
