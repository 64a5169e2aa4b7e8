import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactRepository } from './contact.repository';
import { createUser, setUserFields } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send as adminSend } from '../../test/catalog-admin';
import { mailJobs } from '../../test/mail';
import { VALID_DETAILS } from '../../test/settings';

let shop: TestApp;
const valid = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'product-inquiry',
  message: 'Is the lift in stock?',
};

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

function send(body: unknown, ip = '10.0.0.1') {
  return shop.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress: ip });
}

describe('POST /api/contact', () => {
  it('stores a valid message so the seller gets it', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { id, receivedAt } = response.json();
    expect(typeof id).toBe('string');
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
    const stored = await new ContactRepository(shop.database.handle.db).latest(5);
    expect(stored.find((row) => row.id === id)).toMatchObject({ ...valid });
  });

  it.each([
    [{ ...valid, email: 'not an email' }, 'Please enter a valid email address'],
    [{ ...valid, subject: 'complaint' }, 'Please choose a subject'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, message: undefined }, 'message'],
  ])('refuses %o with a clear message and stores nothing', async (body, message) => {
    const repository = new ContactRepository(shop.database.handle.db);
    const before = (await repository.latest(100)).length;
    const response = await send(body, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain(message);
    expect((await repository.latest(100)).length).toBe(before);
  });

  it('rate limits one client while another still gets through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const limited = await send(valid, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await send(valid, '10.0.0.10')).statusCode).toBe(201);
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.0.3',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe("the seller's mail of a contact message", () => {
  const mailsOf = async (subject: string) =>
    (await mailJobs(shop.database.handle.db, 'New message from')).filter((mail) =>
      mail.subject.includes(subject),
    );

  it('goes through the outbox to every owner until a business email is saved, then to that email', async () => {
    const owner = await createUser(shop, 'admin');
    await setUserFields(shop, owner.email, { staffLevel: 'owner' });
    const storekeeper = await createUser(shop, 'admin');
    await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });

    const first = { ...valid, name: 'Kemi Mailcheck', message: 'Do you deliver lifts to Ibadan?' };
    expect((await send(first, '10.0.1.1')).statusCode).toBe(201);
    const mails = await mailsOf('Kemi Mailcheck');
    // Every owner gets it; a storekeeper, who sees no customers' details, does not.
    expect(mails.map((mail) => mail.to)).toContain(owner.email);
    expect(mails.map((mail) => mail.to)).not.toContain(storekeeper.email);
    const mail = mails.find((entry) => entry.to === owner.email)!;
    expect(mail.subject).toMatch(/New message from Kemi Mailcheck: Product Inquiry$/);
    for (const part of [
      'Kemi Mailcheck',
      'ada@example.com',
      'Do you deliver lifts to Ibadan?',
      '/admin/messages',
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('Do you deliver lifts to Ibadan?');

    const saved = await adminSend(shop, 'PUT', '/api/admin/settings/business', owner.cookie, VALID_DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send({ ...valid, name: 'Tunde Mailcheck' }, '10.0.1.2')).statusCode).toBe(201);
    expect((await mailsOf('Tunde Mailcheck')).map((entry) => entry.to)).toEqual([VALID_DETAILS.email]);
  });

  it('is not queued for a refused message', async () => {
    const before = (await mailJobs(shop.database.handle.db, 'New message from')).length;
    expect((await send({ ...valid, email: 'nope' }, '10.0.1.3')).statusCode).toBe(400);
    expect((await mailJobs(shop.database.handle.db, 'New message from')).length).toBe(before);
  });
});
