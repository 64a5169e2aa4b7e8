import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactRepository } from './contact.repository';
import { createTestApp, type TestApp } from '../../test/app';

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
