import { and, asc, desc, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import {
  productChanges,
  products,
  productVariants,
  type NewProductChangeRow,
  type ProductRow,
  type ProductVariantRow,
} from '../../db/schema';
import { CatalogRepository } from './catalog.repository';

/**
 * The products table's columns as a bulk write sends them: rows travel as one jsonb parameter, read back by
 * jsonb_to_recordset with these types (one parameter whatever the number of rows, so no per-row round
 * trip and no parameter limit). `records` is typed by ProductRow, so a new column fails the build here.
 */
const COLUMNS = [
  ['id', 'text'],
  ['name', 'text'],
  ['brand', 'text'],
  ['price_kobo', 'bigint'],
  ['original_price_kobo', 'bigint'],
  ['installation_fee_kobo', 'bigint'],
  ['delivery_class', 'text'],
  ['description', 'text'],
  ['image', 'text'],
  ['image_public_id', 'text'],
  ['images', 'jsonb'],
  ['category', 'text[]'],
  ['sub_category', 'text[]'],
  ['stock_count', 'integer'],
  ['low_stock_threshold', 'integer'],
  ['in_stock', 'boolean'],
  ['rating', 'double precision'],
  ['reviews', 'integer'],
  ['is_active', 'boolean'],
  ['features', 'jsonb'],
  ['specifications', 'jsonb'],
  ['videos', 'jsonb'],
  ['priority', 'integer'],
  ['featured', 'boolean'],
  ['options', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
// The statements' column lists, made once: names as quoted identifiers; the types are this file's own words.
const COLUMN_NAMES = sql.join(
  COLUMNS.map(([name]) => sql.identifier(name)),
  sql`, `,
);
const COLUMN_TYPES = sql.join(
  COLUMNS.map(([name, type]) => sql`${sql.identifier(name)} ${sql.raw(type)}`),
  sql`, `,
);
const UPDATE_SET = sql.join(
  COLUMNS.filter(([name]) => name !== 'id' && name !== 'created_at').map(
    ([name]) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`,
  ),
  sql`, `,
);

function records(rows: readonly ProductRow[]): string {
  return JSON.stringify(
    rows.map((row): Record<(typeof COLUMNS)[number][0], unknown> => ({
      id: row.id,
      name: row.name,
      brand: row.brand,
      price_kobo: row.priceKobo,
      original_price_kobo: row.originalPriceKobo,
      installation_fee_kobo: row.installationFeeKobo,
      delivery_class: row.deliveryClass,
      description: row.description,
      image: row.image,
      image_public_id: row.imagePublicId,
      images: row.images,
      category: row.category,
      sub_category: row.subCategory,
      stock_count: row.stockCount,
      low_stock_threshold: row.lowStockThreshold,
      in_stock: row.inStock,
      rating: row.rating,
      reviews: row.reviews,
      is_active: row.isActive,
      features: row.features,
      specifications: row.specifications,
      videos: row.videos,
      priority: row.priority,
      featured: row.featured,
      options: row.options,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
  );
}

/** A list as one jsonb parameter, read back as rows of text: one parameter whatever the list's length. */
const textList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * SQL for writes and reads of many products at once (the spreadsheet import, the sync and the export):
 * each is a few statements whatever the number of rows, never one round trip per product.
 */
export class ProductBulkRepository {
  /** `catalog` carries the catalogue's listeners (low stock) into the transactions opened here. */
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogRepository = new CatalogRepository(db),
  ) {}

  /** Runs `work` in one transaction, with this repository and the catalogue's bound to it. */
  inTransaction<T>(
    work: (bulk: ProductBulkRepository, catalog: CatalogRepository) => Promise<T>,
  ): Promise<T> {
    return inTransaction(this.db, (tx) =>
      work(new ProductBulkRepository(tx, this.catalog.on(tx)), this.catalog.on(tx)),
    );
  }

  /** The delivery classes, smallest first: the sheet writes and reads a product's class by name. */
  deliveryClasses(): Promise<{ id: string; name: string }[]> {
    return this.catalog.deliveryClasses();
  }

  /**
   * Bulk writes by name (imports, syncs) one at a time, across server processes, until the transaction
   * ends: two at once could both add the same new product.
   */
  async lockImports(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-import'))`);
  }

  /**
   * Products with one of these ids or names (names compared ignoring case and surrounding spaces), oldest
   * first; locked until the transaction ends when `lock` is set.
   */
  async findByIdsOrNames(
    ids: readonly string[],
    names: readonly string[],
    lock: boolean,
  ): Promise<ProductRow[]> {
    if (ids.length === 0 && names.length === 0) return [];
    const query = this.db
      .select()
      .from(products)
      .where(
        or(
          sql`${products.id} in ${textList(ids)}`,
          sql`lower(trim(${products.name})) in ${textList(names.map((name) => name.trim().toLowerCase()))}`,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id));
    return lock ? query.for('update') : query;
  }

  /** The variants of these products (decision 052), by product id, each list in the shop's order. */
  variantsOf(productIds: readonly string[]): Promise<Map<string, ProductVariantRow[]>> {
    return this.catalog.variants.ofProducts(productIds);
  }

  /** Which product holds each of these SKUs (lower-cased keys), by key. */
  async skuOwners(skuKeys: readonly string[]): Promise<Map<string, string>> {
    if (skuKeys.length === 0) return new Map();
    const rows = await this.db
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(sql`lower(${productVariants.sku}) in ${textList(skuKeys)}`);
    return new Map(rows.map((row) => [row.sku.toLowerCase(), row.productId]));
  }

  /**
   * The option names of every product (the export's option columns): each name once, as the products
   * list them (a first option before a second), then by name.
   */
  async optionNames(): Promise<string[]> {
    const result = await this.db.execute<{ name: string }>(sql`
      select option->>'name' as name, min(position) as first
      from ${products}, jsonb_array_elements(${products.options}) with ordinality as o(option, position)
      group by option->>'name'
      order by first, name`);
    return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  }

  /** The database's clock now (the clock of the history's times). */
  async now(): Promise<Date> {
    const result = await this.db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
    return new Date(Math.floor(Number((result as unknown as { rows: { ms: unknown }[] }).rows[0]!.ms)));
  }

  /**
   * The stock moves of these products recorded after `since` (every write of a stock count keeps its
   * before and after in the history: the order desk's, the forms', imports), oldest first.
   */
  async stockMovesSince(
    ids: readonly string[],
    since: Date,
  ): Promise<{ productId: string; createdAt: Date; from: unknown; to: unknown }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        productId: productChanges.productId,
        createdAt: productChanges.createdAt,
        from: sql<unknown>`${productChanges.changes}->'stockCount'->'from'`,
        to: sql<unknown>`${productChanges.changes}->'stockCount'->'to'`,
      })
      .from(productChanges)
      .where(
        and(
          sql`${productChanges.productId} in ${textList(ids)}`,
          sql`${productChanges.createdAt} > ${since.toISOString()}::timestamptz`,
          sql`${productChanges.changes} ? 'stockCount'`,
        ),
      )
      .orderBy(asc(productChanges.productId), asc(productChanges.createdAt), asc(productChanges.id));
  }

  /**
   * The stock moves of these products recorded after `since` that a variant's stock may be in: the
   * product's stock (`stockCount`) or a variant's (`stockCount (SKU)`, decision 052), oldest first. A
   * creation (from nothing) is no move: the file saw the stock it was made with.
   */
  async variantStockMovesSince(
    ids: readonly string[],
    since: Date,
  ): Promise<{ productId: string; createdAt: Date; key: string }[]> {
    if (ids.length === 0) return [];
    const result = await this.db.execute<{ product_id: string; created_at: string; key: string }>(sql`
      select c.product_id, c.created_at, k.key
      from ${productChanges} c, jsonb_object_keys(c.changes) as k(key)
      where c.product_id in ${textList(ids)}
        and c.created_at > ${since.toISOString()}::timestamptz
        and (k.key = 'stockCount' or k.key like 'stockCount (%')
        and jsonb_typeof(c.changes -> k.key -> 'from') = 'number'
      order by c.created_at, c.id`);
    return (
      result as unknown as { rows: { product_id: string; created_at: string; key: string }[] }
    ).rows.map((row) => ({ productId: row.product_id, createdAt: new Date(row.created_at), key: row.key }));
  }

  /** Ids taken among these slugs and their numbered forms (`lift`, `lift-2`, ...), to pick free ones. */
  async idsLike(bases: readonly string[]): Promise<string[]> {
    if (bases.length === 0) return [];
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        or(
          sql`${products.id} in ${textList(bases)}`,
          sql`regexp_replace(${products.id}, '-[0-9]+$', '') in ${textList(bases)}`,
        ),
      );
    return rows.map((row) => row.id);
  }

  /** Inserts the rows whose ids are free, in one statement; answers the ids inserted. */
  async insertMany(rows: readonly ProductRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const result = await this.db.execute<{ id: string }>(sql`
      insert into products (${COLUMN_NAMES})
      select ${COLUMN_NAMES} from jsonb_to_recordset(${records(rows)}::jsonb) as v(${COLUMN_TYPES})
      on conflict (id) do nothing
      returning id`);
    return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
  }

  /**
   * Writes every field of each row (matched by id; its creation time aside) in one statement. Answers how
   * many were written.
   */
  async updateMany(rows: readonly ProductRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const result = await this.db.execute(sql`
      update products as p set ${UPDATE_SET}
      from jsonb_to_recordset(${records(rows)}::jsonb) as v(${COLUMN_TYPES})
      where p.id = v.id
      returning p.id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  /** History rows in one statement (one jsonb parameter); their time is the transaction's. */
  async recordChanges(rows: readonly NewProductChangeRow[]): Promise<void> {
    if (rows.length === 0) return;
    const values = JSON.stringify(
      rows.map((row) => ({
        id: row.id,
        product_id: row.productId,
        action: row.action,
        actor_id: row.actorId,
        actor_name: row.actorName,
        actor_email: row.actorEmail,
        changes: row.changes,
      })),
    );
    await this.db.execute(sql`
      insert into product_changes (id, product_id, action, actor_id, actor_name, actor_email, changes)
      select id, product_id, action, actor_id, actor_name, actor_email, changes
      from jsonb_to_recordset(${values}::jsonb) as v(id text, product_id text, action text, actor_id text,
        actor_name text, actor_email text, changes jsonb)`);
  }

  /**
   * One page of every product, active and soft-deleted, newest first, after the product `afterId` (keyset
   * paging: each page is one short query, whatever the catalogue's size). The cursor's time is read in
   * SQL, so its microseconds are kept (a JavaScript Date would round them to milliseconds).
   */
  page(afterId: string | null, limit: number): Promise<ProductRow[]> {
    const cursor = sql`(select ${products.createdAt} from ${products} where ${products.id} = ${afterId})`;
    return this.db
      .select()
      .from(products)
      .where(
        afterId === null
          ? undefined
          : or(
              sql`${products.createdAt} < ${cursor}`,
              and(sql`${products.createdAt} = ${cursor}`, sql`${products.id} > ${afterId}`),
            ),
      )
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(limit);
  }
}
