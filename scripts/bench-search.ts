// npx tsx scripts/bench-search.ts [--sizes 10000,100000] [--rounds 30]: the shop's search, in process, on the
// search code itself (no HTTP, no database), over products made by scripts/generate-catalogue.mjs. Prints
// figures, asserts nothing.
//
// For each size: the index's build time and memory (heap and typed arrays before building, and after
// building and searching, each after a full garbage collection), then p50/p95/max of typo-tolerant
// queries with a category and a price filter (the list's first page by relevance) and of the header's
// suggestions for every prefix a shopper types on the way to a word ("co", "com", ... "compresor").
// Then shoppers' multi-word queries with no filter (decision 040: every product matching any word is
// scored, through the default search words), the widest a query gets.
// Budgets: query p95 <= 20 ms at 10,000 and <= 50 ms at 100,000 products; suggestions p95 <= 10 ms and
// <= 25 ms.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compareProducts } from '../src/shared/catalogue';
import { PRODUCT_PAGE_SIZE, SORT_OPTIONS, type SortOption } from '../src/shared/catalogue-options';
import { koboToNaira } from '../src/shared/money';
import type { Product, ProductListQuery } from '../src/shared/product';
import { DEFAULT_SEARCH_WORDS } from '../src/shared/search-words';
import { CatalogueSearch, type SearchEntry } from '../src/server/modules/catalog';
import { generateRows, type GeneratedRow } from './generate-catalogue.mjs';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const SIZES = (option('sizes') ?? '10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0);
const ROUNDS = Number(option('rounds') ?? 30) || 30;

/** Typo-tolerant queries with a category and a price filter. */
const QUERIES: Omit<ProductListQuery, 'offset' | 'limit'>[] = [
  { q: 'compresor', category: 'others', minPrice: 100_000, maxPrice: 10_000_000 },
  { q: 'scaner', category: 'diagnostictools', minPrice: 50_000, maxPrice: 5_000_000 },
  { q: 'diagnostc tablet', category: 'diagnostictools', minPrice: 50_000, maxPrice: 20_000_000 },
  { q: 'ravaglyoli balancer', category: 'garagetools', minPrice: 200_000, maxPrice: 30_000_000 },
  { q: 'presure washer', category: 'others', minPrice: 10_000, maxPrice: 8_000_000 },
  { q: 'tyre changr', category: 'garagetools', minPrice: 100_000, maxPrice: 15_000_000 },
];

/** What shoppers type (issue 25): several words, a misspelling, words of the search words' groups. */
const SHOPPER_QUERIES = [
  'car lift',
  'hydrolic lift',
  'diagnostic machine',
  'tyre machine',
  '2 post lift',
  'paint booth',
  'obd scanner',
  'welding machine',
];

/** Every prefix of these words from 2 characters: what the header asks while a shopper types. */
const TYPED = ['compresor', 'scaner', 'ravaglyoli', 'generator', 'diagnostc', 'spray both'].flatMap((word) =>
  Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
);

const collect: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

/** The JavaScript heap and the memory of typed arrays (where the postings live), after a full collection. */
function memoryUsed(): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function toEntry(row: GeneratedRow): SearchEntry {
  const product: Product = {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: koboToNaira(row.price_kobo),
    originalPrice: row.original_price_kobo === null ? null : koboToNaira(row.original_price_kobo),
    installationFee: null,
    deliveryClass: 'heavy',
    image: row.image,
    imagePublicId: row.image_public_id,
    images: [row.image_public_id],
    category: row.category,
    subCategory: row.sub_category,
    stockCount: row.stock_count,
    inStock: row.in_stock,
    lowStockThreshold: 2,
    options: [],
    variants: [],
    rating: row.rating,
    reviews: row.reviews,
    priority: row.priority,
    featured: row.featured,
    description: row.description,
    features: JSON.parse(row.features) as string[],
    specifications: JSON.parse(row.specifications) as Record<string, string>,
    videos: [],
    isActive: true,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  return { product, card: product };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function timeEach<T>(inputs: T[], run: (input: T) => unknown): number[] {
  for (const input of inputs) run(input); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const input of inputs) {
      const started = performance.now();
      run(input);
      times.push(performance.now() - started);
    }
  return times;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const rows: string[][] = [];
const notes: string[] = [];

for (const size of SIZES) {
  const entries = generateRows(size, { image: '/media/x/800.webp', imagePublicId: 'x' })
    .filter((row) => row.is_active)
    .map(toEntry);
  const sorted = Object.fromEntries(
    SORT_OPTIONS.map((sort) => [sort, [...entries].sort((a, b) => compareProducts(sort)(a.card, b.card))]),
  ) as Record<SortOption, SearchEntry[]>;
  const before = memoryUsed();
  const started = performance.now();
  const search = new CatalogueSearch(sorted, DEFAULT_SEARCH_WORDS);
  const buildMs = performance.now() - started;

  const matches = QUERIES.map((query) => search.list({ ...query, q: query.q!, offset: 0, limit: 24 }).total);
  const queries = timeEach(QUERIES, (query) =>
    search.list({ ...query, q: query.q!, offset: 0, limit: PRODUCT_PAGE_SIZE }),
  );
  const suggestions = timeEach(TYPED, (q) => search.suggest(q));
  const shoppers = timeEach(SHOPPER_QUERIES, (q) => search.list({ q, offset: 0, limit: PRODUCT_PAGE_SIZE }));
  // Measured once the searches ran, so it counts the working memory they keep for the next one.
  const indexBytes = memoryUsed() - before;
  const label = `${entries.length.toLocaleString('en-US')} products`;
  rows.push(
    [
      `${label}: query + filters`,
      String(queries.length),
      ms(percentile(queries, 50)),
      ms(percentile(queries, 95)),
      ms(Math.max(...queries)),
    ],
    [
      `${label}: suggestions`,
      String(suggestions.length),
      ms(percentile(suggestions, 50)),
      ms(percentile(suggestions, 95)),
      ms(Math.max(...suggestions)),
    ],
    [
      `${label}: shoppers' words`,
      String(shoppers.length),
      ms(percentile(shoppers, 50)),
      ms(percentile(shoppers, 95)),
      ms(Math.max(...shoppers)),
    ],
  );
  notes.push(
    `${label}: index built in ${buildMs.toFixed(0)} ms, ${(indexBytes / 1024 / 1024).toFixed(1)} MB ` +
      `(heap and typed arrays); ` +
      `${matches.join(', ')} matches for the queries below`,
  );
}

const headers = ['search code, in process', 'runs', 'p50', 'p95', 'max'];
const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.log(line(headers));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
for (const note of notes) console.log(note);
console.log(
  `queries: ${QUERIES.map((query) => `"${query.q}" in ${query.category}`).join(', ')}; with prices`,
);
console.log(
  `suggestions: every prefix from 2 characters of ${[...new Set(TYPED.map((q) => q))].length} typed strings`,
);
console.log(`shoppers' words: ${SHOPPER_QUERIES.map((q) => `"${q}"`).join(', ')}; no filter`);
console.log('budgets (p95): query 20 ms at 10,000 and 50 ms at 100,000; suggestions 10 ms and 25 ms');
