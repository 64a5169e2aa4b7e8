import {
  FakeProvider,
  hmac,
  initialiseFault,
  type Dialect,
  type FakeAnswer,
  type FakeTransaction,
} from './fake-provider';

/** Paystack's status words: an initialised transaction nobody paid reads "abandoned". */
const STATUS: Record<FakeTransaction['status'], string> = {
  pending: 'abandoned',
  abandoned: 'abandoned',
  success: 'success',
  failed: 'failed',
};

/** The transaction as Paystack's verify and webhook carry it (amounts in kobo). */
function transactionData(transaction: FakeTransaction) {
  return {
    id: transaction.id,
    domain: 'test',
    status: STATUS[transaction.status],
    reference: transaction.reference,
    amount: transaction.status === 'success' ? transaction.paidKobo : transaction.amountKobo,
    requested_amount: transaction.amountKobo,
    message: null,
    gateway_response: transaction.status === 'success' ? 'Successful' : 'Declined',
    paid_at: transaction.paidAt?.toISOString() ?? null,
    created_at: transaction.createdAt.toISOString(),
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.request.metadata ?? '',
    customer: { email: transaction.email },
  };
}

const refused = (status: number, message: string): FakeAnswer => ({
  status,
  body: { status: false, message },
});

const paystack: Dialect = {
  name: 'Paystack',
  api(request, fake) {
    if (!fake.authorised(request)) return refused(401, 'Invalid key');
    if (request.method === 'POST' && request.path === '/transaction/initialize') {
      const fault = initialiseFault(fake);
      if (fault && fault !== 'duplicate') return fault;
      const body = request.body ?? {};
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !body.email.includes('@'))
        return refused(400, 'Invalid Email Address Passed');
      if (!Number.isInteger(amount) || amount < 100) return refused(400, 'Invalid Amount Sent');
      const reference = typeof body.reference === 'string' ? body.reference : `T${Date.now()}`;
      if (fault === 'duplicate' || fake.transactions.has(reference))
        return refused(400, 'Duplicate Transaction Reference');
      const transaction = fake.open({
        reference,
        amountKobo: amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        email: body.email,
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
        request: body,
      });
      return {
        status: 200,
        body: {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: fake.checkoutUrl(transaction),
            access_code: transaction.accessCode,
            reference,
          },
        },
      };
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && verify) {
      if (fake.faults.verifyDown) return refused(500, 'Internal server error');
      const transaction = fake.transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return refused(400, 'Transaction reference not found');
      return {
        status: 200,
        body: { status: true, message: 'Verification successful', data: transactionData(transaction) },
      };
    }
    return null;
  },
  webhookBody: (transaction) =>
    transaction.status === 'success' ? { event: 'charge.success', data: transactionData(transaction) } : null,
  sign: (body, secret) => ({ 'x-paystack-signature': hmac('sha512', secret, body).digest('hex') }),
  returnUrl(transaction, outcome) {
    if (outcome === 'abandon') return null;
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set('trxref', transaction.reference);
    back.searchParams.set('reference', transaction.reference);
    return back.toString();
  },
};

/** A Paystack that knows `secretKey` (its webhooks are signed with it too). */
export function startFakePaystack(
  secretKey = 'sk_test_fake_paystack',
  options: { webhookUrl?: string; webhookTries?: number; webhookRetryMs?: number } = {},
): Promise<FakeProvider> {
  return new FakeProvider(paystack, { secretKey, signingSecret: secretKey, ...options }).start();
}

/** Paystack's webhook of a transaction, for tests that send their own. */
export const paystackWebhookBody = (transaction: FakeTransaction) => paystack.webhookBody(transaction);
