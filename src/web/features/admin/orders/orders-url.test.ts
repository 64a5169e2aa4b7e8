import { describe, expect, it } from 'vitest';
import { adminOrderPath, isOrderReference, ORDERS_PATH, parseOrderFilters } from './orders-url';

const params = (search: string) => new URLSearchParams(search);

describe('order desk URLs', () => {
  it('names the list and one order', () => {
    expect(ORDERS_PATH).toBe('/admin/orders');
    expect(adminOrderPath('GE-1001')).toBe('/admin/orders/GE-1001');
    expect(adminOrderPath('a/b')).toBe('/admin/orders/a%2Fb');
  });

  it('knows what an order reference looks like', () => {
    expect(isOrderReference('GE-1001')).toBe(true);
    expect(isOrderReference('GE-12')).toBe(false);
    expect(isOrderReference('<script>')).toBe(false);
  });

  it('reads the order filters, with all statuses as the default', () => {
    expect(parseOrderFilters(params('status=paid&q=Ada'))).toEqual({ status: 'paid', q: 'Ada' });
    expect(parseOrderFilters(params('status=deleted'))).toEqual({ status: 'all', q: '' });
  });
});
