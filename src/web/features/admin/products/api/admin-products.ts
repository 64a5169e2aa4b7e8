import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ADMIN_PRODUCT_PAGE_SIZE, type AdminProductStatus } from '../../../../../shared/admin-catalogue';
import type { RouteResponse } from '../../../../../shared/api-route';
import { adminCatalogueRoutes as routes } from '../../../../../shared/api-routes-admin-catalogue';
import type { ProductInput, ProductUpdate } from '../../../../../shared/product';
import type { RepriceApplyRequest, RepricePreviewRequest } from '../../../../../shared/reprice';
import { api } from '../../../../lib/api-client';
import { nextOffset } from '../../../../lib/offset-paging';
import { adminProductKeys } from '../../../../lib/query-keys';

export interface AdminListQuery {
  q: string;
  status: AdminProductStatus;
  /** Only products at or below their low-stock threshold. */
  lowStock: boolean;
}

type AdminProductPage = RouteResponse<typeof routes.adminProducts>;

/** GET /api/admin/products: active and soft-deleted products, newest first, 50 at a time. */
export function adminProductListQuery(query: AdminListQuery) {
  return infiniteQueryOptions({
    queryKey: adminProductKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      api(routes.adminProducts, {
        query: {
          q: query.q.trim(),
          status: query.status,
          lowStock: query.lowStock ? 'true' : undefined,
          offset: pageParam,
          limit: ADMIN_PRODUCT_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset((page: AdminProductPage) => page.products),
  });
}

/** GET /api/admin/products/:id (soft-deleted ones too): always fresh when a form opens. */
export function adminProductQuery(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) =>
      api(routes.adminProduct, { params: { id }, signal }).then((body) => body.product),
    staleTime: 0,
  });
}

/** GET /api/admin/products/:id/history: newest first. */
export function productHistoryQuery(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.history(id),
    queryFn: ({ signal }) =>
      api(routes.productHistory, { params: { id }, signal }).then((body) => body.changes),
    staleTime: 0,
  });
}

export const createProduct = (input: ProductInput) =>
  api(routes.createProduct, { body: input }).then((body) => body.product);

export const updateProduct = (id: string, update: ProductUpdate) =>
  api(routes.updateProduct, { params: { id }, body: update }).then((body) => body.product);

export const deleteProduct = (id: string) =>
  api(routes.deleteProduct, { params: { id } }).then((body) => body.product);

export const restoreProduct = (id: string) =>
  api(routes.restoreProduct, { params: { id } }).then((body) => body.product);

/** The product's stock, or one variant's (by its SKU) for a product with variants. */
export const updateStock = (id: string, stockCount: number, sku?: string) =>
  api(routes.updateStock, {
    params: { id },
    body: { stockCount, ...(sku === undefined ? {} : { sku }) },
  }).then((body) => body.product);

/** GET /api/products/sync/preview: what a sync would do, asked afresh each time the dialog opens. */
export function syncPlanQuery() {
  return queryOptions({
    queryKey: adminProductKeys.syncPlan,
    queryFn: ({ signal }) => api(routes.syncPreview, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export const syncProducts = () => api(routes.syncProducts);

/** POST /api/admin/products/reprice/preview: every selected product's old and new prices, written nowhere. */
export const previewReprice = (request: RepricePreviewRequest) =>
  api(routes.repricePreview, { body: request });

/** POST /api/admin/products/reprice: 409 when a price moved since the preview. */
export const applyReprice = (request: RepriceApplyRequest) => api(routes.repriceApply, { body: request });
