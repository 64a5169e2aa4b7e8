import { and, asc, eq, gte, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  productVariants,
  products,
  type NewProductVariantRow,
  type ProductVariantRow,
} from '../../db/schema';

/** SQL for the variants of products (decision 052); reached through `CatalogRepository.variants`. */
export class ProductVariantRepository {
  constructor(private readonly db: Database) {}

  /** The variants of a product in the shop's order. */
  ofProduct(productId: string): Promise<ProductVariantRow[]> {
    return this.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position));
  }

  /** The variants of these products, by product id, each list in the shop's order. */
  async ofProducts(productIds: readonly string[]): Promise<Map<string, ProductVariantRow[]>> {
    if (productIds.length === 0) return new Map();
    return byProduct(
      await this.db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, [...productIds]))
        .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    );
  }

  /** The variants of every active product (the in-memory catalogue), by product id. */
  async ofActiveProducts(): Promise<Map<string, ProductVariantRow[]>> {
    const rows = await this.db
      .select({ variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.isActive, true))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    return byProduct(rows.map((row) => row.variant));
  }

  /** The first of these SKUs (lower-cased) another product's variant uses, or undefined. */
  async skuUsedElsewhere(productId: string, skuKeys: readonly string[]): Promise<string | undefined> {
    if (skuKeys.length === 0) return undefined;
    const rows = await this.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          ne(productVariants.productId, productId),
          inArray(sql`lower(${productVariants.sku})`, [...skuKeys]),
        ),
      )
      .limit(1);
    return rows[0]?.sku;
  }

  /** Deletes the product's variants whose ids are not kept. */
  async deleteOthers(productId: string, keptIds: readonly string[]): Promise<void> {
    const conditions = [eq(productVariants.productId, productId)];
    if (keptIds.length > 0) conditions.push(notInArray(productVariants.id, [...keptIds]));
    await this.db.delete(productVariants).where(and(...conditions));
  }

  /** Variants showing a picture the product no longer has show its main picture instead. */
  async forgetPicturesNotIn(productId: string, pictures: readonly string[]): Promise<void> {
    const conditions = [eq(productVariants.productId, productId), isNotNull(productVariants.imagePublicId)];
    if (pictures.length > 0) conditions.push(notInArray(productVariants.imagePublicId, [...pictures]));
    await this.db
      .update(productVariants)
      .set({ imagePublicId: null })
      .where(and(...conditions));
  }

  /**
   * Takes `quantity` out of the variant's stock unless fewer are left: the updated row, or undefined. The
   * check and the write are one statement, so two concurrent takes of the last unit cannot both succeed.
   */
  async takeStock(productId: string, id: string, quantity: number): Promise<ProductVariantRow | undefined> {
    const rows = await this.db
      .update(productVariants)
      .set({ stockCount: sql`${productVariants.stockCount} - ${quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(productVariants.id, id),
          eq(productVariants.productId, productId),
          gte(productVariants.stockCount, quantity),
        ),
      )
      .returning();
    return rows[0];
  }

  /** Puts `quantity` back into the variant's stock: the updated row, or undefined when the variant is gone. */
  async returnStock(productId: string, id: string, quantity: number): Promise<ProductVariantRow | undefined> {
    const rows = await this.db
      .update(productVariants)
      .set({ stockCount: sql`${productVariants.stockCount} + ${quantity}`, updatedAt: new Date() })
      .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)))
      .returning();
    return rows[0];
  }

  async update(id: string, set: Partial<NewProductVariantRow>): Promise<void> {
    await this.db.update(productVariants).set(set).where(eq(productVariants.id, id));
  }

  async insertMany(rows: readonly NewProductVariantRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(productVariants).values([...rows]);
  }
}

function byProduct(rows: readonly ProductVariantRow[]): Map<string, ProductVariantRow[]> {
  const map = new Map<string, ProductVariantRow[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
}
