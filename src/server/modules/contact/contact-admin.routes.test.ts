import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContactMessageSchema, adminContactMessagesResponseSchema } from '../../../shared/contact';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { namedUser } from '../../test/orders';
import { ContactRepository } from './contact.repository';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
const base = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'order-status',
  message: 'Where is my lift?',
};

beforeAll(async () => {
  shop = await createTestApp();
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  customer = await createUser(shop, 'verified');
  const repository = new ContactRepository(shop.database.handle.db);
  await repository.insert({ ...base, id: 'oldest', createdAt: new Date('2026-01-01T00:00:00Z') });
  await repository.insert({ ...base, id: 'newest', createdAt: new Date('2026-03-01T00:00:00Z') });
  await repository.insert({ ...base, id: 'middle', createdAt: new Date('2026-02-01T00:00:00Z') });
});
afterAll(async () => shop?.close());

async function messages() {
  const response = await send(shop, 'GET', '/api/admin/contact-messages', admin.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return adminContactMessagesResponseSchema.parse(response.json()).messages;
}

function mark(id: string, handled: unknown, cookie: string | undefined = admin.cookie) {
  return send(shop, 'PATCH', `/api/admin/contact-messages/${id}`, cookie, { handled });
}

describe("the seller's Messages view", () => {
  it('lists messages newest first, none handled yet', async () => {
    const listed = await messages();
    expect(listed.map((message) => message.id)).toEqual(['newest', 'middle', 'oldest']);
    expect(listed[0]).toEqual({
      ...base,
      id: 'newest',
      createdAt: '2026-03-01T00:00:00.000Z',
      handledAt: null,
      handledBy: null,
    });
  });

  it('marks a message handled (when and by whom), then not handled again', async () => {
    const started = Date.now();
    const handled = await mark('middle', true);
    expect(handled.statusCode).toBe(200);
    const { message } = handled.json();
    expect(adminContactMessageSchema.parse(message)).toMatchObject({
      id: 'middle',
      handledBy: 'Bola Seller',
    });
    expect(Date.parse(message.handledAt)).toBeGreaterThanOrEqual(started - 1000);
    expect((await messages()).find((entry) => entry.id === 'middle')).toEqual(message);

    const reopened = await mark('middle', false);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().message).toMatchObject({ id: 'middle', handledAt: null, handledBy: null });
    expect((await messages()).every((entry) => entry.handledAt === null && entry.handledBy === null)).toBe(
      true,
    );
  });

  it('counts the messages not handled yet, for the Messages tab', async () => {
    const count = async () => {
      const response = await send(shop, 'GET', '/api/admin/contact-messages', admin.cookie);
      return adminContactMessagesResponseSchema.parse(response.json()).notHandled;
    };
    expect(await count()).toBe(3);
    expect((await mark('oldest', true)).statusCode).toBe(200);
    expect(await count()).toBe(2);
    expect((await mark('oldest', false)).statusCode).toBe(200);
    expect(await count()).toBe(3);
  });

  it('answers 404 for an unknown message and 400 for a body that is not true or false', async () => {
    const missing = await mark('no-such-message', true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
    expect((await mark('middle', 'yes')).statusCode).toBe(400);
  });

  it('refuses customers (403) and visitors (401), changing nothing', async () => {
    for (const [cookie, status] of [
      [customer.cookie, 403],
      [undefined, 401],
    ] as const) {
      expect((await send(shop, 'GET', '/api/admin/contact-messages', cookie)).statusCode).toBe(status);
      const response = await send(shop, 'PATCH', '/api/admin/contact-messages/oldest', cookie, {
        handled: true,
      });
      expect(response.statusCode).toBe(status);
    }
    expect((await messages()).find((entry) => entry.id === 'oldest')?.handledAt).toBeNull();
  });
});
