import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, type PageData } from '../../shared/page-data';
import type { ProductCard, ProductDetailResponse } from '../../shared/product';
import { productKeys } from '../lib/query-keys';
import { seedQueryCache } from './page-data';

const card = { id: 'lift', name: 'Two Post Lift', price: 3_450_000 } as ProductCard;

function pageWith(data: PageData | string): ParentNode {
  const root = document.createElement('div');
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  root.append(block);
  return root;
}

describe('seedQueryCache', () => {
  it('puts the home page’s featured products where the home page reads them', () => {
    const client = seedQueryCache(new QueryClient(), pageWith({ featured: [card] }));
    expect(client.getQueryData(productKeys.featured)).toEqual([card]);
  });

  it('puts a product page’s product under its id', () => {
    const detail = {
      product: { ...card, description: 'A lift' },
      related: [],
    } as unknown as ProductDetailResponse;
    const client = seedQueryCache(new QueryClient(), pageWith({ detail }));
    expect(client.getQueryData(productKeys.detail('lift'))).toEqual(detail);
  });

  it('keeps the shop’s first page under the query the server answered, as the first of its pages', () => {
    const page = { products: [card], total: 1 };
    const query = { category: 'garagetools', sort: 'name' };
    const client = seedQueryCache(new QueryClient(), pageWith({ list: { query, page } }));
    // The shop's own query for the same address names the same fields, some of them undefined.
    const asked = { q: undefined, category: 'garagetools', subCategory: undefined, sort: 'name' };
    expect(client.getQueryData(productKeys.list(asked))).toEqual({ pages: [page], pageParams: [0] });
    expect(client.getQueryData(productKeys.list({ ...asked, sort: 'price-asc' }))).toBeUndefined();
  });

  it('ignores a page without data or with a broken block', () => {
    expect(seedQueryCache(new QueryClient(), document.createElement('div')).getQueryCache().getAll()).toEqual(
      [],
    );
    expect(seedQueryCache(new QueryClient(), pageWith('{not json')).getQueryCache().getAll()).toEqual([]);
  });
});
