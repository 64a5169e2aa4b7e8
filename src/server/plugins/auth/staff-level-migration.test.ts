import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createUser, setUserFields } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Issue 25, S1: an admin without a staff level now has no staff permission, so the migration makes every
 * admin saved without a known level an owner, which is what such an admin was until then. Its data SQL is
 * run again here on admins made without a level (the database was migrated before they existed).
 */

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

function migrationSql(): string {
  const dir = shop.config.migrationsDir;
  const file = readdirSync(dir).find((name) => name.endsWith('_admins_are_owners.sql'));
  if (!file) throw new Error('the admins_are_owners migration is missing');
  return readFileSync(path.join(dir, file), 'utf8');
}

describe('the admins_are_owners migration', () => {
  it('makes an owner of every admin without a known level, and of no one else', async () => {
    const cases = [
      { level: null, role: 'admin', after: 'owner' },
      { level: 'janitor', role: 'admin', after: 'owner' },
      { level: 'sales', role: 'admin', after: 'sales' },
      { level: 'storekeeper', role: 'admin', after: 'storekeeper' },
      { level: null, role: 'customer', after: null },
    ];
    const accounts = [];
    for (const entry of cases) {
      const account = await createUser(shop, entry.role === 'admin' ? 'admin' : 'verified');
      await setUserFields(shop, account.email, { staffLevel: entry.level });
      accounts.push(account);
    }
    const statements = migrationSql()
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .filter(Boolean);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) await shop.database.handle.db.execute(sql.raw(statement));
    for (const [index, entry] of cases.entries()) {
      const [row] = await shop.database.handle.db
        .select({ staffLevel: user.staffLevel })
        .from(user)
        .where(eq(user.id, accounts[index]!.id));
      expect(row, JSON.stringify(entry)).toEqual({ staffLevel: entry.after });
    }
  });
});
