import { createHmac } from 'node:crypto';
import {
  callProvider,
  headerOf,
  isObject,
  messageOf,
  ProviderError,
  sameSecret,
  type ProviderClient,
  type StartPayment,
  type Verification,
} from './provider-client';

export interface PaystackSettings {
  secretKey: string;
  apiUrl: string;
  timeoutMs: number;
}

/** Paystack settles "abandoned" (never paid yet), "ongoing", "pending", "processing", "queued" later. */
const FINAL_FAILURES = new Set(['failed', 'reversed']);

/** Paystack (amounts in kobo): POST /transaction/initialize, GET /transaction/verify/:reference. */
export function paystackClient({ secretKey, apiUrl, timeoutMs }: PaystackSettings): ProviderClient {
  const call = (path: string, init?: { method: 'GET' | 'POST'; body?: unknown }) =>
    callProvider('paystack', `${apiUrl}${path}`, secretKey, timeoutMs, init);
  return {
    provider: 'paystack',
    async initialise(start: StartPayment) {
      const { status, body } = await call('/transaction/initialize', {
        method: 'POST',
        body: {
          email: start.email,
          amount: start.amountKobo,
          currency: 'NGN',
          reference: start.reference,
          callback_url: start.returnUrl,
          metadata: { order_reference: start.orderReference, cancel_action: start.returnUrl },
        },
      });
      const data = isObject(body.data) ? body.data : {};
      if (status !== 200 || body.status !== true || typeof data.authorization_url !== 'string')
        throw new ProviderError('refused', 'paystack', messageOf(body), status);
      return { checkoutUrl: data.authorization_url };
    },
    async verify(reference: string): Promise<Verification> {
      const { status, body } = await call(`/transaction/verify/${encodeURIComponent(reference)}`);
      if (status === 400 || status === 404) return { state: 'unknown' };
      const data = isObject(body.data) ? body.data : null;
      if (status !== 200 || body.status !== true || !data)
        throw new ProviderError('refused', 'paystack', messageOf(body), status);
      const state = String(data.status);
      if (state === 'success') {
        return {
          state: 'success',
          amountKobo: Number(data.amount),
          currency: String(data.currency),
          reference: String(data.reference),
          transactionId: data.id === undefined || data.id === null ? null : String(data.id),
          paidAt: paidAt(data.paid_at),
        };
      }
      const detail = `${state}${typeof data.gateway_response === 'string' ? `: ${data.gateway_response}` : ''}`;
      return FINAL_FAILURES.has(state) ? { state: 'failed', detail } : { state: 'pending', detail };
    },
    signedBy(rawBody, headers) {
      const signature = headerOf(headers, 'x-paystack-signature');
      const expected = createHmac('sha512', secretKey).update(rawBody).digest('hex');
      return sameSecret(signature?.toLowerCase(), expected);
    },
    webhookReference(body) {
      if (!isObject(body) || body.event !== 'charge.success' || !isObject(body.data)) return null;
      return typeof body.data.reference === 'string' ? body.data.reference : null;
    },
  };
}

/** The provider's time of payment; now when it gave none that reads. */
export function paidAt(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : new Date();
}
