import { defineRoute } from './api-route';
import { referenceParams } from './api-routes-orders';
import { adminOrderResponseSchema, orderResponseSchema } from './orders';
import {
  acceptProofSchema,
  manualPaymentSchema,
  orderPatchSchema,
  outstandingQuerySchema,
  outstandingResponseSchema,
  paymentCheckSchema,
  paymentFileResponseSchema,
  rejectProofSchema,
  voidPaymentSchema,
} from './payment-schemas';
import { orderExportQuerySchema } from './spreadsheet';
import { pathId } from './text';

const paymentParams = referenceParams.extend({ id: pathId(100) });

/**
 * Paying an order (decision 053), as the shopper does it: the return from the provider's page (verified
 * and credited at once), a proof of a bank transfer, a proof's file and a payment's receipt. The pay link
 * (`GET /orders/:reference/pay`) and the providers' webhooks are the server's own, not the web's.
 */
export const paymentRoutes = {
  checkPayment: defineRoute({
    method: 'POST',
    path: '/api/orders/:reference/payments/check',
    params: referenceParams,
    body: paymentCheckSchema,
    response: { 200: orderResponseSchema },
  }),
  uploadProof: defineRoute({
    method: 'POST',
    path: '/api/orders/:reference/proofs',
    params: referenceParams,
    body: 'form',
    response: { 201: orderResponseSchema },
  }),
  paymentFile: defineRoute({
    method: 'GET',
    path: '/api/orders/:reference/payment-files/:id',
    params: paymentParams,
    response: 'file',
  }),
  paymentReceiptPdf: defineRoute({
    method: 'GET',
    path: '/api/orders/:reference/payments/:id/receipt.pdf',
    params: paymentParams,
    response: 'file',
  }),
} as const;

/** The desk's side of the ledger: record, void, proofs, the deposit, the balances due, the export. */
export const adminPaymentRoutes = {
  recordPayment: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/payments',
    params: referenceParams,
    body: manualPaymentSchema,
    response: { 201: adminOrderResponseSchema },
  }),
  voidPayment: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/payments/:id/void',
    params: paymentParams,
    body: voidPaymentSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  uploadPaymentFile: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/payment-files',
    params: referenceParams,
    body: 'form',
    response: { 201: paymentFileResponseSchema },
  }),
  acceptProof: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/proofs/:id/accept',
    params: paymentParams,
    body: acceptProofSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  rejectProof: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/proofs/:id/reject',
    params: paymentParams,
    body: rejectProofSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  updateOrder: defineRoute({
    method: 'PATCH',
    path: '/api/admin/orders/:reference',
    params: referenceParams,
    body: orderPatchSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  outstandingOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/payments/outstanding',
    query: outstandingQuerySchema,
    response: { 200: outstandingResponseSchema },
  }),
  exportPayments: defineRoute({
    method: 'GET',
    path: '/api/admin/payments/export',
    query: orderExportQuerySchema,
    response: 'file',
  }),
} as const;
