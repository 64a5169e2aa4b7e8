import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '../../../shared/catalogue-options';
import { findCategory, findSubCategory } from '../../../shared/categories';
import { formatNaira } from '../../../shared/money';
import type { ShopFilters } from './shop-filters';

/** One active filter shown above the results, and the change that removes it. */
export interface FilterChip {
  key: 'q' | 'category' | 'subCategory' | 'price';
  label: string;
  remove: Partial<ShopFilters>;
}

function priceLabel(min: number, max: number): string {
  if (min > PRICE_SLIDER_MIN && max < PRICE_SLIDER_MAX) return `${formatNaira(min)} - ${formatNaira(max)}`;
  if (min > PRICE_SLIDER_MIN) return `From ${formatNaira(min)}`;
  return `Up to ${formatNaira(max)}`;
}

/**
 * The filters in force (query, category, sub-category, price range), each removable on its own:
 * removing a category removes its sub-category too; removing a sub-category keeps its category.
 */
export function activeFilterChips(filters: ShopFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”`, remove: { q: '' } });
  const category = filters.category ? findCategory(filters.category) : undefined;
  if (category) {
    chips.push({
      key: 'category',
      label: category.name,
      remove: { category: null, subCategory: null },
    });
  }
  const sub = filters.subCategory ? findSubCategory(filters.subCategory) : undefined;
  if (sub) chips.push({ key: 'subCategory', label: sub.subCategory.name, remove: { subCategory: null } });
  if (filters.minPrice > PRICE_SLIDER_MIN || filters.maxPrice < PRICE_SLIDER_MAX) {
    chips.push({
      key: 'price',
      label: priceLabel(filters.minPrice, filters.maxPrice),
      remove: { minPrice: PRICE_SLIDER_MIN, maxPrice: PRICE_SLIDER_MAX },
    });
  }
  return chips;
}
