import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema } from '../../../shared/staff-forms';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { readState } from '../../test/state';
import { VALID_DETAILS } from '../../test/settings';
import { ACTIVITY_CURSOR_MESSAGE } from './activity-cursor';

// Issue 25, S7: the feed's cursor is decoded from base64 JSON on the server; what it holds must pass the
// rules every other value does (the text rule, a moment the database can hold), else 400 naming `before`.
let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  for (const tradingName of ['First Name Ltd', 'Second Name Ltd', 'Third Name Ltd']) {
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, {
      ...VALID_DETAILS,
      tradingName,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(async () => shop?.close());

const feed = (before: string) =>
  send(shop, 'GET', `/api/admin/activity?limit=1&before=${encodeURIComponent(before)}`, owner.cookie);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const AT = '2026-11-28T10:00:00.000Z';
/** The feed's sources the shop's state digest covers. */
const FEED_TABLES = ['product_changes', 'order_events', 'business_details', 'user'] as const;

describe('GET /api/admin/activity?before=', () => {
  it('follows the cursor it gave', async () => {
    const first = activityResponseSchema.parse((await feed('')).json());
    expect(first.cursor).not.toBeNull();
    const next = await feed(first.cursor!);
    expect(next.statusCode, next.body).toBe(200);
    const second = activityResponseSchema.parse(next.json());
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0]!.id).not.toBe(first.entries[0]!.id);
  });

  it.each([
    ['a NUL in the id', cursorOf([AT, 's:\u0000'])],
    ['half a surrogate pair in the id', cursorOf([AT, 's:\ud800'])],
    ['a NUL in the time', cursorOf([`${AT}\u0000`, 's:x'])],
    ['the year +275760', cursorOf(['+275760-09-13T00:00:00.000Z', 's:x'])],
    ['the year -271821', cursorOf(['-271821-04-20T00:00:00.000Z', 's:x'])],
    ['the year 0', cursorOf(['0000-01-01T00:00:00.000Z', 's:x'])],
    ['an impossible day', cursorOf(['2026-13-01T00:00:00.000Z', 's:x'])],
    ['a time that is no time', cursorOf(['soon', 's:x'])],
    ['a number for the time', cursorOf([1_764_324_000_000, 's:x'])],
    ['a number for the id', cursorOf([AT, 7])],
    ['a third part', cursorOf([AT, 's:x', 'more'])],
    ['an object', cursorOf({ at: AT, id: 's:x' })],
    ['an empty id', cursorOf([AT, ''])],
    ['text that is not JSON', Buffer.from('hello').toString('base64url')],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x22]).toString('base64url')],
    ['characters outside base64', 'not*base64!'],
    ['standard base64 padding', `${cursorOf([AT, 's:x'])}==`],
  ])('refuses a cursor holding %s with 400 naming the field', async (_what, cursor) => {
    const before = await readState(shop, FEED_TABLES, { files: false });
    const response = await feed(cursor);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `before: ${ACTIVITY_CURSOR_MESSAGE}`,
      details: [{ field: 'before', message: ACTIVITY_CURSOR_MESSAGE }],
    });
    expect(await readState(shop, FEED_TABLES, { files: false })).toEqual(before);
  });
});
