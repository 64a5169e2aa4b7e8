import { and, asc, desc, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import {
  productChanges,
  products,
  type NewProductChangeRow,
  type NewProductRow,
  type ProductRow,
} from '../../db/schema';
import { CatalogRepository } from './catalog.repository';

/** Rows per INSERT: 25 columns x 400 rows stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 400;

/** A list as one jsonb parameter, read back as rows of text: one parameter whatever the list's length. */
const textList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/**
 * SQL for writes and reads of many products at once (the spreadsheet import, the sync and the export):
 * each is a few statements whatever the number of rows, never one round trip per product.
 */
export class ProductBulkRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with this repository and the catalogue's bound to it. */
  inTransaction<T>(
    work: (bulk: ProductBulkRepository, catalog: CatalogRepository) => Promise<T>,
  ): Promise<T> {
    return inTransaction(this.db, (tx) => work(new ProductBulkRepository(tx), new CatalogRepository(tx)));
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

  /** Inserts the rows whose ids are free; answers the inserted ones. */
  async insertMany(rows: readonly NewProductRow[]): Promise<ProductRow[]> {
    const inserted: ProductRow[] = [];
    for (const chunk of chunks(rows, INSERT_CHUNK))
      inserted.push(...(await this.db.insert(products).values(chunk).onConflictDoNothing().returning()));
    return inserted;
  }

  /**
   * Writes every field of each row (matched by id) in one statement: the rows travel as one jsonb
   * parameter, read back by jsonb_to_recordset with the columns' types.
   */
  async updateMany(rows: readonly ProductRow[]): Promise<ProductRow[]> {
    if (rows.length === 0) return [];
    const values = JSON.stringify(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        brand: row.brand,
        price_kobo: row.priceKobo,
        original_price_kobo: row.originalPriceKobo,
        installation_fee_kobo: row.installationFeeKobo,
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
        updated_at: row.updatedAt.toISOString(),
      })),
    );
    const result = await this.db.execute<{ id: string }>(sql`
      update products as p set
        name = v.name, brand = v.brand, price_kobo = v.price_kobo,
        original_price_kobo = v.original_price_kobo, installation_fee_kobo = v.installation_fee_kobo,
        description = v.description, image = v.image, image_public_id = v.image_public_id,
        images = v.images, category = v.category, sub_category = v.sub_category,
        stock_count = v.stock_count, low_stock_threshold = v.low_stock_threshold, in_stock = v.in_stock,
        rating = v.rating, reviews = v.reviews, is_active = v.is_active, features = v.features,
        specifications = v.specifications, videos = v.videos, priority = v.priority,
        featured = v.featured, updated_at = v.updated_at
      from jsonb_to_recordset(${values}::jsonb) as v(
        id text, name text, brand text, price_kobo bigint, original_price_kobo bigint,
        installation_fee_kobo bigint, description text, image text, image_public_id text, images jsonb,
        category text[], sub_category text[], stock_count integer, low_stock_threshold integer,
        in_stock boolean, rating double precision, reviews integer, is_active boolean, features jsonb,
        specifications jsonb, videos jsonb, priority integer, featured boolean, updated_at timestamptz)
      where p.id = v.id
      returning p.id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    // Read back through Drizzle, so the rows come typed as every other read.
    return this.byIds(ids);
  }

  private async byIds(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(products)
      .where(sql`${products.id} in ${textList(ids)}`);
  }

  async recordChanges(rows: readonly NewProductChangeRow[]): Promise<void> {
    for (const chunk of chunks(rows, INSERT_CHUNK)) await this.db.insert(productChanges).values(chunk);
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
