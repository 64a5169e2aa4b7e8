import { describe, expect, it } from 'vitest';
import { editProductPath, NEW_PRODUCT_PATH, parseListFilters, PRODUCTS_PATH } from './products-url';

const params = (search: string) => new URLSearchParams(search);

describe('products URLs', () => {
  it('names the list and the forms', () => {
    expect(PRODUCTS_PATH).toBe('/admin/products');
    expect(NEW_PRODUCT_PATH).toBe('/admin/products/new');
    expect(editProductPath('p 1')).toBe('/admin/products/p%201/edit');
  });

  it('reads the list filters, with all as the default status', () => {
    expect(parseListFilters(params('q=lift&status=deleted'))).toEqual({ q: 'lift', status: 'deleted' });
    expect(parseListFilters(params('status=bogus'))).toEqual({ q: '', status: 'all' });
  });
});
