import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { nairaToKobo } from '../../../../shared/money';
import type { Database } from '../../../db/client';
import { products, productVariants, type NewProductRow, type ProductVariantRow } from '../../../db/schema';
import { variantSummary } from '../product-variants';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products';
import { mapWithConcurrency } from '../../../lib/concurrency';
import { drawProductSvg, type ImageStore, spreadHue, storeImage, type StoredImage } from '../../media';

/** Two renders at a time: the machines have two cores and sharp already uses threads inside. */
const RENDER_CONCURRENCY = 2;

/**
 * Seeds the demo catalogue into an empty products table: draws every product's picture, stores it
 * like an uploaded image and inserts all rows in one transaction. Returns how many rows were inserted
 * (0 when the table already had products).
 */
export async function seedDemoCatalogue(
  db: Database,
  images: ImageStore,
  log: (msg: string) => void = () => {},
): Promise<number> {
  if (!(await isCatalogueEmpty(db))) return 0;

  const started = Date.now();
  const pictures = await mapWithConcurrency(DEMO_PRODUCTS, RENDER_CONCURRENCY, (product) =>
    renderProductImage(images, product),
  );
  log(`Drew ${pictures.length} demo product images in ${Date.now() - started} ms`);

  const rows = DEMO_PRODUCTS.map((product, i) => demoProductRow(product, pictures[i] as StoredImage));
  const inserted = await db.transaction(async (tx) => {
    // Another process seeding at the same moment must not make this one fail.
    const result = await tx
      .insert(products)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: products.id });
    // Their variants (decision 052), for the products this seed inserted.
    const ours = new Set(result.map((row) => row.id));
    const variants = DEMO_PRODUCTS.flatMap((product) =>
      ours.has(product.id) ? demoVariantRows(product) : [],
    );
    if (variants.length > 0) await tx.insert(productVariants).values(variants);
    return result.length;
  });
  log(`Seeded ${inserted} demo products`);
  return inserted;
}

async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/** A demo product's picture as PNG: the same product always gets the same bytes. */
export function drawProductPng(product: DemoProduct): Promise<Buffer> {
  // Hues follow the list order so products of one family, listed together, never share a colour.
  const index = DEMO_PRODUCTS.findIndex((demo) => demo.id === product.id);
  const hue = index >= 0 ? spreadHue(index) : undefined;
  return sharp(Buffer.from(drawProductSvg(product, { hue })))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Draws a demo product's picture and stores it like an upload (the sync tool reuses this). */
export async function renderProductImage(images: ImageStore, product: DemoProduct): Promise<StoredImage> {
  return storeImage(images, await drawProductPng(product));
}

/** A demo product's variants as rows (new ids), in its order; none for a simple product. */
export function demoVariantRows(product: DemoProduct): ProductVariantRow[] {
  const createdAt = new Date(product.createdAt);
  return (product.variants ?? []).map((variant, position) => ({
    id: randomUUID(),
    productId: product.id,
    position,
    sku: variant.sku,
    options: variant.options,
    priceKobo: nairaToKobo(variant.price),
    originalPriceKobo: variant.originalPrice == null ? null : nairaToKobo(variant.originalPrice),
    installationFeeKobo: variant.installationFee == null ? null : nairaToKobo(variant.installationFee),
    stockCount: variant.stockCount ?? 0,
    lowStockThreshold: variant.lowStockThreshold ?? 2,
    imagePublicId: null,
    isActive: variant.isActive ?? true,
    createdAt,
    updatedAt: createdAt,
  }));
}

/**
 * A demo product's row; one with variants carries its options and their summary (lowest price, stock
 * sum), as `writeVariantSummary` would write it.
 */
export function demoProductRow(product: DemoProduct, image: StoredImage): NewProductRow {
  const createdAt = new Date(product.createdAt);
  const variants = demoVariantRows(product);
  const summary = variants.length > 0 ? variantSummary(variants) : {};
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    priceKobo: nairaToKobo(product.price),
    originalPriceKobo: product.originalPrice == null ? null : nairaToKobo(product.originalPrice),
    installationFeeKobo: product.installationFee == null ? null : nairaToKobo(product.installationFee),
    ...(product.deliveryClass === undefined ? {} : { deliveryClass: product.deliveryClass }),
    description: product.description,
    image: image.image,
    imagePublicId: image.publicId,
    images: [image.publicId],
    category: product.category,
    subCategory: product.subCategory ?? [],
    stockCount: product.stockCount,
    inStock: product.stockCount > 0,
    rating: product.rating,
    reviews: product.reviews,
    isActive: true,
    features: product.features ?? [],
    specifications: product.specifications ?? {},
    videos: product.videos ?? [],
    priority: product.priority ?? null,
    featured: product.featured ?? false,
    options: (product.options ?? []).map((option) => ({ name: option.name, values: [...option.values] })),
    ...summary,
    createdAt,
    updatedAt: createdAt,
  };
}
