// The contract fake of Paystack (src/server/test/payment-providers) as a process of its own: for the
// end-to-end suite's server, and for trying payments on a laptop with no Paystack account. It prints one
// line of JSON with its address; start the shop with PAYSTACK_SECRET_KEY and PAYSTACK_API_URL set to it.
//   node --import tsx scripts/fake-paystack.ts [--webhook http://127.0.0.1:3000/api/payments/paystack/webhook]
import { parseArgs } from 'node:util';
import { startFakePaystack } from '../src/server/test/payment-providers';

const { values } = parseArgs({
  options: {
    webhook: { type: 'string' },
    secret: { type: 'string', default: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_fake_paystack' },
  },
});

const fake = await startFakePaystack(values.secret, { webhookUrl: values.webhook });
process.stdout.write(`${JSON.stringify({ url: fake.url, secretKey: values.secret })}\n`);

const stop = () => {
  fake.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
