import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProductListResponse,
  type AdminProductStatus,
  type ProductHistoryResponse,
  type ProductResponse,
  type SyncPlan,
  type SyncResponse,
} from '../../../../../shared/admin-catalogue';
import type { ProductInput, ProductUpdate } from '../../../../../shared/product';
import type {
  RepriceApplyRequest,
  RepriceApplyResponse,
  RepricePreviewRequest,
  RepricePreviewResponse,
} from '../../../../../shared/reprice';
import { apiFetch, apiGet, apiPost } from '../../../../lib/api-client';
import { nextOffset } from '../../../../lib/offset-paging';
import { adminProductKeys } from '../../../../lib/query-keys';

export interface AdminListQuery {
  q: string;
  status: AdminProductStatus;
  /** Only products at or below their low-stock threshold. */
  lowStock: boolean;
}

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/** GET /api/admin/products: active and soft-deleted products, newest first, 50 at a time. */
export function adminProductListQuery(query: AdminListQuery) {
  return infiniteQueryOptions({
    queryKey: adminProductKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      apiGet<AdminProductListResponse>(
        '/api/admin/products',
        {
          q: query.q.trim(),
          status: query.status,
          lowStock: query.lowStock ? 'true' : undefined,
          offset: pageParam,
          limit: ADMIN_PRODUCT_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset((page: AdminProductListResponse) => page.products),
  });
}

/** GET /api/admin/products/:id (soft-deleted ones too): always fresh when a form opens. */
export function adminProductQuery(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) =>
      apiGet<ProductResponse>(`/api/admin/products/${encodeURIComponent(id)}`, undefined, signal).then(
        (body) => body.product,
      ),
    staleTime: 0,
  });
}

/** GET /api/admin/products/:id/history: newest first. */
export function productHistoryQuery(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.history(id),
    queryFn: ({ signal }) =>
      apiGet<ProductHistoryResponse>(
        `/api/admin/products/${encodeURIComponent(id)}/history`,
        undefined,
        signal,
      ).then((body) => body.changes),
    staleTime: 0,
  });
}

const sendJson = <T>(method: string, path: string, body?: unknown) =>
  apiFetch<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const createProduct = (input: ProductInput) =>
  apiPost<ProductResponse>('/api/products', input).then((body) => body.product);

export const updateProduct = (id: string, update: ProductUpdate) =>
  sendJson<ProductResponse>('PATCH', productPath(id), update).then((body) => body.product);

export const deleteProduct = (id: string) =>
  sendJson<ProductResponse>('DELETE', productPath(id)).then((body) => body.product);

export const restoreProduct = (id: string) =>
  sendJson<ProductResponse>('POST', `${productPath(id)}/restore`).then((body) => body.product);

export const updateStock = (id: string, stockCount: number) =>
  sendJson<ProductResponse>('PATCH', `${productPath(id)}/stock`, { stockCount }).then((body) => body.product);

/** GET /api/products/sync/preview: what a sync would do, asked afresh each time the dialog opens. */
export function syncPlanQuery() {
  return queryOptions({
    queryKey: adminProductKeys.syncPlan,
    queryFn: ({ signal }) => apiGet<SyncPlan>('/api/products/sync/preview', undefined, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export const syncProducts = () => sendJson<SyncResponse>('POST', '/api/products/sync');

/** POST /api/admin/products/reprice/preview: every selected product's old and new prices, written nowhere. */
export const previewReprice = (request: RepricePreviewRequest) =>
  apiPost<RepricePreviewResponse>('/api/admin/products/reprice/preview', request);

/** POST /api/admin/products/reprice: 409 when a price moved since the preview. */
export const applyReprice = (request: RepriceApplyRequest) =>
  apiPost<RepriceApplyResponse>('/api/admin/products/reprice', request);
