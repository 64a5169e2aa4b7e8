import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesFilters,
  searchTerms,
  searchText,
  selectFeatured,
  selectRelated,
  sortProducts,
  type CatalogueItem,
} from './catalogue';

function item(id: string, fields: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    id,
    name: id,
    brand: 'Brand',
    price: 100,
    rating: 4,
    priority: null,
    featured: false,
    category: ['garagetools'],
    subCategory: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

describe('sorting', () => {
  const items = [
    item('Delta', { price: 300, rating: 3 }),
    item('alpha', { price: 500, rating: 5 }),
    item('Charlie', { price: 100, rating: 4, priority: 2 }),
    item('Bravo', { price: 200, rating: 4.5, priority: 0 }),
  ];

  it.each([
    ['name', ['Bravo', 'Charlie', 'alpha', 'Delta']],
    ['price-asc', ['Bravo', 'Charlie', 'Delta', 'alpha']],
    ['price-desc', ['Bravo', 'Charlie', 'alpha', 'Delta']],
    ['rating', ['Bravo', 'Charlie', 'alpha', 'Delta']],
  ] as const)('by %s puts products with a priority first, lower first', (sort, expected) => {
    expect(sortProducts(items, sort).map((i) => i.id)).toEqual(expected);
  });

  it('always places every prioritised product before every other', () => {
    const arbitraryItem = fc.record({
      id: fc.uuid(),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      rating: fc.double({ min: 0, max: 5, noNaN: true }),
      priority: fc.option(fc.integer({ min: 0, max: 5 })),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryItem),
        fc.constantFrom('name', 'price-asc', 'price-desc', 'rating' as const),
        (rows, sort) => {
          const sorted = sortProducts(
            rows.map((row) => item(row.id, row)),
            sort,
          );
          const firstPlain = sorted.findIndex((i) => i.priority === null);
          if (firstPlain >= 0) expect(sorted.slice(firstPlain).every((i) => i.priority === null)).toBe(true);
          const priorities = sorted.filter((i) => i.priority !== null).map((i) => i.priority!);
          expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('filtering', () => {
  const scanner = item('scanner', {
    name: 'Pro Scanner',
    brand: 'XTOOL',
    price: 450_000,
    category: ['diagnostictools'],
    subCategory: ['xtool'],
  });
  const text = searchText({ ...scanner, description: 'Bi-directional control' });
  const terms = (q: string) => ({ terms: searchTerms(q) });

  it('matches every search term against name, description, brand and category names', () => {
    expect(matchesFilters(scanner, text, terms('pro xtool'))).toBe(true);
    expect(matchesFilters(scanner, text, terms('Bi-Directional'))).toBe(true);
    expect(matchesFilters(scanner, text, terms('diagnostic tools'))).toBe(true);
    expect(matchesFilters(scanner, text, terms('pro lift'))).toBe(false);
  });

  it('filters by category, sub-category and an inclusive price range', () => {
    expect(
      matchesFilters(scanner, text, { terms: [], category: 'diagnostictools', subCategory: 'xtool' }),
    ).toBe(true);
    expect(matchesFilters(scanner, text, { terms: [], category: 'spraybooth' })).toBe(false);
    expect(matchesFilters(scanner, text, { terms: [], minPrice: 450_000, maxPrice: 450_000 })).toBe(true);
    expect(matchesFilters(scanner, text, { terms: [], maxPrice: 449_999 })).toBe(false);
  });

  it("matches a product with variants when any variant's price is in the range", () => {
    const lift = item('lift', { price: 100, variants: [{ price: 100 }, { price: 300 }] });
    const range = (minPrice?: number, maxPrice?: number) => ({ terms: [], minPrice, maxPrice });
    expect(matchesFilters(lift, '', range(250, 350))).toBe(true);
    expect(matchesFilters(lift, '', range(undefined, 150))).toBe(true);
    expect(matchesFilters(lift, '', range(150, 250))).toBe(false);
    expect(matchesFilters(lift, '', range(301))).toBe(false);
  });
});

describe('featured selection', () => {
  it('takes up to 9 flagged products', () => {
    const items = Array.from({ length: 12 }, (_, i) => item(`p${i}`, { featured: i % 2 === 0, rating: i }));
    expect(
      selectFeatured(items)
        .map((i) => i.id)
        .sort(),
    ).toEqual(['p0', 'p10', 'p2', 'p4', 'p6', 'p8']);
  });

  it('falls back to the 9 best rated when none is flagged', () => {
    const items = Array.from({ length: 12 }, (_, i) => item(`p${i}`, { rating: i % 6 }));
    const featured = selectFeatured(items);
    expect(featured).toHaveLength(9);
    expect(featured.map((i) => i.rating)).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 1]);
  });
});

describe('related selection', () => {
  const product = item('lift', { category: ['garagetools', 'others'], subCategory: [] });
  it('takes 4 sharing the first category, padded with others, never the product itself', () => {
    const items = [
      product,
      item('a', { category: ['spraybooth'] }),
      item('b', { category: ['garagetools'] }),
      item('c', { category: ['others', 'garagetools'] }),
      item('d', { category: ['garagetools'] }),
      item('e', { category: ['lubebay'] }),
    ];
    expect(selectRelated(product, items).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('matches on the first sub-category too', () => {
    const scanner = item('s', { category: ['diagnostictools'], subCategory: ['xtool'] });
    const items = [
      item('x', { category: ['accessories'], subCategory: ['xtool'] }),
      item('y', { category: ['lubebay'] }),
    ];
    expect(selectRelated(scanner, items, 1).map((i) => i.id)).toEqual(['x']);
  });
});
