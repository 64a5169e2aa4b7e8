// Adds N generated products to a shop database, for benchmarks at catalogue sizes the demo seed
// does not reach; with --variants V (decision 052), each is sold in V versions of one option. The database must already be migrated and seeded (generated rows reuse a seeded
// product's picture), and for the embedded database the server must be stopped (one process per folder).
//
//   node scripts/generate-catalogue.mjs --count 10000 --database-url postgres://...   (PostgreSQL)
//   node scripts/generate-catalogue.mjs --count 10000 --data-dir ./data               (PGlite in DATA_DIR/db)
//   node scripts/generate-catalogue.mjs --count 10000 --variants 3 --data-dir ./data
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CATEGORIES = [
  'spraybooth',
  'bodyparts',
  'garagetools',
  'diagnostictools',
  'accessories',
  'handtools',
  'lubebay',
  'others',
];
const DIAGNOSTIC_SUBCATEGORIES = ['konwei', 'thinkcar', 'xtool', 'thinkdiag'];
const BRANDS = [
  'Launch',
  'Autel',
  'XTOOL',
  'Thinkcar',
  'Konwei',
  'Bosch',
  'Hunter',
  'Ravaglioli',
  'GaragePro',
];
const ADJECTIVES = ['Pro', 'Max', 'Plus', 'Heavy-Duty', 'Compact', 'Premium', 'Elite', 'Smart', 'Industrial'];
const NOUNS = {
  spraybooth: ['Spray Booth', 'Paint Oven', 'Prep Station'],
  bodyparts: ['Frame Machine', 'Spot Welder', 'Dent Puller'],
  garagetools: ['Car Lift', 'Tyre Changer', 'Wheel Balancer'],
  diagnostictools: ['Scanner', 'Diagnostic Tablet', 'Code Reader'],
  accessories: ['Tool Trolley', 'Work Bench', 'Creeper'],
  handtools: ['Socket Set', 'Torque Wrench', 'Spanner Set'],
  lubebay: ['Oil Drainer', 'Grease Pump', 'Fluid Dispenser'],
  others: ['Air Compressor', 'Pressure Washer', 'Generator'],
};

/** Each category's option of generated products with variants, with the values they are sold in. */
const OPTIONS = {
  spraybooth: ['Length', ['6 m', '7 m', '8 m', '9 m']],
  bodyparts: ['Kit', ['Basic kit', 'Standard kit', 'Full kit', 'Pro kit']],
  garagetools: ['Capacity', ['3 t', '4 t', '5 t', '6 t']],
  diagnostictools: ['Kit', ['Basic kit', 'Standard kit', 'Full kit', 'Pro kit']],
  accessories: ['Size', ['Small', 'Medium', 'Large', 'Extra large']],
  handtools: ['Drive', ['1/4"', '3/8"', '1/2"', '3/4"']],
  lubebay: ['Tank', ['30 L', '60 L', '80 L', '100 L']],
  others: ['Voltage', ['220 V', '380 V', '415 V', '440 V']],
};

/**
 * A generated product's variants (`count` of them, at most 4) as rows of product_variants, and the
 * product row's summary of them: the lowest price (the product's own, 8 percent more per step), the stock
 * spread over them.
 */
export function generateVariants(row, category, count) {
  const [name, values] = OPTIONS[category];
  const shown = values.slice(0, Math.min(count, values.length));
  const number = row.id.slice(4);
  const variants = shown.map((value, position) => ({
    id: `${row.id}-v${position + 1}`,
    product_id: row.id,
    position,
    sku: `${row.brand.slice(0, 3).toUpperCase()}-${number}-${position + 1}`,
    options: JSON.stringify({ [name]: value }),
    price_kobo: Math.round((row.price_kobo / 100) * (1 + 0.08 * position)) * 100,
    original_price_kobo: position === 0 ? row.original_price_kobo : null,
    stock_count:
      Math.floor(row.stock_count / shown.length) + (position < row.stock_count % shown.length ? 1 : 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
  return { options: JSON.stringify([{ name, values: shown }]), variants };
}

/** A small deterministic generator, so two runs make the same catalogue. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The generated products as rows of the products table (money in kobo); with `variants` > 0, each row
 * carries its options and `variantRows`, the rows of product_variants, its price and stock their summary.
 */
export function generateRows(count, image, seed = 42, variants = 0) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const rows = [];
  for (let i = 1; i <= count; i++) {
    const category = pick(CATEGORIES);
    const brand = pick(BRANDS);
    const name = `${brand} ${pick(NOUNS[category])} ${pick(ADJECTIVES)} ${100 + (i % 900)}`;
    // Log-uniform between 10,000 and 30,000,000 naira, in whole naira.
    const naira = Math.round(10_000 * Math.pow(3_000, next()));
    const stock = next() < 0.1 ? 0 : Math.floor(next() * 50);
    const created = new Date(now - Math.floor(next() * 365 * 24 * 3600 * 1000));
    rows.push({
      id: `gen-${String(i).padStart(6, '0')}`,
      name,
      brand,
      price_kobo: naira * 100,
      original_price_kobo: next() < 0.25 ? Math.round(naira * (1.1 + next() * 0.3)) * 100 : null,
      description:
        `${name} for busy workshops: built by ${brand} for daily use, with a two-year warranty ` +
        `and support across Nigeria. Generated item number ${i}.`,
      image: image.image,
      image_public_id: image.imagePublicId,
      category: [category],
      sub_category: category === 'diagnostictools' ? [pick(DIAGNOSTIC_SUBCATEGORIES)] : [],
      stock_count: stock,
      in_stock: stock > 0,
      rating: Math.round((3 + next() * 2) * 10) / 10,
      reviews: Math.floor(next() * 200),
      is_active: next() > 0.02,
      features: JSON.stringify(['Two-year warranty', 'Nationwide delivery', `${brand} support`]),
      specifications: JSON.stringify({
        Model: `${brand.slice(0, 3).toUpperCase()}-${i}`,
        Warranty: '2 years',
      }),
      videos: '[]',
      priority: next() < 0.01 ? Math.floor(next() * 10) : null,
      featured: false,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
      options: '[]',
    });
    if (variants > 0) {
      const row = rows.at(-1);
      const generated = generateVariants(row, category, variants);
      row.options = generated.options;
      row.variantRows = generated.variants;
    }
  }
  return rows;
}

const COLUMNS = [
  ['id', ''],
  ['name', ''],
  ['brand', ''],
  ['price_kobo', ''],
  ['original_price_kobo', ''],
  ['description', ''],
  ['image', ''],
  ['image_public_id', ''],
  ['category', '::text[]'],
  ['sub_category', '::text[]'],
  ['stock_count', ''],
  ['in_stock', ''],
  ['rating', ''],
  ['reviews', ''],
  ['is_active', ''],
  ['features', '::jsonb'],
  ['specifications', '::jsonb'],
  ['videos', '::jsonb'],
  ['priority', ''],
  ['featured', ''],
  ['created_at', '::timestamptz'],
  ['updated_at', '::timestamptz'],
  ['options', '::jsonb'],
];

const VARIANT_COLUMNS = [
  ['id', ''],
  ['product_id', ''],
  ['position', ''],
  ['sku', ''],
  ['options', '::jsonb'],
  ['price_kobo', ''],
  ['original_price_kobo', ''],
  ['stock_count', ''],
  ['created_at', '::timestamptz'],
  ['updated_at', '::timestamptz'],
];

/** Inserts the rows through `query(text, params)` (pg.Client and PGlite both have it), 500 at a time. */
async function insertRows(query, rows, table = 'products', columns = COLUMNS) {
  const batch = 500;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const params = [];
    const tuples = chunk.map((row) => {
      const slots = columns.map(([column, cast]) => {
        params.push(row[column]);
        return `$${params.length}${cast}`;
      });
      return `(${slots.join(', ')})`;
    });
    const sql =
      `insert into ${table} (${columns.map(([column]) => column).join(', ')}) values ${tuples.join(', ')} ` +
      'on conflict (id) do nothing';
    const result = await query(sql, params);
    inserted += result.rowCount ?? result.affectedRows ?? 0;
  }
  return inserted;
}

async function withDatabase({ databaseUrl, dataDir }, work) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work((sql, params) => client.query(sql, params));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await work((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

/** Adds `count` generated products; returns how many were inserted and how many active products exist. */
export async function generateCatalogue({ count, databaseUrl, dataDir, variants = 0 }) {
  return withDatabase({ databaseUrl, dataDir }, async (query) => {
    const seeded = await query(
      "select image, image_public_id from products where id not like 'gen-%' order by created_at limit 1",
    );
    const first = seeded.rows[0];
    if (!first)
      throw new Error('The products table is empty: start the server once so it seeds the demo catalogue.');
    const image = { image: first.image, imagePublicId: first.image_public_id };
    const rows = generateRows(count, image, 42, variants);
    const inserted = await insertRows(query, rows);
    const variantRows = rows.flatMap((row) => row.variantRows ?? []);
    if (variantRows.length > 0) await insertRows(query, variantRows, 'product_variants', VARIANT_COLUMNS);
    const total = await query('select count(*)::int as n from products where is_active');
    return { inserted, active: Number(total.rows[0].n) };
  });
}

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(option('count') ?? 10_000);
  const variants = Number(option('variants') ?? 0);
  const databaseUrl = option('database-url');
  const dataDir = option('data-dir');
  if (!Number.isInteger(count) || count < 1 || (!databaseUrl && !dataDir)) {
    console.error(
      'usage: node scripts/generate-catalogue.mjs --count N (--database-url URL | --data-dir DIR)',
    );
    process.exit(2);
  }
  const started = Date.now();
  const { inserted, active } = await generateCatalogue({
    count,
    databaseUrl,
    dataDir: dataDir && path.resolve(dataDir),
    variants,
  });
  console.log(
    `Inserted ${inserted} generated products in ${Date.now() - started} ms; ${active} active products in all.`,
  );
}
