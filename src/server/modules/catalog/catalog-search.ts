import { CATEGORIES, categoryName } from '../../../shared/categories';
import type { ListFilters } from '../../../shared/catalogue';
import {
  SORT_OPTIONS,
  SUGGESTION_GROUP_LIMIT,
  SUGGESTION_PRODUCT_LIMIT,
  type SortOption,
} from '../../../shared/catalogue-options';
import type { Product, ProductCard, ProductListQuery, ProductListResponse } from '../../../shared/product';
import type { SuggestedCategory, SuggestionsResponse } from '../../../shared/search';
import { normalizeWord } from './catalog-search-text';
import { SearchIndex, type MeaningSpan, type SearchDocument } from './catalog-search-index';
import { rankByScore } from './catalog-search-rank';
import { optionWords, VariantFinder } from './catalog-search-variants';
import { SearchVocabulary } from './catalog-search-words';

/** What the search needs of each active product: the whole product and its card. */
export interface SearchEntry {
  product: Product;
  card: ProductCard;
}

/**
 * The fields a product is found by, most important first. Its variants' option values read as part of
 * its name ("5 t lift", "380V compressor"), the options' names as details (decision 052).
 */
function productDocument({ product }: SearchEntry): SearchDocument {
  const ids = [...product.category, ...product.subCategory];
  return [
    [product.name, ...optionWords(product)],
    [product.brand],
    [...ids, ...ids.map(categoryName)],
    [
      product.description,
      ...product.features,
      ...Object.entries(product.specifications).flat(),
      ...product.options.map((option) => option.name),
    ],
  ];
}

/** The categories and sub-categories, in the shop's order, as suggestions. */
const CATEGORY_SUGGESTIONS: SuggestedCategory[] = CATEGORIES.flatMap((category) => [
  { id: category.id, name: category.name },
  ...category.subCategories.map((sub) => ({ id: sub.id, name: sub.name, parentId: category.id })),
]);
const categoryIndex = SearchIndex.build(CATEGORY_SUGGESTIONS.map((item) => [[item.name], [item.id]]));

/** Brand names as the catalogue spells them, the brands with most products first, then by name. */
function brandsOf(entries: readonly SearchEntry[]): string[] {
  const brands = new Map<string, { name: string; count: number }>();
  for (const { card } of entries) {
    const key = normalizeWord(card.brand.trim());
    if (key === '') continue;
    const brand = brands.get(key) ?? { name: card.brand.trim(), count: 0 };
    brand.count += 1;
    brands.set(key, brand);
  }
  return [...brands.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((brand) => brand.name);
}

/**
 * The shop's search over the active catalogue, built once per catalogue snapshot. Documents are the
 * products in the name order (priority first, then name), so relevance ties fall in that order.
 */
export class CatalogueSearch {
  private readonly entries: readonly SearchEntry[];
  private readonly index: SearchIndex;
  /** Each sort's order as document numbers. */
  private readonly orders: Record<SortOption, Int32Array>;
  private readonly brands: string[];
  private readonly brandIndex: SearchIndex;
  /** The list's filters (`matchesListFilters`) as arrays: each document's price, each id's members. */
  private readonly prices: Float64Array;
  /** A product with variants matches a price range when one of its (active) variants' prices is in it. */
  private readonly variantPrices: (Float64Array | undefined)[];
  private readonly variants: VariantFinder;
  private readonly members = new Map<string, Uint8Array>();
  private readonly vocabulary: SearchVocabulary;

  /**
   * `sorted`: the active products in every sort's order (the same products in each); `searchWords`: the
   * settings' groups of words meaning the same thing.
   */
  constructor(
    sorted: Readonly<Record<SortOption, readonly SearchEntry[]>>,
    searchWords: readonly (readonly string[])[] = [],
  ) {
    this.vocabulary = new SearchVocabulary(searchWords, CATEGORY_SUGGESTIONS);
    this.entries = sorted.name;
    this.index = SearchIndex.build(this.entries.map(productDocument));
    const docOf = new Map(this.entries.map((entry, doc) => [entry.card.id, doc]));
    this.orders = Object.fromEntries(
      SORT_OPTIONS.map((sort) => [sort, Int32Array.from(sorted[sort], (entry) => docOf.get(entry.card.id)!)]),
    ) as Record<SortOption, Int32Array>;
    this.brands = brandsOf(this.entries);
    this.brandIndex = SearchIndex.build(this.brands.map((brand) => [[brand]]));
    this.prices = Float64Array.from(this.entries, (entry) => entry.card.price);
    this.variantPrices = this.entries.map(({ card }) =>
      card.variants.length > 0 ? Float64Array.from(card.variants, (variant) => variant.price) : undefined,
    );
    this.variants = new VariantFinder(this.entries.map((entry) => entry.product));
    this.entries.forEach(({ card }, doc) => {
      for (const id of [...card.category, ...card.subCategory]) {
        let members = this.members.get(id);
        if (!members) this.members.set(id, (members = new Uint8Array(this.entries.length)));
        members[doc] = 1;
      }
    });
  }

  /**
   * GET /api/products with `q`: the products matching every word, filtered, by relevance (ties by
   * priority, then name) unless one of the specification's sorts is chosen; `correctedQuery` when the
   * best match took a word as a typo.
   */
  list(query: ProductListQuery & { q: string }): ProductListResponse {
    const match = this.index.search(query.q, { spansOf: this.spansOf });
    if (!match) return { products: [], total: 0 };
    const { scores } = match;
    this.raiseSku(scores, query.q);
    this.filter(scores, query);
    match.dropWeakPartials();
    const end = query.offset + query.limit;
    const sort = query.sort === 'relevance' ? undefined : query.sort;
    // By relevance only the documents up to the page's end are ranked; otherwise only the best one.
    const { ranked, total } = rankByScore(scores, sort ? 1 : end);
    const page = sort
      ? pick(this.orders[sort], scores, query.offset, end)
      : ranked.subarray(query.offset, end);
    const best = ranked[0];
    const correctedQuery = best === undefined ? undefined : match.correctedQuery(best);
    return {
      products: Array.from(page, (doc) => this.entries[doc]!.card),
      total,
      ...(correctedQuery === undefined ? {} : { correctedQuery }),
    };
  }

  /** A query that is a variant's SKU (separators and case ignored) puts that variant's product first. */
  private raiseSku(scores: Uint16Array, q: string): void {
    const hit = this.variants.skuHit(q);
    if (!hit) return;
    let max = 0;
    for (let doc = 0; doc < scores.length; doc++) if (scores[doc]! > max) max = scores[doc]!;
    scores[hit.doc] = Math.min(max + 1, 0xffff);
  }

  /** The runs of a query's words that mean a group of the search words or name a category. */
  private readonly spansOf = (words: readonly string[]): MeaningSpan[] =>
    this.vocabulary.spans(words).map(({ start, length, meaning }) => ({
      start,
      length,
      phrases: meaning.phrases,
      members: meaning.categories.flatMap((id) => this.members.get(id) ?? []),
    }));

  /** Leaves out the documents outside the category, sub-category or price range asked for. */
  private filter(scores: Uint16Array, filters: ListFilters): void {
    const none = new Uint8Array(0);
    const category = filters.category === undefined ? null : (this.members.get(filters.category) ?? none);
    const sub = filters.subCategory === undefined ? null : (this.members.get(filters.subCategory) ?? none);
    const min = filters.minPrice ?? -Infinity;
    const max = filters.maxPrice ?? Infinity;
    if (!category && !sub && min === -Infinity && max === Infinity) return;
    const prices = this.prices;
    const inRange = (price: number) => price >= min && price <= max;
    for (let doc = 0; doc < scores.length; doc++) {
      if (scores[doc] === 0) continue;
      const variantPrices = this.variantPrices[doc];
      const priced = variantPrices ? variantPrices.some(inRange) : inRange(prices[doc]!);
      if ((category && category[doc] !== 1) || (sub && sub[doc] !== 1) || !priced) scores[doc] = 0;
    }
  }

  /**
   * The header's suggestions: the best products, matching categories and brands. A product found by a
   * variant's SKU or option values names that variant, so the suggestion opens it chosen.
   */
  suggest(q: string): SuggestionsResponse {
    const match = this.index.search(q, { spansOf: this.spansOf });
    if (match) this.raiseSku(match.scores, q);
    match?.dropWeakPartials();
    const products = match ? rankByScore(match.scores, SUGGESTION_PRODUCT_LIMIT).ranked : new Int32Array();
    const correctedQuery = match && products.length > 0 ? match.correctedQuery(products[0]!) : undefined;
    return {
      products: Array.from(products, (doc) => {
        const card = this.entries[doc]!.card;
        const variant = this.variants.variantOf(doc, q);
        return variant === undefined ? card : { ...card, variant };
      }),
      categories: top(categoryIndex, q).map((doc) => CATEGORY_SUGGESTIONS[doc]!),
      brands: top(this.brandIndex, q).map((doc) => this.brands[doc]!),
      ...(correctedQuery === undefined ? {} : { correctedQuery }),
    };
  }
}

function top(index: SearchIndex, q: string): number[] {
  const match = index.search(q, { allWords: true });
  return match ? [...rankByScore(match.scores, SUGGESTION_GROUP_LIMIT).ranked] : [];
}

/** The matching documents from `start` to `end` of a sort's order. */
function pick(order: Int32Array, scores: Uint16Array, start: number, end: number): number[] {
  const page: number[] = [];
  let seen = 0;
  for (const doc of order) {
    if (scores[doc] === 0) continue;
    if (seen >= start) page.push(doc);
    seen += 1;
    if (seen >= end) break;
  }
  return page;
}
