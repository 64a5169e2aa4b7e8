import { describe, expect, it } from 'vitest';
import { compareProducts } from '../../../shared/catalogue';
import { SORT_OPTIONS, type SortOption } from '../../../shared/catalogue-options';
import { DEFAULT_DELIVERY_CLASS } from '../../../shared/delivery';
import type { Product } from '../../../shared/product';
import { DEFAULT_SEARCH_WORDS } from '../../../shared/search-words';
import { CatalogueSearch, type SearchEntry } from './catalog-search';
import { DEMO_PRODUCTS, type DrawingKind } from './demo/demo-products';

/** The demo catalogue as the shop holds it, searched with the given search words. */
function demoSearch(groups: readonly (readonly string[])[] = DEFAULT_SEARCH_WORDS): CatalogueSearch {
  const entries: SearchEntry[] = DEMO_PRODUCTS.map(({ drawing: _drawing, ...demo }) => {
    const product: Product = {
      ...demo,
      subCategory: demo.subCategory ?? [],
      options: demo.options ?? [],
      variants: [],
      priority: demo.priority ?? null,
      featured: demo.featured ?? false,
      features: demo.features ?? [],
      specifications: demo.specifications ?? {},
      videos: demo.videos ?? [],
      originalPrice: demo.originalPrice ?? null,
      installationFee: demo.installationFee ?? null,
      deliveryClass: demo.deliveryClass ?? DEFAULT_DELIVERY_CLASS,
      rating: demo.rating ?? 4,
      reviews: demo.reviews ?? 0,
      image: '',
      imagePublicId: 'x',
      images: ['x'],
      inStock: true,
      lowStockThreshold: 2,
      isActive: true,
      updatedAt: demo.createdAt,
    };
    return { product, card: product };
  });
  const sorted = Object.fromEntries(
    SORT_OPTIONS.map((sort) => [sort, [...entries].sort((a, b) => compareProducts(sort)(a.card, b.card))]),
  ) as Record<SortOption, SearchEntry[]>;
  return new CatalogueSearch(sorted, groups);
}

const search = demoSearch();
const kindOf = new Map(DEMO_PRODUCTS.map((product) => [product.id, product.drawing]));
const categoryOf = new Map(DEMO_PRODUCTS.map((product) => [product.id, product.category]));
const nameOf = new Map(DEMO_PRODUCTS.map((product) => [product.id, product.name]));

const found = (q: string, using = search) =>
  using.list({ q, offset: 0, limit: 24 }).products.map((product) => product.id);

/** The demo products of these kinds: what a shopper typing the query is after. */
const ofKinds = (kinds: DrawingKind[]) =>
  DEMO_PRODUCTS.filter((product) => kinds.includes(product.drawing)).map((product) => product.id);

const LIFTS: DrawingKind[] = ['two-post-lift', 'four-post-lift', 'scissor-lift'];

/** Every product of the kinds comes first, before anything else the query finds. */
function expectFirst(q: string, kinds: DrawingKind[]) {
  const wanted = ofKinds(kinds);
  expect(wanted.length).toBeGreaterThan(0);
  const answer = found(q);
  expect(
    answer.slice(0, wanted.length).map((id) => `${nameOf.get(id)} (${kindOf.get(id)})`),
    `"${q}" lists first`,
  ).toEqual(expect.arrayContaining(wanted.map((id) => `${nameOf.get(id)} (${kindOf.get(id)})`)));
}

describe("a shopper's words over the demo catalogue", () => {
  it.each([
    ['car lift', LIFTS],
    ['car lifts', LIFTS],
    ['lift', LIFTS],
    ['Lifts', LIFTS],
    ['hoist', LIFTS],
    ['vehicle lift', LIFTS],
    ['hydrolic lift', LIFTS],
    ['hydraulic lift', LIFTS],
    ['2 post lift', ['two-post-lift']],
    ['two post lift', ['two-post-lift']],
    ['2 post lifts', ['two-post-lift']],
    ['4 post lift', ['four-post-lift']],
    ['four post lift', ['four-post-lift']],
    ['scissor lift', ['scissor-lift']],
    ['tyre machine', ['tyre-changer']],
    ['tyre changer', ['tyre-changer']],
    ['tire changer', ['tyre-changer']],
    ['tyre changers', ['tyre-changer']],
    ['wheel balancer', ['wheel-balancer']],
    ['wheel balancers', ['wheel-balancer']],
    ['balancing machine', ['wheel-balancer']],
    ['jack', ['jack']],
    ['trolley jack', ['jack']],
    ['floor jack', ['jack']],
    ['car jack', ['jack']],
    ['engine crane', ['engine-crane']],
    ['engine hoist', ['engine-crane']],
    ['spray booth', ['spray-booth']],
    ['paint booth', ['spray-booth']],
    ['spraybooth', ['spray-booth']],
    ['spray both', ['spray-booth']],
    ['paint oven', ['spray-booth']],
    ['spray gun', ['spray-gun']],
    ['paint gun', ['spray-gun']],
    ['frame machine', ['frame-machine']],
    ['welding machine', ['spot-welder']],
    ['welder', ['spot-welder']],
    ['spot welder', ['spot-welder']],
    ['dent puller', ['dent-puller']],
    ['air compressor', ['compressor']],
    ['compressor', ['compressor']],
    ['compresor', ['compressor']],
    ['compressors', ['compressor']],
    ['generator', ['generator']],
    ['diesel generator', ['generator']],
    ['pressure washer', ['pressure-washer']],
    ['car wash machine', ['pressure-washer']],
    ['car wash', ['pressure-washer']],
    ['vulcanizing machine', ['tyre-changer']],
    ['panel beating', ['frame-machine', 'spot-welder', 'dent-puller']],
    ['oil drain', ['oil-drainer']],
    ['oil drainer', ['oil-drainer']],
    ['oil extractor', ['oil-drainer']],
    ['grease pump', ['grease-pump']],
    ['grease gun', ['grease-pump']],
    ['hose reel', ['hose-reel']],
    ['torque wrench', ['torque-wrench']],
    ['impact wrench', ['impact-wrench']],
    ['impact gun', ['impact-wrench']],
    ['socket set', ['socket-set']],
    ['tool box', ['toolbox']],
    ['toolbox', ['toolbox']],
    ['battery tester', ['battery-tester']],
    ['code reader', ['code-reader']],
  ] satisfies [string, DrawingKind[]][])('"%s" lists those products first', (q, kinds) => {
    expectFirst(q, kinds);
  });

  it.each([
    'scanner',
    'scanners',
    'scaner',
    'diagnostic machine',
    'diagnostic scanner',
    'diagnostic tool',
    'scan tool',
  ])('"%s" lists diagnostic tools first, the scanners and scan tools before anything else', (q) => {
    const answer = found(q);
    const scanners = ofKinds(['scanner-tablet']).filter((id) => !/Key Programmer/.test(nameOf.get(id)!));
    expect(answer.slice(0, 4).every((id) => categoryOf.get(id)!.includes('diagnostictools'))).toBe(true);
    for (const id of scanners) expect(answer, `"${q}" finds ${nameOf.get(id)}`).toContain(id);
  });

  it('"scanner" ranks the XTOOL D9 above the petrol generator whose description mentions a scanner', () => {
    const answer = found('scanner');
    const d9 = answer.indexOf('xtool-d9-pro-bi-directional-scan-tool');
    expect(d9).toBeGreaterThanOrEqual(0);
    const generator = answer.indexOf('sumec-firman-spg3000e2-petrol-generator');
    if (generator >= 0) expect(d9).toBeLessThan(generator);
  });

  it('"obd scanner" lists the OBD code readers and dongles first', () => {
    const answer = found('obd scanner');
    expect(answer.slice(0, 4).map((id) => kindOf.get(id))).toEqual(
      expect.arrayContaining(['code-reader', 'code-reader', 'obd-dongle']),
    );
    expect(answer.slice(0, 4).every((id) => ['code-reader', 'obd-dongle'].includes(kindOf.get(id)!))).toBe(
      true,
    );
  });

  it('"diagnostic machine" finds the diagnostic tools, not nothing', () => {
    expect(found('diagnostic machine').length).toBeGreaterThan(0);
    expect(categoryOf.get(found('diagnostic machine')[0]!)).toContain('diagnostictools');
  });

  it('says what it searched only for a word it read as another: not for a phrase of the search words', () => {
    expect(search.list({ q: 'panel beating', offset: 0, limit: 24 }).correctedQuery).toBeUndefined();
    expect(search.list({ q: 'scaner', offset: 0, limit: 24 }).correctedQuery).toBe('scanner');
  });

  it('"hydrolic lift" finds every lift and says what it searched', () => {
    const answer = search.list({ q: 'hydrolic lift', offset: 0, limit: 24 });
    expect(answer.products.map((product) => product.id)).toEqual(expect.arrayContaining(ofKinds(LIFTS)));
    expect(answer.correctedQuery).toBe('hydraulic lift');
  });

  it('ranks a product matching more of the words higher', () => {
    const answer = found('launch lift');
    const launchLifts = ofKinds(LIFTS).filter((id) => nameOf.get(id)!.startsWith('Launch'));
    expect(answer.slice(0, launchLifts.length)).toEqual(expect.arrayContaining(launchLifts));
    expect(answer).toContain('bendpak-xpr-10as-4-5-ton-two-post-lift');
  });

  it('answers when one word matches nothing', () => {
    expectFirst('car lift zqxwv', LIFTS);
    expectFirst('best wheel balancer in lagos', ['wheel-balancer']);
  });

  it('lists nothing when most of the words match nothing, though a common one is found somewhere', () => {
    expect(found('no-such-thing-anywhere')).toEqual([]);
    expect(found('no such thing anywhere')).toEqual([]);
  });

  it('leaves out the words shoppers put around what they want', () => {
    expectFirst('spray booth for sale', ['spray-booth']);
    expectFirst('price of a 2 post lift', ['two-post-lift']);
    expect(
      found('scanner for all cars')
        .slice(0, 6)
        .every((id) => categoryOf.get(id)!.includes('diagnostictools')),
    ).toBe(true);
    // A query of filler words only still searches them.
    expect(() => found('for the')).not.toThrow();
  });

  it.each([
    ['diagnostic tools', 'diagnostictools'],
    ['hand tools', 'handtools'],
    ['lube bay', 'lubebay'],
    ['body equipment', 'bodyparts'],
  ])('a category name in the query, "%s", lifts its products', (q, category) => {
    const members = DEMO_PRODUCTS.filter((product) => product.category.includes(category)).map(
      (product) => product.id,
    );
    const answer = found(q);
    expect(answer.slice(0, Math.min(members.length, 24))).toEqual(
      expect.arrayContaining(members.slice(0, Math.min(members.length, 24))),
    );
  });

  it('learns what the owner adds: a word added to a group finds what the others name', () => {
    const lifts = ofKinds(LIFTS);
    expect(found('ramp').filter((id) => lifts.includes(id)).length).toBeLessThan(lifts.length);
    const extended = demoSearch(
      DEFAULT_SEARCH_WORDS.map((group) => (group[0] === 'lift' ? [...group, 'ramp'] : group)),
    );
    const answer = found('ramp', extended);
    expect(answer.slice(0, ofKinds(LIFTS).length)).toEqual(expect.arrayContaining(ofKinds(LIFTS)));
  });
});

describe('the demo catalogue', () => {
  const names = (q: string) =>
    search.list({ q, offset: 0, limit: 24 }).products.map((product) => product.name);

  it('"lift" lists every lift before the generator and the oil drainer that mention lifts', () => {
    const lifts = DEMO_PRODUCTS.filter((product) => / Lift$/.test(product.name)).length;
    expect(lifts).toBeGreaterThanOrEqual(4);
    const found = names('lift');
    expect(found.slice(0, lifts).every((name) => / Lift$/.test(name))).toBe(true);
    expect(found.slice(lifts).some((name) => /Lift$/.test(name))).toBe(false);
    expect(found).toEqual(expect.arrayContaining(['Mikano 20 kVA Soundproof Diesel Generator']));
  });

  it('finds the brands the issue misspells, and says what it searched', () => {
    const answer = (q: string) => search.list({ q, offset: 0, limit: 24 });
    expect(answer('bendpk').products[0]?.name).toBe('BendPak XPR-10AS 4.5-Ton Two Post Lift');
    expect(answer('bendpk').correctedQuery).toBe('bendpak');
    expect(answer('ravaglyoli').products[0]?.name).toBe('Ravaglioli G2.140 Electronic Wheel Balancer');
    expect(answer('ravaglyoli').correctedQuery).toBe('ravaglioli');
  });

  it('finds the Launch TLT240SC by its model code, written either way', () => {
    for (const q of ['TLT240SC', 'tlt 240', 'tlt-240sc'])
      expect(names(q)[0]).toBe('Launch TLT240SC 4-Ton Clear Floor Two Post Lift');
    expect(names('TLT240SC')).toHaveLength(1);
  });
});
