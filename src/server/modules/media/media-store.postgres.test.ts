import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createUser } from '../../test/accounts';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { testJpeg, upload } from '../../test/images';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';

// Two server processes on one PostgreSQL, each with a data folder of its own: what one stores, the other
// serves and lets a product point at.
let first: TestApp;
let second: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle };

beforeAll(async () => {
  first = await createTestApp();
  const database = await openDatabase({ databaseUrl: first.database.url });
  const app = await buildApp({ config: testConfig(`${first.database.dataDir}-second`), database });
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await first?.close();
});

describe('pictures with several processes on one PostgreSQL', () => {
  it('stores uploads in PostgreSQL by default, so another process serves them', async () => {
    expect(first.app.images.kind).toBe('postgres');
    const admin = await createUser(first, 'admin');
    const response = await upload(first, { data: await testJpeg(500, 400, '#aa3311') }, admin.cookie);
    expect(response.statusCode).toBe(201);
    const { secure_url, public_id } = uploadResponseSchema.parse(response.json());
    const served = await second.app.inject({ method: 'GET', url: secure_url });
    expect(served.statusCode).toBe(200);
    const stored = await first.app.images.get(public_id, '800.webp');
    expect(stored && served.rawPayload.equals(stored)).toBe(true);
    expect(await second.app.images.has(public_id)).toBe(true);
  });
});
