import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { notOwnerOnly } from '../test/file-modes';
import { makeOwnerOnly } from './owner-only';

const root = mkdtempSync(path.join(tmpdir(), 'shop-owner-only-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makeOwnerOnly', () => {
  it('makes every folder 0700 and every file 0600, leaves what a link points to alone, and is a no-op after', () => {
    const data = path.join(root, 'data');
    mkdirSync(path.join(data, 'uploads', 'abc'), { recursive: true, mode: 0o755 });
    chmodSync(data, 0o755);
    writeFileSync(path.join(data, 'auth-secret'), 'x', { mode: 0o644 });
    writeFileSync(path.join(data, 'uploads', 'abc', '800.webp'), 'x', { mode: 0o666 });
    writeFileSync(path.join(data, 'uploads', 'abc', 'run.sh'), 'x', { mode: 0o4755 });
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, 'x', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(data, 'link'));
    expect(notOwnerOnly(data).length).toBe(6);

    expect(makeOwnerOnly(data)).toEqual({ corrected: 6, refused: [] });
    expect(notOwnerOnly(data)).toEqual([]);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(makeOwnerOnly(data)).toEqual({ corrected: 0, refused: [] });
    expect(makeOwnerOnly(path.join(root, 'missing'))).toEqual({ corrected: 0, refused: [] });
  });
});

describe('the embedded database', () => {
  it('is owner-only from its creation, whatever modes PGlite writes, while open and once closed', async () => {
    const dir = path.join(root, 'fresh', 'db');
    const database = await openDatabase({ pgliteDir: dir });
    try {
      expect(notOwnerOnly(dir)).toEqual([]);
      await database.db.execute(sql`create table owner_only_check (note text)`);
      await database.db.execute(sql`insert into owner_only_check values ('hello')`);
      expect(notOwnerOnly(dir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(notOwnerOnly(dir)).toEqual([]);
  }, 120_000);
});
