import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { serve } from '../../../test/serve-fetch';
import { DEFAULT_SHOP_FILTERS, type ShopFilters } from '../shop-filters';
import { useShopProducts } from './use-shop-products';

/** A catalogue of `total` matching products, answered 24 at a time like GET /api/products. */
function serveCatalogue(total: number) {
  return serve((url) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 24);
    const count = Math.max(0, Math.min(limit, total - offset));
    const products = Array.from({ length: count }, (_, index) =>
      productFixture({ id: `p${offset + index}`, name: `Product ${offset + index}` }),
    );
    return { status: 200, body: { products, total } };
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withFilters = (change: Partial<ShopFilters>): ShopFilters => ({ ...DEFAULT_SHOP_FILTERS, ...change });

describe('useShopProducts: the numbers of "Showing X of Y products"', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('counts the products on screen as X and every match as Y, and X grows with Load more', async () => {
    serveCatalogue(51);
    const { result } = renderHook(() => useShopProducts(DEFAULT_SHOP_FILTERS), { wrapper });
    await waitFor(() => expect(result.current.shown).toBe(24));
    expect(result.current.matching).toBe(51);
    expect(result.current.products).toHaveLength(24);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.shown).toBe(48));
    expect(result.current.matching).toBe(51);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.shown).toBe(51));
    expect(result.current.matching).toBe(51);
    expect(result.current.hasMore).toBe(false);
  });

  it('counts as Y the products matching the filters, not the whole catalogue', async () => {
    const fetchSpy = serveCatalogue(7);
    const { result } = renderHook(() => useShopProducts(withFilters({ category: 'spraybooth' })), {
      wrapper,
    });
    await waitFor(() => expect(result.current.shown).toBe(7));
    expect(result.current.matching).toBe(7);
    const asked = fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));
    expect(asked.every((url) => url.searchParams.get('category') === 'spraybooth')).toBe(true);
  });

  it('has no numbers while the first page loads', () => {
    serveCatalogue(51);
    const { result } = renderHook(() => useShopProducts(DEFAULT_SHOP_FILTERS), { wrapper });
    expect(result.current.shown).toBeUndefined();
    expect(result.current.matching).toBeUndefined();
  });

  it('asks for the relevance order with a query and passes on the corrected query', async () => {
    const fetchSpy = serve(() => ({
      status: 200,
      body: { products: [productFixture({ name: 'Scanner' })], total: 1, correctedQuery: 'scanner' },
    }));
    const { result } = renderHook(() => useShopProducts(withFilters({ q: 'scaner', sort: 'relevance' })), {
      wrapper,
    });
    await waitFor(() => expect(result.current.correctedQuery).toBe('scanner'));
    const asked = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://shop.test');
    expect(asked.searchParams.get('q')).toBe('scaner');
    expect(asked.searchParams.get('sort')).toBe('relevance');
  });
});
