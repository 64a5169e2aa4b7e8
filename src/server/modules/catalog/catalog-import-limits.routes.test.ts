import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../shared/spreadsheet';
import { productChanges, products } from '../../db/schema';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { applyImport, previewImport } from '../../test/spreadsheets';
import { xlsxBomb } from '../../test/xlsx-bomb';

/**
 * Issue 25 (S4): an .xlsx of a few MB whose shared strings inflate to a gigabyte took 1.5 GB of memory and,
 * sent three times at once, killed the server. It is refused before anything is read from it.
 */

let shop: TestApp;
let owner: SignedIn;
let storekeeper: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  await insertProducts(shop.database.handle.db, [{ id: 'two-post-lift', name: 'Two Post Lift', price: 1 }]);
  // The reading thread started once before memory is measured: what is measured is the files, not its start.
  const warm = await previewImport(shop, owner.cookie, xlsxBomb({ inflatedBytes: 1000 }), 'p.xlsx');
  expect(warm.statusCode, warm.body).toBe(200);
}, 120_000);
afterAll(async () => shop?.close());

async function rowCounts() {
  const db = shop.database.handle.db;
  const [productRows] = await db.select({ total: count() }).from(products);
  const [changeRows] = await db.select({ total: count() }).from(productChanges);
  return { products: productRows?.total ?? 0, changes: changeRows?.total ?? 0 };
}

/** Sends `file` three times at once to the preview and three to the apply; the most memory grew meanwhile. */
async function sendThreeTimes(file: Buffer, cookie: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 5);
  try {
    const responses = await Promise.all([
      ...[1, 2, 3].map(() => previewImport(shop, cookie, file, 'products.xlsx')),
      ...[1, 2, 3].map(() => applyImport(shop, cookie, file, 'token', 'products.xlsx')),
    ]);
    return { responses, rssGrowth: rss - before.rss, heapGrowth: heap - before.heapUsed };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;

describe('an .xlsx that unpacks to too much', () => {
  it.each([
    ['says so in its zip directory', 'honest', IMPORT_MESSAGES.tooMuchData],
    ['hides it behind small declared sizes', 'small', IMPORT_MESSAGES.unreadable],
  ] as const)(
    'is refused with a 400 when it %s, three at once, with the memory bounded and nothing changed',
    async (_how, declared, message) => {
      const bomb = xlsxBomb({ inflatedBytes: 1024 * MB, declared });
      expect(bomb.length).toBeLessThan(5 * MB);
      const before = await rowCounts();
      const { responses, rssGrowth, heapGrowth } = await sendThreeTimes(bomb, storekeeper.cookie);
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(rssGrowth).toBeLessThan(200 * MB);
      expect(heapGrowth).toBeLessThan(200 * MB);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('is refused when its shared strings are too many, though small', async () => {
    // 400,000 strings of 25 bytes: 10 MB unpacked, over the 300,000 strings a catalogue needs.
    const file = xlsxBomb({ inflatedBytes: 400_000 * 25 });
    const before = await rowCounts();
    const { responses } = await sendThreeTimes(file, owner.cookie);
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(IMPORT_MESSAGES.tooMuchData);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('still reads the same workbook when it is small', async () => {
    const response = await previewImport(shop, owner.cookie, xlsxBomb({ inflatedBytes: 1000 }), 'p.xlsx');
    expect(response.statusCode, response.body).toBe(200);
  });
});
