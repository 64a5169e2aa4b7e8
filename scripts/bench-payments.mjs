// npm run bench (p): online payments (decision 053) against the contract fake of Paystack
// (src/server/test/payment-providers), on an embedded database, in one process with the shop:
//   - the webhook's answer (p50/p95, ms) under --connections concurrent deliveries (one per paid order),
//     sent over HTTP to the listening shop, signed as Paystack signs them;
//   - the time from a webhook's delivery to its order showing paid (p50/p95, and the last);
//   - the same deliveries again (duplicates): the answer time, and that nothing more is credited.
// Asserts nothing but that the ledger holds one row per order. Run alone: node scripts/bench-payments.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => tsImport(path.join(ROOT, file), import.meta.url);
const PASSWORD = 'Garage-Bench-Pay-42';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const ms = (value) => Math.round(value * 10) / 10;

/** Answers the figures; `say` reports progress. */
export async function benchPayments({ deliveries = 50, say = console.log, databaseUrl } = {}) {
  const { startFakePaystack } = await load('src/server/test/payment-providers/index.ts');
  const { loadConfig } = await load('src/server/config.ts');
  const { openDatabase } = await load('src/server/db/client.ts');
  const { buildApp } = await load('src/server/app.ts');
  const schema = await load('src/server/db/schema/index.ts');
  const { and, eq, inArray } = await import('drizzle-orm');

  const secret = 'sk_test_bench_paystack';
  const paystack = await startFakePaystack(secret);
  paystack.faults.dropWebhooks = true; // the bench delivers them itself, timed
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-payments-'));
  // A scratch database on the PostgreSQL server when one is given, else embedded.
  const scratch = `bench_payments_${process.pid}`;
  const admin = databaseUrl ? await load('src/server/test/postgres-admin.ts') : null;
  const { withName } = databaseUrl ? await load('src/server/test/global-setup.ts') : {};
  if (admin)
    await admin.withDatabase(admin.adminUrl(databaseUrl), (client) =>
      client.query(`create database "${scratch}"`),
    );
  const database = await openDatabase(
    admin ? { databaseUrl: withName(databaseUrl, scratch) } : { pgliteDir: path.join(dataDir, 'db') },
  );
  let app;
  try {
    await database.migrate(path.join(ROOT, 'drizzle'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://shop.bench',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
        PAYSTACK_SECRET_KEY: secret,
        PAYSTACK_API_URL: paystack.url,
        MAIL_OUTBOX_INTERVAL_MS: '1000',
      },
      ROOT,
    );
    app = await buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { db } = database;
    let ip = 0;
    const inject = (options) =>
      app.inject({ remoteAddress: `10.77.${(++ip >> 8) & 255}.${ip & 255}`, ...options });
    const account = async (email, fields) => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: config.publicUrl },
        payload: { name: 'Bench Buyer', email, password: PASSWORD },
      });
      await db.update(schema.user).set(fields).where(eq(schema.user.email, email));
      return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    };
    const customer = await account('buyer@bench.test', { emailVerified: true });
    const admin = await account('owner@bench.test', {
      emailVerified: true,
      role: 'admin',
      staffLevel: 'owner',
    });
    await db.insert(schema.products).values({
      id: 'bench-lift',
      name: 'Bench Lift',
      brand: 'Launch',
      priceKobo: 245_000_000,
      description: 'A lift.',
      image: '/media/bench/800.webp',
      imagePublicId: 'bench',
      category: ['garagetools'],
      subCategory: [],
      stockCount: 100_000,
      inStock: true,
      rating: 4.5,
      reviews: 1,
      isActive: true,
      features: [],
      specifications: {},
      videos: [],
      featured: false,
    });

    say(`(p) Placing, confirming and paying ${deliveries} orders on the fake Paystack page...`);
    const references = [];
    for (let i = 0; i < deliveries; i++) {
      const placed = await inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer, origin: config.publicUrl },
        payload: {
          customer: {
            firstName: 'Bench',
            lastName: 'Buyer',
            email: 'buyer@bench.test',
            phone: '0803 555 0100',
            address: '1 Bench Road',
            city: 'Ikeja',
            state: 'Lagos',
            zipCode: '100271',
          },
          items: [{ productId: 'bench-lift', quantity: 1 }],
        },
      });
      if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.statusCode} ${placed.body}`);
      const reference = placed.json().order.reference;
      await inject({
        method: 'POST',
        url: `/api/admin/orders/${reference}/status`,
        headers: { cookie: admin, origin: config.publicUrl },
        payload: { status: 'confirmed' },
      });
      const pay = await inject({
        method: 'GET',
        url: `/orders/${reference}/pay`,
        headers: { cookie: customer },
      });
      if (pay.statusCode !== 303) throw new Error(`pay link: ${pay.statusCode}`);
      paystack.complete(`${reference}-P1`, 'pay');
      references.push(reference);
    }
    const webhooks = references.map((reference) => {
      const transaction = paystack.transactions.get(`${reference}-P1`);
      return {
        reference,
        ...paystack.signed({
          event: 'charge.success',
          data: {
            reference: transaction.reference,
            status: 'success',
            amount: transaction.paidKobo,
            currency: 'NGN',
          },
        }),
      };
    });
    const url = `${base}/api/payments/paystack/webhook`;
    const deliverAll = () =>
      Promise.all(
        webhooks.map(async (webhook) => {
          const started = performance.now();
          const response = await fetch(url, { method: 'POST', headers: webhook.headers, body: webhook.body });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
          return { reference: webhook.reference, sentAt: started, answerMs: performance.now() - started };
        }),
      );

    say(`(p) ${deliveries} concurrent webhook deliveries...`);
    const sent = await deliverAll();
    const paidAfter = new Map();
    const deadline = performance.now() + 60_000;
    while (paidAfter.size < references.length && performance.now() < deadline) {
      const waiting = references.filter((reference) => !paidAfter.has(reference));
      const paid = await db
        .select({ reference: schema.orders.reference })
        .from(schema.orders)
        .where(and(eq(schema.orders.status, 'paid'), inArray(schema.orders.reference, waiting)));
      const now = performance.now();
      for (const row of paid)
        paidAfter.set(row.reference, now - sent.find((item) => item.reference === row.reference).sentAt);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    say('(p) The same deliveries again (duplicates)...');
    const again = await deliverAll();
    await app.jobs.drain();
    const ledger = await db.select({ id: schema.payments.id }).from(schema.payments);
    if (ledger.length !== deliveries)
      throw new Error(`the ledger holds ${ledger.length} rows for ${deliveries} payments`);
    const toPaid = [...paidAfter.values()];
    return {
      kind: databaseUrl ? 'PostgreSQL' : 'embedded',
      deliveries,
      answer: {
        p50: ms(
          percentile(
            sent.map((item) => item.answerMs),
            50,
          ),
        ),
        p95: ms(
          percentile(
            sent.map((item) => item.answerMs),
            95,
          ),
        ),
      },
      duplicateAnswer: {
        p50: ms(
          percentile(
            again.map((item) => item.answerMs),
            50,
          ),
        ),
        p95: ms(
          percentile(
            again.map((item) => item.answerMs),
            95,
          ),
        ),
      },
      toPaid: {
        p50: ms(percentile(toPaid, 50)),
        p95: ms(percentile(toPaid, 95)),
        last: ms(Math.max(...toPaid)),
        paid: toPaid.length,
      },
      ledgerRows: ledger.length,
    };
  } finally {
    await app?.close();
    await database.close();
    if (admin) await admin.dropDatabase(databaseUrl, scratch);
    await paystack.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as bench.mjs prints them: one run per database. */
export function printPayments(results, { table, bold }) {
  console.log(`\n${bold('(p) Online payments')} (fake Paystack; goal: webhook answer p95 under 200 ms)`);
  table(
    ['', 'p50 (ms)', 'p95 (ms)', 'last (ms)'],
    results.flatMap((result) => [
      [
        `${result.kind}: webhook answer, ${result.deliveries} concurrent`,
        result.answer.p50,
        result.answer.p95,
        '',
      ],
      [
        `${result.kind}: the same again (duplicates)`,
        result.duplicateAnswer.p50,
        result.duplicateAnswer.p95,
        '',
      ],
      [
        `${result.kind}: webhook to order paid (${result.toPaid.paid} orders)`,
        result.toPaid.p50,
        result.toPaid.p95,
        result.toPaid.last,
      ],
    ]),
  );
  for (const result of results)
    console.log(
      `  ${result.kind}: ${result.ledgerRows} ledger rows (one per order; duplicates credited nothing)`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const index = process.argv.indexOf('--connections');
  const deliveries = index > 0 ? Number(process.argv[index + 1]) : 50;
  const result = await benchPayments({ deliveries, databaseUrl: process.env.DATABASE_URL || undefined });
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
