import { and, asc, count, desc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductListQuery } from '../../../shared/admin-catalogue';
import type { RepriceSelection } from '../../../shared/reprice';
import type { Database } from '../../db/client';
import { inTransaction, type Transaction } from '../../db/transaction';
import { likePattern } from '../../lib/like-pattern';
import {
  deliveryClasses,
  productChanges,
  productVariants,
  products,
  type NewProductChangeRow,
  type NewProductRow,
  type ProductChangeRow,
  type ProductRow,
} from '../../db/schema';
import { lowStockVariant, type LowStockListener, type LowStockProduct } from './low-stock';
import { ProductVariantRepository } from './product-variants.repository';

/** What the rest of the shop hears of catalogue writes (wired by app.ts). */
export interface CatalogListeners {
  onLowStock?: LowStockListener;
}

/** The admin's search: name, brand or id containing the text, ignoring case. */
function searchCondition(text: string): SQL {
  const pattern = likePattern(text);
  return or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.id, pattern))!;
}

/** A product without options (a product with variants keeps its stock per variant, decision 052). */
const withoutOptions = sql`jsonb_array_length(${products.options}) = 0`;

/** An active simple product at or below its own threshold. */
const simpleLow = and(
  eq(products.isActive, true),
  withoutOptions,
  lte(products.stockCount, products.lowStockThreshold),
)!;

/** An active variant at or below its own threshold. */
const variantLow = and(
  eq(productVariants.isActive, true),
  lte(productVariants.stockCount, productVariants.lowStockThreshold),
)!;

/**
 * At or below its own threshold (the admin list's filter): a simple product by its stock, a product with
 * variants when any active variant is at or below the variant's threshold.
 */
const atOrBelowThreshold = or(
  and(withoutOptions, lte(products.stockCount, products.lowStockThreshold)),
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${variantLow})`,
)!;

const fewestFirst = (a: LowStockProduct, b: LowStockProduct) =>
  a.stockCount - b.stockCount ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * SQL for products and their change history; nothing else touches these tables. It carries the
 * catalogue's listeners into every transaction it opens or joins (`inTransaction`, `on`), so each
 * product write reaches them whoever makes it (product-writes.ts).
 */
export class CatalogRepository {
  constructor(
    private readonly db: Database,
    private readonly listeners: CatalogListeners = {},
  ) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  inTransaction<T>(work: (repository: CatalogRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(this.on(tx)));
  }

  /** This repository inside another module's transaction (an order's status move). */
  on(tx: Transaction): CatalogRepository {
    return new CatalogRepository(tx, this.listeners);
  }

  /** The products' variants (decision 052), in this repository's transaction. */
  get variants(): ProductVariantRepository {
    return new ProductVariantRepository(this.db);
  }

  /** Tells the listener, in this repository's transaction, that a product went low on stock. */
  async lowStockReached(product: LowStockProduct): Promise<void> {
    await this.listeners.onLowStock?.(this.db, product);
  }

  listActive(): Promise<ProductRow[]> {
    return this.db.select().from(products).where(eq(products.isActive, true));
  }

  /**
   * Active products at or below their own threshold, fewest first (the admin's Overview): a product with
   * variants once per low active variant, named with its options and carrying its SKU.
   */
  async lowStock(limit: number): Promise<LowStockProduct[]> {
    const [simple, variants] = await Promise.all([
      this.db
        .select({
          id: products.id,
          name: products.name,
          stockCount: products.stockCount,
          lowStockThreshold: products.lowStockThreshold,
        })
        .from(products)
        .where(simpleLow)
        .orderBy(asc(products.stockCount), asc(products.name), asc(products.id))
        .limit(limit),
      this.db
        .select({
          product: { id: products.id, name: products.name, options: products.options },
          variant: productVariants,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.isActive, true), variantLow))
        .orderBy(asc(productVariants.stockCount), asc(products.name), asc(productVariants.position))
        .limit(limit),
    ]);
    const named = variants.map(({ product, variant }) => lowStockVariant(product, variant));
    return [...simple, ...named].sort(fewestFirst).slice(0, limit);
  }

  /** How many active products are at or below their own threshold (a product with variants: per variant). */
  async lowStockCount(): Promise<number> {
    const [simple, variants] = await Promise.all([
      this.db.select({ total: count() }).from(products).where(simpleLow),
      this.db
        .select({ total: count() })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.isActive, true), variantLow)),
    ]);
    return (simple[0]?.total ?? 0) + (variants[0]?.total ?? 0);
  }

  /**
   * The active products a repricing selects (every criterion narrows), by id so locks are taken in one
   * order; locked until the transaction ends when `lock` is set. At most `limit` rows.
   */
  repriceSelection(selection: RepriceSelection, limit: number, lock = false): Promise<ProductRow[]> {
    const conditions: SQL[] = [eq(products.isActive, true)];
    if (selection.category) conditions.push(sql`${selection.category} = any(${products.category})`);
    if (selection.subCategory) conditions.push(sql`${selection.subCategory} = any(${products.subCategory})`);
    if (selection.brand)
      conditions.push(sql`lower(trim(${products.brand})) = lower(${selection.brand.trim()})`);
    if (selection.q) conditions.push(searchCondition(selection.q));
    if (selection.ids && selection.ids.length > 0) conditions.push(inArray(products.id, selection.ids));
    const query = this.db
      .select()
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.id))
      .limit(limit);
    return lock ? query.for('update') : query;
  }

  /** The delivery classes (the settings' table) a product may be in, smallest first. */
  deliveryClasses(): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: deliveryClasses.id, name: deliveryClasses.name })
      .from(deliveryClasses)
      .orderBy(asc(deliveryClasses.position));
  }

  async deliveryClassIds(): Promise<string[]> {
    return (await this.deliveryClasses()).map((row) => row.id);
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    const rows = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    return rows[0];
  }

  /** The products with these ids (any that exist, active or not). */
  findByIds(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, [...ids]));
  }

  /** The row, locked until the transaction ends (so concurrent writes to it queue up). */
  async lockById(id: string): Promise<ProductRow | undefined> {
    const rows = await this.db.select().from(products).where(eq(products.id, id)).for('update').limit(1);
    return rows[0];
  }

  /** The oldest product with this name, ignoring case and surrounding spaces (the sync's key). */
  async findByName(name: string): Promise<ProductRow | undefined> {
    const rows = await this.db
      .select()
      .from(products)
      .where(sql`lower(trim(${products.name})) = lower(${name.trim()})`)
      .orderBy(asc(products.createdAt))
      .limit(1);
    return rows[0];
  }

  /** Every product, active and soft-deleted, newest first, with the number of matches. */
  async listAll(query: AdminProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.status === 'active') conditions.push(eq(products.isActive, true));
    if (query.status === 'deleted') conditions.push(eq(products.isActive, false));
    if (query.q) conditions.push(searchCondition(query.q));
    if (query.lowStock) conditions.push(atOrBelowThreshold);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), asc(products.id))
        .offset(query.offset)
        .limit(query.limit),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  /** Inserts the row unless its id is taken; the inserted row, or undefined. */
  async insertIfFree(row: NewProductRow): Promise<ProductRow | undefined> {
    const rows = await this.db.insert(products).values(row).onConflictDoNothing().returning();
    return rows[0];
  }

  /** Ids equal to `base` or `base-N`, to pick a free one. */
  async idsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.id, base), like(products.id, `${base.replace(/[\\%_]/g, '\\$&')}-%`)));
    return rows.map((row) => row.id);
  }

  async update(id: string, set: Partial<NewProductRow>): Promise<ProductRow> {
    const rows = await this.db.update(products).set(set).where(eq(products.id, id)).returning();
    return rows[0]!;
  }

  /**
   * Takes `quantity` out of the product's stock unless fewer are left: the updated row, or undefined
   * (unknown product, or not enough stock). The check and the write are one statement, so two
   * concurrent takes of the last unit cannot both succeed and stock never goes below 0.
   */
  async takeStock(id: string, quantity: number): Promise<ProductRow | undefined> {
    const rows = await this.db
      .update(products)
      .set({
        stockCount: sql`${products.stockCount} - ${quantity}`,
        inStock: sql`(${products.stockCount} - ${quantity}) > 0`,
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, id), gte(products.stockCount, quantity)))
      .returning();
    return rows[0];
  }

  /** Puts `quantity` back into the product's stock: the updated row, or undefined for an unknown product. */
  async returnStock(id: string, quantity: number): Promise<ProductRow | undefined> {
    const rows = await this.db
      .update(products)
      .set({
        stockCount: sql`${products.stockCount} + ${quantity}`,
        inStock: sql`(${products.stockCount} + ${quantity}) > 0`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning();
    return rows[0];
  }

  async recordChange(change: NewProductChangeRow): Promise<void> {
    await this.db.insert(productChanges).values(change);
  }

  history(productId: string, limit: number): Promise<ProductChangeRow[]> {
    return this.db
      .select()
      .from(productChanges)
      .where(eq(productChanges.productId, productId))
      .orderBy(desc(productChanges.createdAt), desc(productChanges.id))
      .limit(limit);
  }
}
