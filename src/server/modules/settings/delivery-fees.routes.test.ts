import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGERIAN_STATES, type NigerianState } from '../../../shared/nigeria';
import { deliveryFeesResponseSchema } from '../../../shared/settings';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { namedUser } from '../../test/orders';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { feeTable } from '../../test/settings';

const URL = '/api/admin/settings/delivery-fees';
let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let service: SettingsService;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  customer = await createUser(shop, 'verified');
  service = new SettingsService(new SettingsRepository(shop.database.handle.db));
});
afterAll(async () => shop?.close());

async function fees() {
  const response = await send(shop, 'GET', URL, admin.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return deliveryFeesResponseSchema.parse(response.json()).fees;
}

const put = (body: unknown, cookie: string | undefined = admin.cookie) =>
  send(shop, 'PUT', URL, cookie, body);

/** What an order of products in these classes pays to the state (kobo), or null: quoted. */
const feeFor = (state: NigerianState, ...productClasses: string[]) =>
  service.deliveryFeeFor({ state, method: 'delivery', productClasses });

describe('delivery fees', () => {
  it('starts with every state and the FCT on quote on request for every class, in the list order', async () => {
    const table = await fees();
    expect(table.filter((row) => row.classId === 'parcel').map((row) => row.state)).toEqual([
      ...NIGERIAN_STATES,
    ]);
    expect(table).toHaveLength(NIGERIAN_STATES.length * 3);
    expect(table.every((row) => row.fee === null && row.updatedBy === null)).toBe(true);
    expect(await feeFor('Lagos', 'parcel')).toBeNull();
  });

  it('refuses visitors (401) and customers (403)', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [customer.cookie, 403],
    ] as const) {
      expect((await send(shop, 'GET', URL, cookie)).statusCode).toBe(status);
      const response = await send(shop, 'PUT', URL, cookie, { fees: feeTable({ Lagos: 5000 }) });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await feeFor('Lagos', 'heavy')).toBeNull();
  });

  it('refuses staff below owner (403): fees are the owner’s', async () => {
    for (const staffLevel of ['sales', 'storekeeper']) {
      const staff = await namedUser(shop, 'admin', `Staff ${staffLevel}`);
      await setUserFields(shop, staff.email, { staffLevel });
      expect((await send(shop, 'GET', URL, staff.cookie)).statusCode).toBe(403);
      expect((await put({ fees: feeTable({ Lagos: 1 }) }, staff.cookie)).statusCode).toBe(403);
    }
    expect(await feeFor('Lagos', 'heavy')).toBeNull();
  });

  it('saves the whole table; the service answers kobo, or null for quote on request', async () => {
    const response = await put({ fees: feeTable({ Lagos: 5000, Ogun: 7500.5, Kano: 0 }) });
    expect(response.statusCode).toBe(200);
    const saved = deliveryFeesResponseSchema.parse(response.json()).fees;
    expect(saved.find((row) => row.state === 'Lagos')).toMatchObject({ fee: 5000, updatedBy: 'Bola Seller' });
    expect(saved.find((row) => row.state === 'Abia')).toMatchObject({ fee: null, updatedBy: null });
    expect(await fees()).toEqual(saved);
    expect(await feeFor('Lagos', 'parcel')).toBe(500_000);
    expect(await feeFor('Ogun', 'heavy')).toBe(750_050);
    expect(await feeFor('Kano', 'pallet')).toBe(0);
    expect(await feeFor('Abia', 'parcel')).toBeNull();
  });

  it('keeps who changed each state: a state left as it was keeps its stamp', async () => {
    const before = await fees();
    const other = await namedUser(shop, 'admin', 'Chidi Admin');
    const response = await send(shop, 'PUT', URL, other.cookie, {
      fees: feeTable({ Lagos: 5000, Ogun: 7500.5, Kano: null }),
    });
    expect(response.statusCode).toBe(200);
    const after = await fees();
    const lagos = (table: typeof after) =>
      table.find((row) => row.state === 'Lagos' && row.classId === 'parcel');
    expect(lagos(after)).toEqual(lagos(before));
    expect(after.find((row) => row.state === 'Kano')).toMatchObject({ fee: null, updatedBy: 'Chidi Admin' });
  });

  it('charges an order the fee of its largest class, and quotes it where that class has none', async () => {
    const response = await put({
      fees: feeTable({ Lagos: { parcel: 5000, pallet: 40_000, heavy: 180_000 }, Ogun: { parcel: 7000 } }),
    });
    expect(response.statusCode).toBe(200);
    expect(await feeFor('Lagos', 'parcel', 'parcel')).toBe(500_000);
    expect(await feeFor('Lagos', 'parcel', 'pallet')).toBe(4_000_000);
    expect(await feeFor('Lagos', 'heavy', 'parcel')).toBe(18_000_000);
    expect(await feeFor('Ogun', 'parcel')).toBe(700_000);
    expect(await feeFor('Ogun', 'parcel', 'heavy')).toBeNull();
  });

  const full = feeTable({ Lagos: 9999 });
  it.each([
    ['a negative fee', full.map((row, i) => (i === 0 ? { ...row, fee: -1 } : row)), 'fees.0.fee'],
    ['a fee in text', full.map((row, i) => (i === 0 ? { ...row, fee: '5000' } : row)), 'fees.0.fee'],
    [
      'a fee with kobo fractions',
      full.map((row, i) => (i === 1 ? { ...row, fee: 10.001 } : row)),
      'fees.1.fee',
    ],
    [
      'an unknown state',
      [...full.slice(0, 36), { state: 'Atlantis', classId: 'parcel', fee: 1 }],
      'fees.36.state',
    ],
    ['an unknown class', [...full.slice(0, 36), { state: 'Lagos', classId: 'crate', fee: 1 }], undefined],
    ['a fee without a class', [{ state: 'Lagos', fee: 1 }], 'fees.0.classId'],
    ['a state and class twice', [...full.slice(0, 36), { ...full[0]! }], 'fees.36.state'],
    ['an extra field', full.map((row, i) => (i === 2 ? { ...row, note: 'x' } : row)), 'fees.2'],
    ['no table', {}, 'fees'],
  ])('refuses %s with 400 and changes nothing', async (_label, table, field) => {
    const before = await fees();
    const response = await put(Array.isArray(table) ? { fees: table } : table);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    if (field) expect(body.details.map((issue: { field: string }) => issue.field)).toContain(field);
    else expect(body.message).toBe('Unknown delivery class');
    expect(await fees()).toEqual(before);
  });
});
