import { createHmac } from 'node:crypto';
import {
  FakeProvider,
  initialiseFault,
  type Dialect,
  type FakeAnswer,
  type FakeTransaction,
} from './fake-provider';

const STATUS: Record<FakeTransaction['status'], string> = {
  pending: 'pending',
  abandoned: 'cancelled',
  success: 'successful',
  failed: 'failed',
};

/** The transaction as Flutterwave's verify and webhook carry it (amounts in naira). */
function transactionData(transaction: FakeTransaction) {
  const naira = (transaction.status === 'success' ? transaction.paidKobo : transaction.amountKobo) / 100;
  return {
    id: transaction.id,
    tx_ref: transaction.reference,
    flw_ref: `FLW-MOCK-${transaction.accessCode}`,
    amount: naira,
    currency: transaction.currency,
    charged_amount: naira,
    app_fee: 0,
    status: STATUS[transaction.status],
    payment_type: 'card',
    created_at: transaction.createdAt.toISOString(),
    customer: { email: transaction.email },
  };
}

const refused = (status: number, message: string): FakeAnswer => ({
  status,
  body: { status: 'error', message, data: null },
});

/** How the fake signs its webhooks: the `verif-hash` header, or the newer `flutterwave-signature`. */
export type FlutterwaveSigning = 'verif-hash' | 'flutterwave-signature';

function flutterwave(signing: () => FlutterwaveSigning): Dialect {
  return {
    name: 'Flutterwave',
    api(request, fake) {
      if (!fake.authorised(request)) return refused(401, 'Invalid authorization key');
      if (request.method === 'POST' && request.path === '/v3/payments') {
        const fault = initialiseFault(fake);
        if (fault === 'duplicate') return refused(400, 'Duplicate transaction reference');
        if (fault) return fault;
        const body = request.body ?? {};
        const customer = (body.customer ?? {}) as Record<string, unknown>;
        const amount = Number(body.amount);
        if (typeof body.tx_ref !== 'string' || body.tx_ref === '') return refused(400, 'tx_ref is required');
        if (!Number.isFinite(amount) || amount <= 0) return refused(400, 'amount is required');
        if (typeof customer.email !== 'string') return refused(400, 'customer.email is required');
        if (typeof body.redirect_url !== 'string') return refused(400, 'redirect_url is required');
        const transaction = fake.open({
          reference: body.tx_ref,
          amountKobo: Math.round(amount * 100),
          currency: typeof body.currency === 'string' ? body.currency : 'NGN',
          email: customer.email,
          callbackUrl: body.redirect_url,
          request: body,
        });
        return {
          status: 200,
          body: { status: 'success', message: 'Hosted Link', data: { link: fake.checkoutUrl(transaction) } },
        };
      }
      if (request.method === 'GET' && request.path === '/v3/transactions/verify_by_reference') {
        if (fake.faults.verifyDown) return refused(500, 'Internal server error');
        const transaction = fake.transactions.get(request.query.get('tx_ref') ?? '');
        if (!transaction) return refused(400, 'No transaction was found for this id');
        return {
          status: 200,
          body: {
            status: 'success',
            message: 'Transaction fetched successfully',
            data: transactionData(transaction),
          },
        };
      }
      return null;
    },
    webhookBody: (transaction) =>
      transaction.status === 'success' || transaction.status === 'failed'
        ? { event: 'charge.completed', data: transactionData(transaction) }
        : null,
    sign: (body, secret): Record<string, string> =>
      signing() === 'verif-hash'
        ? { 'verif-hash': secret }
        : { 'flutterwave-signature': createHmac('sha256', secret).update(body).digest('base64') },
    returnUrl(transaction, outcome) {
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set(
        'status',
        outcome === 'pay' ? 'successful' : outcome === 'fail' ? 'failed' : 'cancelled',
      );
      back.searchParams.set('tx_ref', transaction.reference);
      if (outcome !== 'abandon') back.searchParams.set('transaction_id', String(transaction.id));
      return back.toString();
    },
  };
}

export interface FakeFlutterwave extends FakeProvider {
  /** How its webhooks are signed from now on. */
  signing: FlutterwaveSigning;
}

/** A Flutterwave that knows `secretKey` and signs its webhooks with `secretHash`. */
export async function startFakeFlutterwave(
  secretKey = 'FLWSECK_TEST-fake',
  secretHash = 'fake-flutterwave-hash',
  options: { webhookUrl?: string; webhookTries?: number; webhookRetryMs?: number } = {},
): Promise<FakeFlutterwave> {
  const holder = { signing: 'verif-hash' as FlutterwaveSigning };
  const fake = new FakeProvider(
    flutterwave(() => holder.signing),
    { secretKey, signingSecret: secretHash, ...options },
  ) as FakeFlutterwave;
  Object.defineProperty(fake, 'signing', {
    get: () => holder.signing,
    set: (value: FlutterwaveSigning) => (holder.signing = value),
  });
  return fake.start();
}
