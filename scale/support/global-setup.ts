import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { insertProducts } from '../../src/server/test/fixtures';
import { withName } from '../../src/server/test/global-setup';
import { withDatabase } from '../../src/server/test/postgres-admin';
import { FIXTURE_PRODUCTS, PG_SERVER, ROOT, TEMPLATE_PREFIX, VARIANT_PRODUCT } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database holding the suite's products, which each scenario copies. */
    scaleTemplate: string;
  }
}

/**
 * Builds the shop when its build is stale, then makes one migrated database with a small catalogue on the
 * PostgreSQL server (the servers then find a catalogue and seed nothing). Each scenario copies it
 * (CREATE DATABASE ... TEMPLATE); every database of the run is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const buildModule = path.join(ROOT, 'scripts', 'lib', 'build.mjs');
  const { ensureBuild } = (await import(buildModule)) as { ensureBuild(): Promise<boolean> };
  if (!(await ensureBuild())) throw new Error('the build failed: the scale suite runs the built server');

  const prefix = `${TEMPLATE_PREFIX}${process.pid}`;
  const template = `${prefix}_tpl`;
  const admin = `${PG_SERVER}/postgres`;
  await withDatabase(admin, (client) => client.query(`create database "${template}"`)).catch((error) => {
    throw new Error(`the scale suite needs the PostgreSQL server at ${PG_SERVER}: ${error.message}`);
  });
  const handle = await openDatabase({ databaseUrl: withName(admin, template) });
  try {
    await handle.migrate(path.join(ROOT, 'drizzle'));
    await insertProducts(handle.db, FIXTURE_PRODUCTS);
    await insertVariantProduct(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('scaleTemplate', template);
  return async () => {
    await withDatabase(admin, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 || '%'",
        [prefix],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    });
  };
}

/** The product with variants, its row holding their summary as the shop writes it. */
async function insertVariantProduct(db: Database): Promise<void> {
  const { product, option, variants } = VARIANT_PRODUCT;
  await insertProducts(db, [product]);
  await db.execute(
    sql`update products set options = ${JSON.stringify([option])}::jsonb where id = ${product.id}`,
  );
  for (const [position, variant] of variants.entries())
    await db.execute(sql`insert into product_variants (id, product_id, position, sku, options, price_kobo, stock_count)
      values (${variant.id}, ${product.id}, ${position}, ${variant.sku},
        ${JSON.stringify({ [option.name]: variant.capacity })}::jsonb, ${variant.priceKobo}, ${variant.stockCount})`);
}
