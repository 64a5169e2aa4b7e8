import { describe, expect, it } from 'vitest';
import {
  isOrderReference,
  parseAdminSection,
  parseMessageFilter,
  parseOrderFilters,
  parseOrdersView,
  sectionSearch,
  withMessageFilter,
  withOrderFilters,
  withOrdersView,
} from './admin-sections-url';

const params = (search: string) => new URLSearchParams(search);

describe('admin sections in the URL', () => {
  it('reads the section, with products as the default (so ?view=new and ?edit=id keep working)', () => {
    expect(parseAdminSection(params(''))).toBe('products');
    expect(parseAdminSection(params('view=new'))).toBe('products');
    expect(parseAdminSection(params('edit=p1'))).toBe('products');
    expect(parseAdminSection(params('section=orders'))).toBe('orders');
    expect(parseAdminSection(params('section=messages'))).toBe('messages');
    expect(parseAdminSection(params('section=bogus'))).toBe('products');
  });

  it("links each section to its first page, dropping another section's parameters", () => {
    expect(sectionSearch('products')).toBe('');
    expect(sectionSearch('orders')).toBe('?section=orders');
    expect(sectionSearch('messages')).toBe('?section=messages');
  });

  it('reads the orders view: the list, or one order by reference', () => {
    expect(parseOrdersView(params('section=orders'))).toEqual({ kind: 'list' });
    expect(parseOrdersView(params('section=orders&order=GE-1001'))).toEqual({
      kind: 'detail',
      reference: 'GE-1001',
    });
    expect(parseOrdersView(params('section=orders&order=%20'))).toEqual({ kind: 'list' });
  });

  it('knows what an order reference looks like', () => {
    expect(isOrderReference('GE-1001')).toBe(true);
    expect(isOrderReference('GE-12')).toBe(false);
    expect(isOrderReference('<script>')).toBe(false);
  });

  it('reads the order filters, with all statuses as the default', () => {
    expect(parseOrderFilters(params('section=orders&status=paid&q=Ada'))).toEqual({
      status: 'paid',
      q: 'Ada',
    });
    expect(parseOrderFilters(params('section=orders&status=deleted'))).toEqual({ status: 'all', q: '' });
  });

  it('opens an order and goes back to the list with the filters kept', () => {
    const detail = withOrdersView(params('section=orders&status=paid'), {
      kind: 'detail',
      reference: 'GE-1001',
    });
    expect(detail.toString()).toBe('section=orders&status=paid&order=GE-1001');
    expect(withOrdersView(detail, { kind: 'list' }).toString()).toBe('section=orders&status=paid');
  });

  it('leaves the default filters out of the URL', () => {
    expect(
      withOrderFilters(params('section=orders&status=paid&q=x'), { status: 'all', q: ' ' }).toString(),
    ).toBe('section=orders');
    expect(withOrderFilters(params('section=orders'), { status: 'cancelled', q: 'GE-1001' }).toString()).toBe(
      'section=orders&q=GE-1001&status=cancelled',
    );
  });

  it('keeps the messages filter in the URL', () => {
    expect(parseMessageFilter(params('section=messages'))).toBe('all');
    expect(parseMessageFilter(params('section=messages&show=not-handled'))).toBe('not-handled');
    expect(parseMessageFilter(params('section=messages&show=x'))).toBe('all');
    expect(withMessageFilter(params('section=messages'), 'handled').toString()).toBe(
      'section=messages&show=handled',
    );
    expect(withMessageFilter(params('section=messages&show=handled'), 'all').toString()).toBe(
      'section=messages',
    );
  });
});
