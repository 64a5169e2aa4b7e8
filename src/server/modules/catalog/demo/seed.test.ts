import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../../shared/images';
import { nairaToKobo } from '../../../../shared/money';
import { products, productVariants } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { DEMO_PRODUCTS } from './demo-products';
import { DiskImageStore } from '../../media';
import { seedDemoCatalogue } from './seed';

// A migrated copy of the run's template database (PGlite, or PostgreSQL with DATABASE_URL).
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.cleanup();
});

describe('seedDemoCatalogue', () => {
  it('fills an empty catalogue once, with stored pictures, and then does nothing', async () => {
    const { handle, dataDir } = database;
    const uploads = path.join(dataDir, 'uploads');
    const messages: string[] = [];
    const started = Date.now();
    const inserted = await seedDemoCatalogue(handle.db, new DiskImageStore(uploads), (msg) =>
      messages.push(msg),
    );
    messages.push(`seedDemoCatalogue took ${Date.now() - started} ms`);
    console.info(messages.join('\n'));

    expect(inserted).toBe(DEMO_PRODUCTS.length);
    const rows = await handle.db.select().from(products).orderBy(asc(products.id));
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);

    for (const row of rows) {
      for (const width of IMAGE_WIDTHS) await access(path.join(uploads, row.imagePublicId, `${width}.webp`));
      expect(row.image).toBe(`/media/${row.imagePublicId}/800.webp`);
    }
    // One folder per picture, nothing temporary left.
    expect((await readdir(uploads)).sort()).toEqual([...new Set(rows.map((r) => r.imagePublicId))].sort());

    const demo = DEMO_PRODUCTS.find((p) => p.originalPrice != null && p.stockCount > 0 && p.videos?.length);
    if (!demo) throw new Error('the demo list needs such a product');
    const [row] = await handle.db.select().from(products).where(eq(products.id, demo.id));
    expect(row).toMatchObject({
      name: demo.name,
      brand: demo.brand,
      priceKobo: nairaToKobo(demo.price),
      originalPriceKobo: nairaToKobo(demo.originalPrice as number),
      category: demo.category,
      subCategory: demo.subCategory ?? [],
      stockCount: demo.stockCount,
      inStock: true,
      isActive: true,
      rating: demo.rating,
      reviews: demo.reviews,
      features: demo.features,
      specifications: demo.specifications,
      videos: demo.videos,
      priority: demo.priority ?? null,
      featured: demo.featured ?? false,
    });
    expect(row?.createdAt.toISOString()).toBe(demo.createdAt);
    expect(row?.updatedAt.toISOString()).toBe(demo.createdAt);

    // A product with variants (decision 052): its variants stored, its row their summary.
    const lift = DEMO_PRODUCTS.find((product) => product.name.startsWith('BendPak'))!;
    const variants = await handle.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, lift.id))
      .orderBy(asc(productVariants.position));
    expect(
      variants.map((variant) => [variant.sku, variant.options, variant.priceKobo, variant.stockCount]),
    ).toEqual(
      lift.variants!.map((variant) => [
        variant.sku,
        variant.options,
        nairaToKobo(variant.price),
        variant.stockCount,
      ]),
    );
    const liftRow = rows.find((r) => r.id === lift.id)!;
    expect(liftRow).toMatchObject({
      options: lift.options,
      priceKobo: nairaToKobo(6_750_000),
      stockCount: 2,
      inStock: true,
      installationFeeKobo: nairaToKobo(300_000),
    });

    const soldOut = rows.filter((r) => !r.inStock);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((r) => r.stockCount === 0)).toBe(true);

    expect(await seedDemoCatalogue(handle.db, new DiskImageStore(uploads))).toBe(0);
    expect(await handle.db.select({ id: products.id }).from(products)).toHaveLength(DEMO_PRODUCTS.length);
  });
});
