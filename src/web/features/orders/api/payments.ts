import { paymentRoutes } from '../../../../shared/api-routes-payments';
import { api } from '../../../lib/api-client';

/** POST /api/orders/:reference/payments/check: the return from the provider, verified and credited. */
export const checkPayment = (reference: string, attempt: string) =>
  api(paymentRoutes.checkPayment, { params: { reference }, body: { reference: attempt } });

/** POST /api/orders/:reference/proofs (multipart): a proof of a bank transfer. */
export const uploadProof = (reference: string, form: FormData) =>
  api(paymentRoutes.uploadProof, { params: { reference }, body: form });
