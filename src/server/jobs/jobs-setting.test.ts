import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-jobs-setting-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the JOBS setting', () => {
  it('runs the jobs in the server by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).runJobs).toBe(true);
  });

  it('leaves them to `npm run worker` with JOBS=off on PostgreSQL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JOBS: 'off',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
    });
    expect(config.runJobs).toBe(false);
  });

  it('refuses JOBS=off on the embedded database, and a value it does not know', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JOBS: 'off' })).toThrow(
      'JOBS=off needs DATABASE_URL: the embedded database is one process, which runs the jobs',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JOBS: 'no' })).toThrow('JOBS must be on or off');
  });
});
