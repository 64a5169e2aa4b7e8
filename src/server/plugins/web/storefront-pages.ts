import { AppError } from '../../../shared/errors';
import type {
  ProductCard,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
} from '../../../shared/product';
import type { ShopIdentity } from '../../../shared/shop';
import { renderPage, type RenderedPage } from '../../../web/entry-server';

/** What the storefront's pages read of the catalogue (the catalog module's in-memory reads). */
export interface StorefrontCatalogue {
  featured(): Promise<ProductCard[]>;
  list(query: ProductListQuery): Promise<ProductListResponse>;
  /** NOT_FOUND for a product that is not in the shop. */
  detail(id: string): Promise<ProductDetailResponse>;
}

/**
 * The storefront's pages (`/`, `/shop`, `/product/{id}` and the 404 screens) drawn by the web app's own
 * components (React's server rendering, decision 049), from the catalogue in memory.
 */
export function createStorefrontPages(catalog: StorefrontCatalogue, publicUrl: string) {
  const sources = {
    featured: () => catalog.featured(),
    list: (query: ProductListQuery) => catalog.list(query),
    detail: async (id: string) => {
      try {
        return await catalog.detail(id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    },
  };
  return {
    render(url: string, identity: ShopIdentity): Promise<RenderedPage> {
      return renderPage({ url, origin: publicUrl.replace(/\/+$/, ''), identity, sources });
    },
  };
}
