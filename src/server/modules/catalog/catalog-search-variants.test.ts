import { describe, expect, it } from 'vitest';
import { compareProducts } from '../../../shared/catalogue';
import { SORT_OPTIONS, type SortOption } from '../../../shared/catalogue-options';
import type { Product, ProductListQuery, ProductVariant } from '../../../shared/product';
import { CatalogueSearch, type SearchEntry } from './catalog-search';
import { skuSearchKey } from './catalog-search-variants';

type Fixture = Pick<Product, 'id' | 'name' | 'brand' | 'category' | 'price'> & Partial<Product>;

function variant(sku: string, options: Record<string, string>, price: number): ProductVariant {
  return {
    id: `v-${sku}`,
    sku,
    options,
    price,
    originalPrice: null,
    installationFee: null,
    stockCount: 2,
    lowStockThreshold: 2,
    inStock: true,
    image: null,
    imagePublicId: null,
    isActive: true,
  };
}

function entry(fixture: Fixture): SearchEntry {
  const product: Product = {
    originalPrice: null,
    installationFee: null,
    deliveryClass: 'heavy',
    image: '',
    imagePublicId: 'x',
    images: ['x'],
    subCategory: [],
    stockCount: 3,
    inStock: true,
    options: [],
    variants: [],
    lowStockThreshold: 2,
    rating: 4.5,
    reviews: 1,
    priority: null,
    featured: false,
    description: `${fixture.name}, for busy workshops.`,
    features: [],
    specifications: {},
    videos: [],
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fixture,
  };
  return { product, card: product };
}

const search = (() => {
  const entries = [
    entry({
      id: 'lift',
      name: 'Launch TLT240SC Clear Floor Two Post Lift',
      brand: 'Launch',
      category: ['garagetools'],
      price: 3_450_000,
      options: [
        { name: 'Capacity', values: ['4 t', '5 t'] },
        { name: 'Voltage', values: ['220 V', '380 V'] },
      ],
      variants: [
        variant('TLT240-4T-220', { Capacity: '4 t', Voltage: '220 V' }, 3_450_000),
        variant('TLT240-4T-380', { Capacity: '4 t', Voltage: '380 V' }, 3_550_000),
        variant('TLT240-5T-220', { Capacity: '5 t', Voltage: '220 V' }, 4_100_000),
        variant('TLT240-5T-380', { Capacity: '5 t', Voltage: '380 V' }, 4_200_000),
      ],
    }),
    // A lift with no variants whose name says "5" and "lift": the variant's product ranks above it.
    entry({
      id: 'bendpak',
      name: 'BendPak XPR-10AS 4.5-Ton Two Post Lift',
      brand: 'BendPak',
      category: ['garagetools'],
      price: 4_000_000,
    }),
    entry({
      id: 'compressor',
      name: 'GaragePro Belt-Drive Air Compressor',
      brand: 'GaragePro',
      category: ['others'],
      price: 650_000,
      options: [
        { name: 'Voltage', values: ['220 V', '380 V'] },
        { name: 'Tank', values: ['100 L', '200 L'] },
      ],
      variants: [
        variant('GP-AC-220-100', { Voltage: '220 V', Tank: '100 L' }, 650_000),
        variant('GP-AC-380-200', { Voltage: '380 V', Tank: '200 L' }, 990_000),
      ],
    }),
    entry({
      id: 'bosch',
      name: 'Bosch Professional Oil-Free Compressor',
      brand: 'Bosch',
      category: ['others'],
      price: 720_000,
    }),
  ];
  const sorted = Object.fromEntries(
    SORT_OPTIONS.map((sort) => [sort, [...entries].sort((a, b) => compareProducts(sort)(a.card, b.card))]),
  ) as Record<SortOption, SearchEntry[]>;
  return new CatalogueSearch(sorted);
})();

const list = (q: string, more: Partial<ProductListQuery> = {}) =>
  search.list({ q, offset: 0, limit: 24, ...more }).products.map((product) => product.id);

describe('search by a variant', () => {
  it('reads a SKU by its letters and digits, case and separators ignored', () => {
    expect(skuSearchKey('tlt240-5t')).toBe('tlt2405t');
    expect(skuSearchKey('TLT 240 5T')).toBe('tlt2405t');
    expect(skuSearchKey('TLT240/5T.380')).toBe('tlt2405t380');
  });

  it("finds a product by a variant's SKU however it is written, first", () => {
    for (const q of ['TLT240-5T-380', 'tlt240 5t 380', 'tlt2405t380', 'Tlt240-5T/380'])
      expect(list(q)[0]).toBe('lift');
    expect(list('gp-ac-380-200')[0]).toBe('compressor');
    expect(search.suggest('GP AC 380 200').products[0]).toMatchObject({
      id: 'compressor',
      variant: 'GP-AC-380-200',
    });
  });

  it('finds a product by option words, joined or apart, and ranks it first', () => {
    for (const q of ['5 t lift', '5t lift']) expect(list(q)[0]).toBe('lift');
    for (const q of ['380V compressor', '380 v compressor']) expect(list(q)[0]).toBe('compressor');
  });

  it('names the variant the words matched in a suggestion, and none for words naming no option', () => {
    expect(search.suggest('5 t lift').products[0]).toMatchObject({ id: 'lift', variant: 'TLT240-5T-220' });
    expect(search.suggest('5t 380v lift').products[0]).toMatchObject({
      id: 'lift',
      variant: 'TLT240-5T-380',
    });
    expect(search.suggest('380V compressor').products[0]).toMatchObject({
      id: 'compressor',
      variant: 'GP-AC-380-200',
    });
    const plain = search.suggest('two post lift').products;
    expect(plain.map((product) => product.id)).toEqual(expect.arrayContaining(['lift', 'bendpak']));
    expect(plain.every((product) => product.variant === undefined)).toBe(true);
  });

  it("filters by price on any variant's price, and sorts by the lowest", () => {
    // 4,100,000 is only the 5 t variants' price: the lift (from 3,450,000) matches, as does BendPak.
    expect(list('lift', { minPrice: 4_050_000, maxPrice: 4_150_000 })).toEqual(['lift']);
    expect(list('lift', { minPrice: 3_600_000, maxPrice: 4_050_000 })).toEqual(['bendpak']);
    expect(list('compressor', { sort: 'price-asc' })).toEqual(['compressor', 'bosch']);
  });
});
