import { describe, expect, it } from 'vitest';
import {
  editProductPath,
  NEW_PRODUCT_PATH,
  parseListFilters,
  PRODUCTS_PATH,
  repricePath,
  tickedIds,
} from './products-url';

const params = (search: string) => new URLSearchParams(search);

describe('products URLs', () => {
  it('names the list and the forms', () => {
    expect(PRODUCTS_PATH).toBe('/admin/products');
    expect(NEW_PRODUCT_PATH).toBe('/admin/products/new');
    expect(editProductPath('p 1')).toBe('/admin/products/p%201/edit');
  });

  it('reads the list filters, with all as the default status', () => {
    expect(parseListFilters(params('q=lift&status=deleted'))).toEqual({
      q: 'lift',
      status: 'deleted',
      stock: 'all',
    });
    expect(parseListFilters(params('status=bogus&stock=bogus'))).toEqual({
      q: '',
      status: 'all',
      stock: 'all',
    });
    expect(parseListFilters(params('stock=low'))).toEqual({ q: '', status: 'all', stock: 'low' });
  });

  it('carries ticked products to the reprice screen', () => {
    expect(repricePath()).toBe('/admin/products/reprice');
    const path = repricePath(['car-lift', 'jack']);
    expect(path).toBe('/admin/products/reprice?ids=car-lift%2Cjack');
    expect(tickedIds(params(path.split('?')[1]!))).toEqual(['car-lift', 'jack']);
    expect(tickedIds(params('ids=a,,b,a, '))).toEqual(['a', 'b']);
    expect(tickedIds(params(''))).toEqual([]);
  });
});
