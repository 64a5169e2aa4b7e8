import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareProducts } from '../../../shared/catalogue';
import { SORT_OPTIONS, type SortOption } from '../../../shared/catalogue-options';
import type { Product, ProductListQuery } from '../../../shared/product';
import { CatalogueSearch, type SearchEntry } from './catalog-search';

type Fixture = Pick<Product, 'id' | 'name' | 'brand' | 'category'> & Partial<Product>;

function entry(fixture: Fixture): SearchEntry {
  const product: Product = {
    price: 1_000_000,
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

function searchOver(fixtures: Fixture[]): CatalogueSearch {
  const entries = fixtures.map(entry);
  const sorted = Object.fromEntries(
    SORT_OPTIONS.map((sort) => [sort, [...entries].sort((a, b) => compareProducts(sort)(a.card, b.card))]),
  ) as Record<SortOption, SearchEntry[]>;
  return new CatalogueSearch(sorted);
}

/** A small catalogue in the style of the demo one. */
const search = searchOver([
  {
    id: 'tlt240sc',
    name: 'Launch TLT240SC 4-Ton Clear Floor Two Post Lift',
    brand: 'Launch',
    category: ['garagetools'],
    price: 3_450_000,
    priority: 0,
    description: 'A clear-floor two post lift. The floor stays free for jacks and oil drainers.',
    specifications: { 'Lifting capacity': '4,000 kg' },
  },
  {
    id: 'bendpak',
    name: 'BendPak XPR-10AS Two Post Lift',
    brand: 'BendPak',
    category: ['garagetools'],
    price: 4_200_000,
  },
  {
    id: 'scissor',
    name: 'Launch TLT630A Mid-Rise Scissor Lift',
    brand: 'Launch',
    category: ['garagetools'],
    price: 2_900_000,
  },
  {
    id: 'jack',
    name: 'GaragePro 3-Ton Low Profile Trolley Jack',
    brand: 'GaragePro',
    category: ['handtools'],
    price: 180_000,
    features: ['Dual-piston rapid lift'],
  },
  {
    id: 'generator',
    name: 'Mikano 20 kVA Soundproof Diesel Generator',
    brand: 'Mikano',
    category: ['others'],
    price: 9_800_000,
    description: 'Keeps lifts, compressors and the spray booth running through grid outages.',
  },
  {
    id: 'drainer',
    name: 'Samson 80L Mobile Oil Drainer',
    brand: 'Samson',
    category: ['lubebay'],
    price: 350_000,
    description: 'Reaches cars on lifts and pits; the tank empties with compressed air.',
  },
  {
    id: 'list-board',
    name: 'Workshop Parts List Board',
    brand: 'GaragePro',
    category: ['accessories'],
    price: 40_000,
  },
  {
    id: 'balancer',
    name: 'Ravaglioli G2.132 Wheel Balancer',
    brand: 'Ravaglioli',
    category: ['garagetools'],
    price: 2_100_000,
  },
  { id: 'twc502', name: 'Launch TWC-502 Tyre Changer', brand: 'Launch', category: ['garagetools'] },
  { id: 'corghi', name: 'Corghi EM 8340 Wheel Balancer', brand: 'Corghi', category: ['garagetools'] },
  {
    id: 'booth',
    name: 'Nova Verta Downdraft Spray Booth 7m',
    brand: 'Nova Verta',
    category: ['spraybooth'],
    price: 27_500_000,
  },
  {
    id: 'spray-gun',
    name: 'DeVilbiss GTi Pro Lite HVLP Spray Gun',
    brand: 'DeVilbiss',
    category: ['spraybooth'],
    price: 420_000,
    description: 'Lays down both base coats and clear coats evenly.',
  },
  {
    id: 'scanner',
    name: 'Thinkcar ThinkTool Pros+ Full System Scanner',
    brand: 'Thinkcar',
    category: ['diagnostictools'],
    subCategory: ['thinkcar'],
    price: 1_350_000,
    description: 'Reads every system and comes with Launch-style OBD adapters.',
  },
  {
    id: 'scan-tool',
    name: 'XTOOL D9 Pro Bi-Directional Scan Tool',
    brand: 'XTOOL',
    category: ['diagnostictools'],
    subCategory: ['xtool'],
  },
  {
    id: 'kw850',
    name: 'Konwei KW850 OBD2 Code Reader',
    brand: 'Konwei',
    category: ['diagnostictools'],
    subCategory: ['konwei'],
    price: 45_000,
  },
  {
    id: 'tablet',
    name: 'X431 PRO5 Intelligent Diagnostic Tablet',
    brand: 'Launch',
    category: ['diagnostictools'],
    price: 2_600_000,
  },
  {
    id: 'compressor',
    name: 'Ingersoll Rand 2475 Two-Stage Air Compressor',
    brand: 'Ingersoll Rand',
    category: ['others'],
    price: 3_100_000,
    description: 'Runs impact wrenches and the tyre changer; a diagnostic gauge shows the pressure.',
  },
]);

function ids(query: Partial<ProductListQuery> & { q: string }): string[] {
  return find(query).products.map((product) => product.id);
}

function find(query: Partial<ProductListQuery> & { q: string }) {
  return search.list({ offset: 0, limit: 24, ...query });
}

describe('relevance', () => {
  it('puts every lift before anything that only mentions lifting', () => {
    const found = ids({ q: 'lift' });
    // The lifts tie on relevance, so priority then name orders them.
    expect(found.slice(0, 3)).toEqual(['tlt240sc', 'bendpak', 'scissor']);
    expect(found.slice(3)).toEqual(expect.arrayContaining(['jack', 'generator', 'drainer']));
    expect(found).toHaveLength(6);
  });

  it('ranks a name above a brand above a category above the description', () => {
    const launch = ids({ q: 'launch' });
    expect(launch.slice(0, 3).sort()).toEqual(['scissor', 'tlt240sc', 'twc502']);
    expect(launch.slice(3)).toEqual(['tablet', 'scanner']);
    expect(ids({ q: 'diagnostic' })).toEqual(['tablet', 'kw850', 'scanner', 'scan-tool', 'compressor']);
  });

  it('ranks a whole word above a prefix of a longer word', () => {
    expect(ids({ q: 'scan' }).slice(0, 2)).toEqual(['scan-tool', 'scanner']);
  });

  it('ranks the products matching every word first, and still answers when a word matches nothing', () => {
    expect(ids({ q: 'launch lift' }).slice(0, 2)).toEqual(['tlt240sc', 'scissor']);
    expect(ids({ q: 'launch lift' })).toContain('bendpak');
    expect(ids({ q: 'lift xyzzyq' }).slice(0, 3)).toEqual(['tlt240sc', 'bendpak', 'scissor']);
  });

  it('matches the last word as a prefix while it is being typed', () => {
    expect(ids({ q: 'compre' })[0]).toBe('compressor');
    expect(ids({ q: 'two post li' })).toEqual(['tlt240sc', 'bendpak']);
  });
});

describe('typos', () => {
  it.each([
    ['scaner', 'scanner', 'scanner'],
    ['bendpk', 'bendpak', 'bendpak'],
    ['BENDPK', 'bendpak', 'BENDPAK'],
    ['compresor', 'compressor', 'compressor'],
    ['diagnostc', 'tablet', 'diagnostic'],
    ['ravaglyoli', 'balancer', 'ravaglioli'],
    ['Spray both', 'booth', 'Spray booth'],
  ])('finds %s as %s and says it searched for "%s"', (q, first, corrected) => {
    const answer = find({ q });
    expect(answer.products[0]?.id).toBe(first);
    expect(answer.correctedQuery).toBe(corrected);
  });

  it('allows one typo from 4 letters and two from 8, none below 4', () => {
    expect(ids({ q: 'jaxk' })[0]).toBe('jack');
    expect(ids({ q: 'comprssr' })[0]).toBe('compressor');
    expect(ids({ q: 'genertr' })).toEqual([]);
    expect(ids({ q: 'jak' })).toEqual([]);
  });

  it('takes no typo for a word the catalogue has, and sets no correction', () => {
    expect(ids({ q: 'lift' })).not.toContain('list-board');
    expect(find({ q: 'lift' }).correctedQuery).toBeUndefined();
  });
});

describe('model codes', () => {
  it.each([
    ['TLT240SC', 'tlt240sc'],
    ['tlt 240', 'tlt240sc'],
    ['tlt240', 'tlt240sc'],
    ['TWC-502', 'twc502'],
    ['twc502', 'twc502'],
    ['twc 502', 'twc502'],
    ['em8340', 'corghi'],
    ['KW850', 'kw850'],
    ['x431 pro5', 'tablet'],
  ])('%s finds its product first', (q, id) => {
    expect(ids({ q })[0]).toBe(id);
  });

  it('never matches a code fuzzily', () => {
    expect(ids({ q: 'kw851' })).toEqual([]);
    expect(ids({ q: 'tlt240sd' })).toEqual([]);
  });
});

describe('filters, sorts and pages', () => {
  it('combines the words with category and price filters', () => {
    expect(ids({ q: 'lift', category: 'lubebay' })).toEqual(['drainer']);
    expect(ids({ q: 'lift', minPrice: 3_000_000, maxPrice: 5_000_000 })).toEqual(['tlt240sc', 'bendpak']);
    expect(ids({ q: 'scanner', subCategory: 'thinkcar' })).toEqual(['scanner']);
    expect(ids({ q: 'lift', category: 'nosuchcategory' })).toEqual([]);
  });

  it('applies a chosen sort over the matches, priority first', () => {
    expect(ids({ q: 'lift', sort: 'price-asc' })).toEqual([
      'tlt240sc',
      'jack',
      'drainer',
      'scissor',
      'bendpak',
      'generator',
    ]);
  });

  it('pages the ordered matches while total counts them all', () => {
    const page = find({ q: 'lift', offset: 1, limit: 2 });
    expect(page.total).toBe(6);
    expect(page.products.map((product) => product.id)).toEqual(['bendpak', 'scissor']);
    expect(find({ q: 'lift', sort: 'name', offset: 4, limit: 2 }).products).toHaveLength(2);
  });

  it('finds nothing for a query without letters or digits', () => {
    expect(find({ q: '!!' })).toEqual({ products: [], total: 0 });
  });
});

describe('suggestions', () => {
  it('offers the best products, matching categories and brands', () => {
    const answer = search.suggest('think');
    expect(answer.products.map((product) => product.id)).toEqual(['scanner']);
    expect(answer.categories).toEqual([
      { id: 'thinkcar', name: 'Thinkcar', parentId: 'diagnostictools' },
      { id: 'thinkdiag', name: 'Thinkdiag', parentId: 'diagnostictools' },
    ]);
    expect(answer.brands).toEqual(['Thinkcar']);
    expect(answer.correctedQuery).toBeUndefined();
  });

  it('keeps to 6 products and 4 categories or brands, typo-tolerant', () => {
    expect(find({ q: 'li' }).total).toBeGreaterThan(6);
    expect(search.suggest('li').products.map((product) => product.id)).toEqual(ids({ q: 'li' }).slice(0, 6));
    expect(search.suggest('la').brands).toEqual(['Launch']);
    // Five names start with "t" (three "... Tools", Thinkcar, Thinkdiag): the first four, in the shop's order.
    expect(search.suggest('t').categories.map((category) => category.id)).toEqual([
      'garagetools',
      'diagnostictools',
      'thinkcar',
      'thinkdiag',
    ]);
    expect(search.suggest('diagnostc tool')).toMatchObject({
      categories: [{ id: 'diagnostictools', name: 'Diagnostic Tools' }],
      correctedQuery: 'diagnostic tool',
    });
    expect(search.suggest('bendpk')).toMatchObject({ brands: ['BendPak'], correctedQuery: 'bendpak' });
    expect(search.suggest('spra').categories).toEqual([{ id: 'spraybooth', name: 'SprayBooth' }]);
  });
});

describe('any text', () => {
  it('answers within the limits and never fails, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .array(fc.constantFrom('lift', 'tlt', '240', 'scaner', 'à', '-', ' ', 'x1', 'both'), {
          maxLength: 12,
        })
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(typed, (q) => {
        const answer = find({ q, limit: 5 });
        expect(answer.products.length).toBeLessThanOrEqual(Math.min(5, answer.total));
        const suggestions = search.suggest(q);
        expect(suggestions.products.length).toBeLessThanOrEqual(6);
        expect(suggestions.categories.length + suggestions.brands.length).toBeLessThanOrEqual(8);
        if (answer.correctedQuery !== undefined) expect(answer.correctedQuery).not.toBe(q);
      }),
      { numRuns: 300 },
    );
  });
});
