import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/document-links';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/**
 * GET /api/orders/:reference/documents/:kind: the document as the page shows it (the order's customer or
 * an admin; 404 for anyone else, 409 while the order has no such document).
 */
export function orderDocumentQuery(reference: string, kind: DocumentKind) {
  return queryOptions({
    queryKey: orderKeys.document(reference, kind),
    queryFn: ({ signal }) => api(orderRoutes.orderDocument, { params: { reference, kind }, signal }),
  });
}

export function useOrderDocument(reference: string, kind: DocumentKind, enabled: boolean) {
  return useQuery({ ...orderDocumentQuery(reference, kind), enabled });
}
