import { queryOptions } from '@tanstack/react-query';
import { adminPaymentRoutes } from '../../../../../shared/api-routes-payments';
import type { RouteJsonBody } from '../../../../../shared/api-route';
import { api } from '../../../../lib/api-client';
import { adminOrderKeys } from '../../../../lib/query-keys';

type Body<Route extends keyof typeof adminPaymentRoutes> = RouteJsonBody<(typeof adminPaymentRoutes)[Route]>;

/** POST /api/admin/orders/:reference/payments: a payment recorded by hand (201 with the order). */
export const recordPayment = (reference: string, body: Body<'recordPayment'>) =>
  api(adminPaymentRoutes.recordPayment, { params: { reference }, body });

/** POST /api/admin/orders/:reference/payment-files (multipart): a proof kept with the payment. */
export const uploadPaymentFile = (reference: string, form: FormData) =>
  api(adminPaymentRoutes.uploadPaymentFile, { params: { reference }, body: form });

export const voidPayment = (reference: string, id: string, reason: string) =>
  api(adminPaymentRoutes.voidPayment, { params: { reference, id }, body: { reason } });

export const acceptProof = (reference: string, id: string, body: Body<'acceptProof'>) =>
  api(adminPaymentRoutes.acceptProof, { params: { reference, id }, body });

export const rejectProof = (reference: string, id: string, reason: string) =>
  api(adminPaymentRoutes.rejectProof, { params: { reference, id }, body: { reason } });

/** PATCH /api/admin/orders/:reference: the order's deposit, before it is paid. */
export const setOrderDeposit = (reference: string, depositPercent: number) =>
  api(adminPaymentRoutes.updateOrder, { params: { reference }, body: { depositPercent } });

/** How many orders one page of "Balances due" holds. */
export const BALANCES_PAGE_SIZE = 25;

/** GET /api/admin/payments/outstanding: orders with a balance, oldest first. */
export function outstandingQuery(offset = 0) {
  return queryOptions({
    queryKey: adminOrderKeys.outstanding(offset),
    queryFn: ({ signal }) =>
      api(adminPaymentRoutes.outstandingOrders, { query: { offset, limit: BALANCES_PAGE_SIZE }, signal }),
    staleTime: 0,
  });
}
