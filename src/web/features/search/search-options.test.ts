import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { nextActiveIndex, shopSearchHref, suggestionGroups } from './search-options';

describe('suggestionGroups: where each suggestion leads', () => {
  it('orders products, categories and brands, numbering options across groups and leaving out empty ones', () => {
    const groups = suggestionGroups({
      products: [productFixture({ id: 'a b' }), productFixture({ id: 'c' })],
      categories: [],
      brands: ['BendPak', 'Ravaglioli'],
    });
    expect(groups.map((group) => [group.label, group.start, group.options.length])).toEqual([
      ['Products', 0, 2],
      ['Brands', 2, 2],
    ]);
    expect(groups[0]?.options[0]?.href).toBe('/product/a%20b');
    expect(groups[1]?.options.map((option) => option.href)).toEqual([
      '/shop?q=BendPak',
      '/shop?q=Ravaglioli',
    ]);
  });

  it('opens a product with the variant its words named chosen', () => {
    const [group] = suggestionGroups({
      products: [
        { ...productFixture({ id: 'lift' }), variant: 'TLT240-5T/380' },
        productFixture({ id: 'jack' }),
      ],
      categories: [],
      brands: [],
    });
    expect(group?.options.map((option) => option.href)).toEqual([
      '/product/lift?variant=TLT240-5T%2F380',
      '/product/jack',
    ]);
  });

  it('opens a category on its own and a sub-category within its category, naming the parent', () => {
    const [group] = suggestionGroups({
      products: [],
      categories: [
        { id: 'garagetools', name: 'Garage Tools' },
        { id: 'xtool', name: 'XTOOL', parentId: 'diagnostictools' },
      ],
      brands: [],
    });
    expect(group?.options).toMatchObject([
      { href: '/shop?category=garagetools', name: 'Garage Tools', parentName: undefined },
      { href: '/shop?category=diagnostictools&subCategory=xtool', parentName: 'Diagnostic Tools' },
    ]);
  });
});

describe('shopSearchHref and nextActiveIndex', () => {
  it('opens the shop with the trimmed query, or the whole shop for a blank one', () => {
    expect(shopSearchHref('  spray booth & oven ')).toBe('/shop?q=spray+booth+%26+oven');
    expect(shopSearchHref('   ')).toBe('/shop');
  });

  it('starts at the first or last option and wraps at both ends', () => {
    expect(nextActiveIndex(-1, 3, 1)).toBe(0);
    expect(nextActiveIndex(-1, 3, -1)).toBe(2);
    expect(nextActiveIndex(2, 3, 1)).toBe(0);
    expect(nextActiveIndex(0, 3, -1)).toBe(2);
    expect(nextActiveIndex(0, 0, 1)).toBe(-1);
  });
});
