import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/orders';
import { orderFixture } from '../../test/order-fixture';
import { readStoredOrders, rememberOrder, storeOrders, toStoredOrders } from './order-storage';

const KEY = 'autoparts-orders';

const order = (reference: string, overrides: Partial<Order> = {}) =>
  orderFixture(reference, { history: [], ...overrides });

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;

describe('the orders mirror under autoparts-orders', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps the specification shape: id (the reference), orderDate, total, status, items with image and name', () => {
    expect(toStoredOrders([order('GE-1001')])).toEqual([
      {
        id: 'GE-1001',
        orderDate: '2026-03-05T09:30:00.000Z',
        total: 2_500_000,
        status: 'awaiting_confirmation',
        items: [{ image: '/media/lift/800.webp', name: 'Two-Post Lift' }],
      },
    ]);
  });

  it('writes the loaded list in its order, replacing the previous one', () => {
    storeOrders([order('GE-1001')]);
    storeOrders([order('GE-1003', { status: 'paid' }), order('GE-1002')]);
    expect((stored() as { id: string; status: string }[]).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 'GE-1003', status: 'paid' },
      { id: 'GE-1002', status: 'awaiting_confirmation' },
    ]);
  });

  it('puts a new order first, replaces an older copy of it and keeps the latest three', () => {
    storeOrders([order('GE-1003'), order('GE-1002'), order('GE-1001')]);
    rememberOrder(order('GE-1004'));
    expect(readStoredOrders().map((entry) => entry.id)).toEqual(['GE-1004', 'GE-1003', 'GE-1002']);
    rememberOrder(order('GE-1003', { status: 'confirmed' }));
    expect(readStoredOrders().map((entry) => [entry.id, entry.status])).toEqual([
      ['GE-1003', 'confirmed'],
      ['GE-1004', 'awaiting_confirmation'],
      ['GE-1002', 'awaiting_confirmation'],
    ]);
  });

  it('starts over from a broken stored value', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(readStoredOrders()).toEqual([]);
    rememberOrder(order('GE-1001'));
    expect(readStoredOrders().map((entry) => entry.id)).toEqual(['GE-1001']);
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeOrders([order('GE-1001')])).not.toThrow();
    expect(() => rememberOrder(order('GE-1002'))).not.toThrow();
    expect(readStoredOrders()).toEqual([]);
  });
});
