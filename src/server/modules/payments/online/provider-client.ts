import { timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '../../../../shared/payments';

/**
 * What the shop asks of a payment provider (decision 053): start a transaction on its hosted page, and
 * verify one by the shop's reference. Paystack and Flutterwave each speak it in their own words.
 */
export interface ProviderClient {
  readonly provider: PaymentProvider;
  /** Starts a transaction for `amountKobo`; the address of the provider's page the shopper pays on. */
  initialise(start: StartPayment): Promise<{ checkoutUrl: string }>;
  /** The transaction as the provider has it now. */
  verify(reference: string): Promise<Verification>;
  /** Whether a webhook's headers sign its raw body (in constant time). */
  signedBy(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The attempt's reference a webhook is about, when it is the event of a payment; else null (ignored). */
  webhookReference(body: unknown): string | null;
}

export interface StartPayment {
  /** The attempt's reference (GE-1001-P2), the provider's reference too. */
  reference: string;
  amountKobo: number;
  email: string;
  name: string;
  phone: string;
  /** Where the provider sends the shopper back (the order's status page). */
  returnUrl: string;
  orderReference: string;
}

/** A transaction as the provider reports it, in kobo. */
export type Verification =
  | { state: 'unknown' }
  | { state: 'pending'; detail: string }
  | { state: 'failed'; detail: string }
  | {
      state: 'success';
      amountKobo: number;
      currency: string;
      reference: string;
      transactionId: string | null;
      paidAt: Date;
    };

/**
 * The provider could not be asked (5xx, time-out, no answer: `unavailable`) or refused the request
 * (`refused`, with its words).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    readonly provider: PaymentProvider,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Requests to a provider: JSON, the secret key as a bearer token, a time limit. */
export async function callProvider(
  provider: PaymentProvider,
  url: string,
  secretKey: string,
  timeoutMs: number,
  init: { method: 'GET' | 'POST'; body?: unknown } = { method: 'GET' },
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new ProviderError(
      'unavailable',
      provider,
      timedOut ? `no answer in ${timeoutMs} ms` : `could not be reached (${(error as Error).message})`,
    );
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await response.json();
    body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (response.status >= 500 || response.status === 429)
    throw new ProviderError('unavailable', provider, `answered ${response.status}`, response.status);
  return { status: response.status, body };
}

/** The provider's message in its answer (short, never the shopper's details). */
export function messageOf(body: Record<string, unknown>): string {
  const message = typeof body.message === 'string' ? body.message : 'no message';
  return message.length > 200 ? `${message.slice(0, 197)}...` : message;
}

/** Equal strings, compared in constant time (length leaks only). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A header's single value (a repeated header is refused). */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
