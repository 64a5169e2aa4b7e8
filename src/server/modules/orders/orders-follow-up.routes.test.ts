import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followUpResponseSchema,
  waitingResponseSchema,
  type WaitingResponse,
} from '../../../shared/follow-up';
import { adminOrderResponseSchema } from '../../../shared/orders';
import { jobs, orders } from '../../db/schema';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { mailJobs } from '../../test/mail';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { FOLLOW_UP_ALERT_JOB } from './orders-follow-up.service';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
const HOUR_MS = 60 * 60 * 1000;
/** Reference by name: placed `ageHours` ago. */
const placed: Record<string, string> = {};

async function placeAged(name: string, ageHours: number, details: { firstName: string; phone: string }) {
  const { order } = await placeOrder(
    shop,
    customer.cookie,
    [{ productId: 'car-lift', quantity: 1 }],
    details,
  );
  await shop.database.handle.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ageHours * HOUR_MS) })
    .where(eq(orders.reference, order.reference));
  placed[name] = order.reference;
}

async function waiting(query = ''): Promise<WaitingResponse> {
  const response = await send(shop, 'GET', `/api/admin/orders/waiting${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return waitingResponseSchema.parse(response.json());
}

beforeAll(async () => {
  shop = await createTestApp();
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 50 },
  ]);
  await placeAged('fresh', 0, { firstName: 'Fresh', phone: '0803 555 0101' });
  await placeAged('threeHours', 3, { firstName: 'Amaka', phone: '0803 555 0102' });
  await placeAged('dayOld', 26, { firstName: 'Tunde', phone: '' });
  await placeAged('confirmed', 30, { firstName: 'Ngozi', phone: '0803 555 0104' });
  await placeAged('weekOld', 200, { firstName: 'Ife', phone: '+234 705 555 0177' });
  expect((await moveOrder(shop, admin.cookie, placed.confirmed!, 'confirmed')).statusCode).toBe(200);
});
afterAll(async () => shop?.close());

describe('GET /api/admin/orders/waiting', () => {
  it('lists orders awaiting confirmation for more than 2 hours, oldest first', async () => {
    const body = await waiting();
    expect(body.hours).toBe(2);
    expect(body.orders.map((order) => order.reference)).toEqual([
      placed.weekOld,
      placed.dayOld,
      placed.threeHours,
    ]);
    const [weekOld, dayOld, threeHours] = body.orders;
    expect(threeHours).toMatchObject({
      customerName: 'Amaka Okafor',
      phone: '+234 803 555 0102',
      total: 2_450_000,
      followedUp: null,
    });
    expect(threeHours!.waitingMinutes).toBeGreaterThanOrEqual(180);
    expect(threeHours!.waitingMinutes).toBeLessThan(185);
    expect(weekOld!.waitingMinutes).toBeGreaterThanOrEqual(200 * 60);
    const message = new URL(threeHours!.whatsappUrl!);
    expect(message.origin + message.pathname).toBe('https://wa.me/2348035550102');
    const text = message.searchParams.get('text')!;
    expect(text).toContain(placed.threeHours);
    expect(text).toContain(`http://shop.test/orders/${placed.threeHours}`);
    expect(text).toMatch(/^Hello Amaka, .*following up/);
    // No readable phone: no link.
    expect(dayOld).toMatchObject({ phone: '', whatsappUrl: null });
  });

  it('takes another threshold from 1 to 168 hours', async () => {
    expect((await waiting('?hours=24')).orders.map((order) => order.reference)).toEqual([
      placed.weekOld,
      placed.dayOld,
    ]);
    expect((await waiting('?hours=168')).orders.map((order) => order.reference)).toEqual([placed.weekOld]);
    expect((await waiting('?hours=1')).orders).toHaveLength(3);
    for (const bad of ['0', '169', '2.5', 'two', '-1']) {
      const response = await send(shop, 'GET', `/api/admin/orders/waiting?hours=${bad}`, admin.cookie);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/admin/orders/:reference/follow-up', () => {
  it('records who followed up and when, in the order and its history', async () => {
    const before = Date.now();
    const response = await send(shop, 'POST', `/api/admin/orders/${placed.dayOld}/follow-up`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { followedUp } = followUpResponseSchema.parse(response.json());
    expect(followedUp.by).toBe('Bola Seller');
    expect(Date.parse(followedUp.at)).toBeGreaterThanOrEqual(before - 1000);

    const listed = (await waiting()).orders.find((order) => order.reference === placed.dayOld);
    expect(listed?.followedUp).toEqual(followedUp);
    const detail = adminOrderResponseSchema.parse(
      (await send(shop, 'GET', `/api/admin/orders/${placed.dayOld}`, admin.cookie)).json(),
    );
    expect(detail.order.followedUp).toEqual(followedUp);
    expect(detail.order.history.at(-1)).toMatchObject({ kind: 'follow_up', actorName: 'Bola Seller' });
    // The shopper does not see the desk's follow-ups.
    const own = (await send(shop, 'GET', `/api/orders/${placed.dayOld}`, customer.cookie)).json();
    expect(own.order.followedUp).toBeNull();
    expect(own.order.history.map((event: { kind: string }) => event.kind)).toEqual(['status']);
  });

  it('refuses an order no longer awaiting confirmation (409) and an unknown one (404)', async () => {
    const confirmed = await send(
      shop,
      'POST',
      `/api/admin/orders/${placed.confirmed}/follow-up`,
      admin.cookie,
    );
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toMatch(/no longer awaiting confirmation/);
    await moveOrder(shop, admin.cookie, placed.threeHours!, 'confirmed');
    const after = await send(shop, 'POST', `/api/admin/orders/${placed.threeHours}/follow-up`, admin.cookie);
    expect(after.statusCode).toBe(409);
    expect((await waiting()).orders.map((order) => order.reference)).not.toContain(placed.threeHours);
    const unknown = await send(shop, 'POST', '/api/admin/orders/GE-999999/follow-up', admin.cookie);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers only admins', async () => {
    const shopper = (await createUser(shop, 'verified')).cookie;
    for (const [method, url] of [
      ['GET', '/api/admin/orders/waiting'],
      ['POST', `/api/admin/orders/${placed.weekOld}/follow-up`],
    ] as const) {
      expect((await send(shop, method, url)).statusCode, url).toBe(401);
      expect((await send(shop, method, url, shopper)).statusCode, url).toBe(403);
    }
    expect(
      (await waiting()).orders.find((order) => order.reference === placed.weekOld)?.followedUp,
    ).toBeNull();
  });
});

describe('the follow-up alert (a periodic job)', () => {
  /** Brings the alert's next turn forward and runs the app's due jobs. */
  async function runAlert() {
    await shop.database.handle.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1_000) })
      .where(and(eq(jobs.kind, FOLLOW_UP_ALERT_JOB), eq(jobs.status, 'pending')));
    await shop.app.jobs.drain();
  }
  const alerts = async () =>
    (await mailJobs(shop.database.handle.db, 'waiting for a chat')).filter((mail) => mail.to === admin.email);

  it('mails the seller once per order waiting longer than the threshold that nobody followed up', async () => {
    await runAlert();
    const before = (await alerts()).length;
    await placeAged('quiet', 5, { firstName: 'Amina', phone: '0803 555 0109' });
    await placeAged('quieter', 50, { firstName: 'Emeka', phone: '' });

    await runAlert();
    const mails = (await alerts()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('GaragePro: 2 orders waiting for a chat');
    // Oldest first; the fresh order, the followed-up one, the confirmed ones and the week-old one are not named.
    const named = [...mail!.text.matchAll(/^(GE-\d+):/gm)].map((match) => match[1]);
    expect(named).toEqual([placed.quieter, placed.quiet]);
    expect(mail!.text).toContain(`Amina Okafor, +234 803 555 0109, ₦2,450,000`);
    expect(mail!.text).toContain(`http://shop.test/admin/orders/${placed.quiet}`);
    expect(mail!.text).toContain('https://wa.me/2348035550109');
    expect(mail!.text).toContain('http://shop.test/admin/orders/waiting?hours=2');
    expect(mail!.html).toContain(`href="http://shop.test/admin/orders/${placed.quieter}"`);

    // The next turns name nothing twice; a new order past the threshold gets its own mail.
    await runAlert();
    expect((await alerts()).slice(before)).toHaveLength(1);
    await placeAged('later', 4, { firstName: 'Zainab', phone: '' });
    await runAlert();
    const next = (await alerts()).slice(before + 1);
    expect(next.map((one) => one.subject)).toEqual(['GaragePro: 1 order waiting for a chat']);
    expect(next[0]!.text).toContain(`${placed.later}: Zainab Okafor`);
    expect(next[0]!.text).not.toContain(placed.quiet!);
  });
});
