import {
  compareProducts,
  matchesListFilters,
  newestFirst,
  selectFeatured,
  selectRelated,
} from '../../../shared/catalogue';
import { SORT_OPTIONS, type SortOption } from '../../../shared/catalogue-options';
import { AppError } from '../../../shared/errors';
import {
  type Product,
  type ProductCard,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
} from '../../../shared/product';
import type { SuggestionsResponse } from '../../../shared/search';
import { DEFAULT_SEARCH_WORDS } from '../../../shared/search-words';
import type { CatalogRepository } from './catalog.repository';
import { CatalogueSearch } from './catalog-search';
import { toProduct, toVariantCard } from './product-mapper';

interface Entry {
  product: Product;
  card: ProductCard;
}

/** The active catalogue held in memory, pre-sorted every way the shop sorts. */
interface Snapshot {
  version: number;
  byId: Map<string, Entry>;
  newest: ProductCard[];
  /** Every sort option's order, plus `newest` for a list asked without a sort. */
  sorted: Record<SortOption | 'newest', Entry[]>;
  featured: ProductCard[];
  /** The search index: built just after the load (up to EAGER_SEARCH_INDEX_MAX products) or on first use. */
  search: () => CatalogueSearch;
}

function cardOf(product: Product): ProductCard {
  const {
    images: _i,
    lowStockThreshold: _t,
    description: _d,
    features: _f,
    specifications: _s,
    videos: _v,
    isActive: _a,
    updatedAt: _u,
    variants,
    ...card
  } = product;
  return { ...card, variants: variants.map(toVariantCard) };
}

/**
 * Up to this many products, the search index is built as soon as the catalogue is loaded (~0.25 s for
 * 10,000), so the first shopper to type in the header after a start or a change does not wait for it;
 * a larger catalogue builds it on the first search (~3 s for 100,000), not after every edit.
 */
export const EAGER_SEARCH_INDEX_MAX = 20_000;

/**
 * Catalogue reads are answered from memory: the active products are loaded once, and again after
 * every catalogue write (here, or in another server process through the database's notifications).
 */
export class CatalogService {
  private snapshot: Promise<Snapshot> | undefined;
  private version = 0;
  private readonly listeners = new Set<(version: number) => void>();

  /**
   * `searchWords`: the settings' groups of words meaning the same thing, read with each load of the
   * catalogue (a save of them drops the catalogue like a product write does).
   */
  constructor(
    private readonly repository: CatalogRepository,
    private readonly searchWords: () => Promise<readonly (readonly string[])[]> = async () =>
      DEFAULT_SEARCH_WORDS,
  ) {}

  /** Drops the in-memory copy; the next read loads the catalogue again. */
  invalidate(): void {
    this.version += 1;
    this.snapshot = undefined;
    for (const listener of this.listeners) listener(this.version);
  }

  onInvalidate(listener: (version: number) => void): void {
    this.listeners.add(listener);
  }

  get currentVersion(): number {
    return this.version;
  }

  async list(query: ProductListQuery): Promise<ProductListResponse> {
    const snapshot = await this.load();
    if (query.q !== undefined) return snapshot.search().list({ ...query, q: query.q });
    // Without a query, relevance is the newest-first order.
    const order = !query.sort || query.sort === 'relevance' ? 'newest' : query.sort;
    const matches = snapshot.sorted[order].filter((entry) => matchesListFilters(entry.card, query));
    return {
      products: matches.slice(query.offset, query.offset + query.limit).map((entry) => entry.card),
      total: matches.length,
    };
  }

  /** The header's suggestions for what a shopper has typed (at least 2 characters). */
  async suggestions(q: string): Promise<SuggestionsResponse> {
    return (await this.load()).search().suggest(q);
  }

  async featured(): Promise<ProductCard[]> {
    return (await this.load()).featured;
  }

  /** Everything about one active product, with its related products; NOT_FOUND otherwise. */
  async detail(id: string): Promise<ProductDetailResponse> {
    const snapshot = await this.load();
    const entry = snapshot.byId.get(id);
    if (!entry) throw new AppError('NOT_FOUND', 'Product not found');
    return { product: entry.product, related: selectRelated(entry.card, snapshot.newest) };
  }

  /** Active products newest first (sitemap, page meta). */
  async activeProducts(): Promise<ProductCard[]> {
    return (await this.load()).newest;
  }

  async findActive(id: string): Promise<Product | undefined> {
    return (await this.load()).byId.get(id)?.product;
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = this.build(this.version);
      this.snapshot = loading;
      void loading.then(
        (snapshot) => {
          if (snapshot.byId.size > EAGER_SEARCH_INDEX_MAX) return;
          // Next turn, so the read that loaded the catalogue is answered first; skipped if a change came since.
          setImmediate(() => {
            if (this.snapshot === loading) snapshot.search();
          });
        },
        () => undefined,
      );
      // A failed load is not kept: the next read tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  private async build(version: number): Promise<Snapshot> {
    const [rows, variants, searchWords] = await Promise.all([
      this.repository.listActive(),
      this.repository.variants.ofActiveProducts(),
      this.searchWords(),
    ]);
    const entries = rows.map((row): Entry => {
      // The shop shows a product's active variants only (decision 052).
      const product = toProduct(
        row,
        (variants.get(row.id) ?? []).filter((variant) => variant.isActive),
      );
      return { product, card: cardOf(product) };
    });
    const byId = new Map(entries.map((entry) => [entry.product.id, entry]));
    const newest = newestFirst(entries.map((entry) => entry.card));
    const sorted = Object.fromEntries([
      ['newest', newest.map((card) => byId.get(card.id)!)],
      ...SORT_OPTIONS.map((sort) => {
        const compare = compareProducts(sort);
        return [sort, [...entries].sort((a, b) => compare(a.card, b.card))];
      }),
    ]) as Snapshot['sorted'];
    let search: CatalogueSearch | undefined;
    return {
      version,
      byId,
      newest,
      sorted,
      featured: selectFeatured(newest),
      search: () => (search ??= new CatalogueSearch(sorted, searchWords)),
    };
  }
}
