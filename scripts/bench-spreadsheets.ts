// npx tsx scripts/bench-spreadsheets.ts [--rows 5000,10000]: the spreadsheet import's preview and apply over
// generated CSV files, and the catalogue export of 10,000 products as CSV and .xlsx, on embedded PGlite in a
// temporary folder (the default database), through the same service the routes call. Prints figures,
// asserts nothing.
//
// For each size: a file of new products is previewed and applied (adds), then a file changing every one's
// price (updates); the catalogue is emptied between sizes. The export is timed after the largest size, the
// process's peak resident memory sampled every 20 ms while it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../src/server/db/client';
import { CatalogSpreadsheets, ProductBulkRepository } from '../src/server/modules/catalog';
import { DiskImageStore, hasStoredImage, storeImage } from '../src/server/modules/media';

const sizesArgument = process.argv[process.argv.indexOf('--rows') + 1];
const SIZES =
  process.argv.includes('--rows') && sizesArgument
    ? sizesArgument
        .split(',')
        .map(Number)
        .filter((size) => Number.isInteger(size) && size > 0)
    : [5_000, 10_000];
const MIGRATIONS = path.join(process.cwd(), 'drizzle');
const ACTOR = { id: 'bench', name: 'Bench Owner', email: 'bench@example.com' };

function csvOf(rows: number, picture: string, price: (index: number) => number): Buffer {
  const header = [
    'ID',
    'Name',
    'Brand',
    'Price',
    'Stock',
    'Categories',
    'Description',
    'Features',
    'Specifications',
    'Images',
  ];
  return Buffer.from(
    stringify([
      header,
      ...Array.from({ length: rows }, (_, index) => [
        '',
        `Bench Lift ${rows}-${index + 1}`,
        'Launch',
        price(index),
        index % 9,
        'Garage Tools',
        `Generated two post lift number ${index + 1}, for the benchmark.`,
        'Dual hydraulic cylinders\nSafety locks every 10 cm',
        'Capacity: 4,000 kg\nLifting height: 1,900 mm',
        picture,
      ]),
    ]),
  );
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-spreadsheets-'));
  const uploadsDir = path.join(dir, 'uploads');
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    await database.migrate(MIGRATIONS);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f6f8b' } })
      .jpeg()
      .toBuffer();
    const images = new DiskImageStore(uploadsDir);
    const { publicId } = await storeImage(images, photo);
    const spreadsheets = new CatalogSpreadsheets({
      bulk: new ProductBulkRepository(database.db),
      imageExists: (id) => hasStoredImage(images, id),
      catalogueChanged: async () => {},
    });

    // An owner's import: every column, no stock-only limit.
    const OWNER = { stockOnly: false };
    console.log('PGlite (embedded), one process; each file previewed, then applied with its token');
    for (const [index, rows] of SIZES.entries()) {
      if (index > 0) await database.db.execute(sql`truncate product_changes, products cascade`);
      for (const [kind, price] of [
        ['new products', (row: number) => 100_000 + row],
        ['price updates', (row: number) => 150_000 + row],
      ] as const) {
        const file = csvOf(rows, publicId, price);
        const [plan, previewMs] = await timed(() => spreadsheets.preview(file, OWNER));
        const [result, applyMs] = await timed(() =>
          spreadsheets.apply(file, plan.token, ACTOR, OWNER, { useFileStock: new Set() }),
        );
        console.log(
          `import ${rows.toLocaleString('en-US')} rows (${kind}, ${mb(file.length)} CSV): preview ${seconds(previewMs)}, ` +
            `apply ${seconds(applyMs)} (${result.added} added, ${result.updated} updated)`,
        );
      }
    }

    const products = SIZES.at(-1)!;
    for (const format of ['csv', 'xlsx'] as const) {
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      let bytes = 0;
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      });
      const [, exportMs] = await timed(async () =>
        pipeline(await spreadsheets.export(format, () => {}), sink),
      );
      clearInterval(sampler);
      console.log(
        `export ${products.toLocaleString('en-US')} products as ${format}: ${seconds(exportMs)}, ${mb(bytes)}, ` +
          `peak RSS ${mb(peak)} (+${mb(peak - baseline)} over the ${mb(baseline)} before it)`,
      );
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
