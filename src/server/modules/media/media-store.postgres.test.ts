import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { testJpeg, upload } from '../../test/images';
import { startS3rver, type RunningS3rver } from '../../test/s3rver';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';

// Two server processes on one PostgreSQL, each with a data folder of its own: what one stores, the other
// serves and lets a product point at.
interface TwoApps {
  first: TestApp;
  second: Pick<TestApp, 'app' | 'config'>;
  close(): Promise<void>;
}

async function twoApps(overrides: Partial<Config> = {}): Promise<TwoApps> {
  const first = await createTestApp(overrides);
  const database = await openDatabase({ databaseUrl: first.database.url });
  const config = testConfig(`${first.database.dataDir}-second`, overrides);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    first,
    second: { app, config },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
      await first.close();
    },
  };
}

/** Uploads a photo through the first app as an admin; the second serves it byte for byte. */
async function uploadedByOneServedByTheOther({ first, second }: TwoApps) {
  const admin = await createUser(first, 'admin');
  const response = await upload(first, { data: await testJpeg(500, 400, '#aa3311') }, admin.cookie);
  expect(response.statusCode).toBe(201);
  const { secure_url, public_id } = uploadResponseSchema.parse(response.json());
  const served = await second.app.inject({ method: 'GET', url: secure_url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const stored = await first.app.images.get(public_id, '800.webp');
  expect(stored && served.rawPayload.equals(stored)).toBe(true);
  expect(await second.app.images.has(public_id)).toBe(true);
  return public_id;
}

describe('pictures with several processes on one PostgreSQL', () => {
  let apps: TwoApps;
  beforeAll(async () => {
    apps = await twoApps();
  });
  afterAll(async () => apps?.close());

  it('stores uploads in PostgreSQL by default, so another process serves them', async () => {
    expect(apps.first.app.images.kind).toBe('postgres');
    await uploadedByOneServedByTheOther(apps);
  });
});

describe('pictures in an S3 bucket (s3rver) with several processes on one PostgreSQL', () => {
  let s3rver: RunningS3rver;
  let apps: TwoApps;
  beforeAll(async () => {
    s3rver = await startS3rver();
    apps = await twoApps({ media: { store: 's3', s3Url: s3rver.s3Url(), cacheBytes: 8 * 1024 * 1024 } });
  });
  afterAll(async () => {
    await apps?.close();
    await s3rver?.close();
  });

  it('stores uploads in the bucket, so another process serves them without a copy on its disk', async () => {
    expect(apps.second.app.images.kind).toBe('s3');
    const publicId = await uploadedByOneServedByTheOther(apps);
    // Neither data folder nor PostgreSQL holds it: the bucket does.
    for (const { uploadsDir } of [apps.first.config, apps.second.config])
      expect(existsSync(path.join(uploadsDir, publicId))).toBe(false);
    expect(await apps.first.database.handle.db.select().from(mediaFiles)).toEqual([]);
  });
});
