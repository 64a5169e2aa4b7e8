import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { catalogueVersion } from './schema';

/** The catalogue's version: it moves at the commit of every transaction that writes products (a trigger). */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return Number(row?.version ?? 0);
}
