import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type ProductRow } from '../../db/schema';

/** SQL for products; nothing else touches the products table. */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  listActive(): Promise<ProductRow[]> {
    return this.db.select().from(products).where(eq(products.isActive, true));
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    const rows = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    return rows[0];
  }
}
