import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { projectRoot } from '../lib/project-root';
import { adminUrl, databaseName, dropDatabase, withDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of a migrated PGlite database that test files copy (embedded mode). */
    pgliteTemplateDir: string;
    /** Name of a migrated template database on the PostgreSQL server (DATABASE_URL mode). */
    postgresTemplate: string;
  }
}

/**
 * A fresh database costs seconds to create, so one migrated template is made per run and every
 * test file copies it: a folder copy for PGlite, CREATE DATABASE ... TEMPLATE for PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const migrationsFolder = path.join(projectRoot(), 'drizzle');
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `${databaseName(databaseUrl)}_tpl_${process.pid}`;
    await withDatabase(adminUrl(databaseUrl), (client) => client.query(`create database "${template}"`));
    const handle = await openDatabase({ databaseUrl: withName(databaseUrl, template) });
    await handle.migrate(migrationsFolder);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateDir', '');
    return async () => dropDatabase(databaseUrl, template);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'shop-test-template-'));
  const dir = path.join(root, 'db');
  const handle = await openDatabase({ pgliteDir: dir });
  await handle.migrate(migrationsFolder);
  await handle.close();
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', '');
  return async () => rmSync(root, { recursive: true, force: true });
}

export function withName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
