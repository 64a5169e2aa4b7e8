import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopIdentitySchema } from '../../../shared/shop';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { send } from '../../test/catalog-admin';
import { createSeveralApps, type SeveralApps } from '../../test/several-apps';
import { VALID_DETAILS } from '../../test/settings';

// Two apps on one PostgreSQL database stand for two server processes: a save on one shows on the other
// within seconds, told by NOTIFY, or by the details' version when no notification came (decision 038).
const VERSION_CHECK_MS = 500;
let shops: SeveralApps;
let owner: SignedIn;
beforeAll(async () => {
  shops = await createSeveralApps(2, { catalogueVersionCheckMs: VERSION_CHECK_MS });
  owner = await createUser(shops.apps[0]!, 'admin');
  await setUserFields(shops.apps[0]!, owner.email, { staffLevel: 'owner' });
}, 120_000);
afterAll(async () => shops?.close());

/** The WhatsApp number for orders an app serves: in GET /api/shop and in its pages' HTML. */
async function numbersOn(index: number): Promise<{ api: string; page: string }> {
  const app = shops.apps[index]!;
  const api = shopIdentitySchema.parse((await get(app, '/api/shop')).json()).whatsapp;
  const html = (await get(app, '/contact')).body;
  const page = /"whatsapp":"(\d+)"/.exec(html)?.[1] ?? '';
  return { api, page };
}

/** Polls until the app serves the number everywhere; answers how long it took. */
async function timeUntil(index: number, number: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const seen = await numbersOn(index);
    if (seen.api === number && seen.page === number) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`app ${index} still serves ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the shop identity on several processes', () => {
  it("shows the owner's save on the other process within a second", async () => {
    const saved = await send(shops.apps[0]!, 'PUT', '/api/admin/settings/business', owner.cookie, {
      ...VALID_DETAILS,
      whatsapp: '0807 777 8888',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The process that saved serves it at once.
    expect(await numbersOn(0)).toEqual({ api: '2348077778888', page: '2348077778888' });
    expect(await timeUntil(1, '2348077778888', 5_000)).toBeLessThan(1_000);
  });

  it('follows a change no notification told (a restore, a script) by the version check', async () => {
    const { db } = shops.apps[0]!.database.handle;
    await db.execute(sql`update business_details set whatsapp = '2348066660000', updated_at = now()`);
    for (const index of [0, 1])
      expect(await timeUntil(index, '2348066660000', 10_000)).toBeLessThan(VERSION_CHECK_MS + 2_000);
  });
});
