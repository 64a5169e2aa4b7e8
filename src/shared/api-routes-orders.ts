import { z } from 'zod';
import { defineRoute } from './api-route';
import { DOCUMENT_KINDS, orderDocumentSchema } from './documents';
import {
  createOrderSchema,
  myOrdersQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from './orders';
import { pathId } from './text';

/** Any text: a reference that is not one answers 404 like an unknown one. */
export const referenceParams = z.object({ reference: pathId(40) });

/** A shopper's orders: place one, list one's own, read one and its documents. */
export const orderRoutes = {
  createOrder: defineRoute({
    method: 'POST',
    path: '/api/orders',
    body: createOrderSchema,
    response: { 201: orderResponseSchema },
  }),
  myOrders: defineRoute({
    method: 'GET',
    path: '/api/orders',
    query: myOrdersQuerySchema,
    response: { 200: orderListResponseSchema },
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/api/orders/:reference',
    params: referenceParams,
    response: { 200: orderResponseSchema },
  }),
  orderDocument: defineRoute({
    method: 'GET',
    path: '/api/orders/:reference/documents/:kind',
    params: referenceParams.extend({ kind: z.enum(DOCUMENT_KINDS) }),
    response: { 200: orderDocumentSchema },
  }),
  // The PDFs are links (an attachment), built without zod by document-links.ts' documentPdfPath.
  proformaPdf: defineRoute({
    method: 'GET',
    path: '/api/orders/:reference/proforma.pdf',
    params: referenceParams,
    response: 'file',
  }),
  receiptPdf: defineRoute({
    method: 'GET',
    path: '/api/orders/:reference/receipt.pdf',
    params: referenceParams,
    response: 'file',
  }),
} as const;
