import { describe, expect, it } from 'vitest';
import {
  changeShopFilters,
  DEFAULT_SHOP_FILTERS,
  parseShopFilters,
  serializeShopFilters,
  shopHeading,
  toProductQuery,
} from './shop-filters';
import { PRICE_SLIDER_MAX } from '../../../shared/catalogue-options';

const parse = (query: string) => parseShopFilters(new URLSearchParams(query));

describe('parseShopFilters', () => {
  it('gives the defaults for an empty query: name sort, grid, full price range', () => {
    expect(parse('')).toEqual(DEFAULT_SHOP_FILTERS);
    expect(DEFAULT_SHOP_FILTERS).toMatchObject({
      minPrice: 0,
      maxPrice: 30_000_000,
      sort: 'name',
      view: 'grid',
    });
  });

  it('reads every filter from the URL', () => {
    expect(
      parse(
        'category=diagnostictools&subCategory=xtool&q=%20scanner%20&minPrice=1000&maxPrice=500000&sort=price-desc&view=list',
      ),
    ).toEqual({
      q: 'scanner',
      category: 'diagnostictools',
      subCategory: 'xtool',
      minPrice: 1000,
      maxPrice: 500000,
      sort: 'price-desc',
      view: 'list',
    });
  });

  it('preselects the parent category of a sub-category given alone', () => {
    expect(parse('subCategory=thinkcar')).toMatchObject({
      category: 'diagnostictools',
      subCategory: 'thinkcar',
    });
  });

  it('drops unknown categories, mismatched sub-categories, bad sorts and views', () => {
    expect(parse('category=nope&subCategory=nope&sort=cheapest&view=table')).toEqual(DEFAULT_SHOP_FILTERS);
    expect(parse('category=lubebay&subCategory=konwei')).toMatchObject({
      category: 'lubebay',
      subCategory: null,
    });
  });

  it('clamps prices to the slider and swaps a reversed range', () => {
    expect(parse('minPrice=-5&maxPrice=99999999999')).toMatchObject({
      minPrice: 0,
      maxPrice: PRICE_SLIDER_MAX,
    });
    expect(parse('minPrice=abc&maxPrice=')).toMatchObject({ minPrice: 0, maxPrice: PRICE_SLIDER_MAX });
    expect(parse('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('limits the search text to 200 characters', () => {
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });
});

describe('serializeShopFilters', () => {
  it('leaves out defaults so links stay short', () => {
    expect(serializeShopFilters(DEFAULT_SHOP_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = parse(
      'category=diagnostictools&subCategory=xtool&q=scan+tool&minPrice=1000&maxPrice=500000&sort=rating&view=list',
    );
    expect(parseShopFilters(serializeShopFilters(filters))).toEqual(filters);
  });
});

describe('the sort while a query is set', () => {
  it('is Relevance by default while a query is set, and the URL leaves it out', () => {
    expect(parse('q=lift').sort).toBe('relevance');
    expect(serializeShopFilters(parse('q=lift&sort=relevance')).toString()).toBe('q=lift');
    expect(toProductQuery(parse('q=lift')).sort).toBe('relevance');
  });

  it("keeps the specification's sorts when chosen with a query, Name included", () => {
    expect(parse('q=lift&sort=price-desc').sort).toBe('price-desc');
    expect(serializeShopFilters(parse('q=lift&sort=name')).toString()).toBe('q=lift&sort=name');
  });

  it('offers no Relevance without a query: Name is the default there', () => {
    expect(parse('sort=relevance').sort).toBe('name');
    expect(serializeShopFilters(parse('sort=relevance')).toString()).toBe('');
  });

  it('lets a default sort follow the query, and keeps a chosen one', () => {
    const searched = changeShopFilters(DEFAULT_SHOP_FILTERS, { q: 'lift' });
    expect(searched.sort).toBe('relevance');
    expect(changeShopFilters(searched, { q: '' }).sort).toBe('name');
    const byPrice = changeShopFilters(DEFAULT_SHOP_FILTERS, { sort: 'price-desc' });
    expect(changeShopFilters(byPrice, { q: 'lift' }).sort).toBe('price-desc');
    const byName = changeShopFilters(searched, { sort: 'name' });
    expect(changeShopFilters(byName, { q: 'scanner' }).sort).toBe('name');
    expect(changeShopFilters(searched, { sort: 'relevance', q: '' }).sort).toBe('name');
  });
});

describe('toProductQuery', () => {
  it('sends no price bounds for the full range (the top of the slider means no upper bound)', () => {
    expect(toProductQuery(DEFAULT_SHOP_FILTERS)).toEqual({
      q: undefined,
      category: undefined,
      subCategory: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'name',
    });
  });

  it('sends the chosen filters', () => {
    const filters = parse('category=lubebay&minPrice=5000&maxPrice=20000&sort=price-asc&view=list');
    expect(toProductQuery(filters)).toMatchObject({
      category: 'lubebay',
      minPrice: 5000,
      maxPrice: 20000,
      sort: 'price-asc',
    });
  });
});

describe('shopHeading', () => {
  it('names the whole shop when no category is chosen', () => {
    expect(shopHeading(parse('q=lift'))).toEqual({
      title: 'Shop All Products',
      subtitle: 'Professional garage and workshop equipment, priced in naira.',
    });
  });

  it("shows the chosen category's own description", () => {
    expect(shopHeading(parse('category=spraybooth'))).toEqual({
      title: 'SprayBooth',
      subtitle: 'Premium car oven',
    });
    expect(shopHeading(parse('category=accessories'))).toEqual({
      title: 'Our Brand',
      subtitle: 'Get premium tools made by us',
    });
  });

  it("shows the sub-category's description when one is chosen", () => {
    expect(shopHeading(parse('subCategory=thinkcar'))).toEqual({
      title: 'Thinkcar',
      subtitle: 'Thinkcar professional diagnostic scanners',
    });
  });
});
