import { describe, expect, it } from 'vitest';
import { activeFilterChips } from './filter-chips';
import { parseShopFilters } from './shop-filters';

const chipsFor = (query: string) => activeFilterChips(parseShopFilters(new URLSearchParams(query)));

describe('activeFilterChips', () => {
  it('shows nothing without filters; sort and view are not filters', () => {
    expect(chipsFor('sort=rating&view=list')).toEqual([]);
  });

  it('names the query, the category, the sub-category and the price range, in that order', () => {
    expect(
      chipsFor('q=scan&category=diagnostictools&subCategory=xtool&minPrice=100000&maxPrice=500000').map(
        (chip) => chip.label,
      ),
    ).toEqual(['“scan”', 'Diagnostic Tools', 'XTOOL', '₦100,000 - ₦500,000']);
    expect(chipsFor('minPrice=100000').map((chip) => chip.label)).toEqual(['From ₦100,000']);
    expect(chipsFor('maxPrice=500000').map((chip) => chip.label)).toEqual(['Up to ₦500,000']);
  });

  it('removes a category with its sub-category, a sub-category alone, and both price bounds', () => {
    const chips = chipsFor('category=diagnostictools&subCategory=xtool&minPrice=100000&maxPrice=500000');
    expect(Object.fromEntries(chips.map((chip) => [chip.key, chip.remove]))).toEqual({
      category: { category: null, subCategory: null },
      subCategory: { subCategory: null },
      price: { minPrice: 0, maxPrice: 30_000_000 },
    });
  });
});
