import { createHmac } from 'node:crypto';
import { paidAt } from './paystack';
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

export interface FlutterwaveSettings {
  secretKey: string;
  secretHash: string;
  apiUrl: string;
  timeoutMs: number;
}

const FINAL_FAILURES = new Set(['failed', 'cancelled']);

/** Flutterwave v3 (amounts in naira): POST /v3/payments, GET /v3/transactions/verify_by_reference. */
export function flutterwaveClient({
  secretKey,
  secretHash,
  apiUrl,
  timeoutMs,
}: FlutterwaveSettings): ProviderClient {
  const call = (path: string, init?: { method: 'GET' | 'POST'; body?: unknown }) =>
    callProvider('flutterwave', `${apiUrl}${path}`, secretKey, timeoutMs, init);
  return {
    provider: 'flutterwave',
    async initialise(start: StartPayment) {
      const { status, body } = await call('/v3/payments', {
        method: 'POST',
        body: {
          tx_ref: start.reference,
          amount: start.amountKobo / 100,
          currency: 'NGN',
          redirect_url: start.returnUrl,
          customer: { email: start.email, name: start.name, phonenumber: start.phone },
          meta: { order_reference: start.orderReference },
        },
      });
      const data = isObject(body.data) ? body.data : {};
      if (status !== 200 || body.status !== 'success' || typeof data.link !== 'string')
        throw new ProviderError('refused', 'flutterwave', messageOf(body), status);
      return { checkoutUrl: data.link };
    },
    async verify(reference: string): Promise<Verification> {
      const { status, body } = await call(
        `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
      );
      if (status === 400 || status === 404) return { state: 'unknown' };
      const data = isObject(body.data) ? body.data : null;
      if (status !== 200 || body.status !== 'success' || !data)
        throw new ProviderError('refused', 'flutterwave', messageOf(body), status);
      const state = String(data.status);
      if (state === 'successful') {
        return {
          state: 'success',
          // Naira with at most two decimals on the wire: whole kobo here.
          amountKobo: Math.round(Number(data.amount) * 100),
          currency: String(data.currency),
          reference: String(data.tx_ref),
          transactionId: data.id === undefined || data.id === null ? null : String(data.id),
          paidAt: paidAt(data.created_at),
        };
      }
      return FINAL_FAILURES.has(state)
        ? { state: 'failed', detail: state }
        : { state: 'pending', detail: state };
    },
    signedBy(rawBody, headers) {
      const hash = headerOf(headers, 'verif-hash');
      if (hash !== undefined) return sameSecret(hash, secretHash);
      const signature = headerOf(headers, 'flutterwave-signature');
      const expected = createHmac('sha256', secretHash).update(rawBody).digest('base64');
      return sameSecret(signature, expected);
    },
    webhookReference(body) {
      if (!isObject(body) || body.event !== 'charge.completed' || !isObject(body.data)) return null;
      return typeof body.data.tx_ref === 'string' ? body.data.tx_ref : null;
    },
  };
}
