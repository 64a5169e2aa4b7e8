// npx tsx scripts/bench-ledger.ts [--count 10000] [--payments 3] [--runs 20]: the queries that read the
// payment ledger (decision 053) over generated orders and payments: the desk's order list (a page of 25
// with each order's payments), the list of balances outstanding (oldest first, with the count and sum),
// the admin Overview and the payments export (CSV of 60 days). Embedded PGlite in a temporary folder, or,
// with DATABASE_URL, a scratch database made beside it on that PostgreSQL server and dropped afterwards.
// Prints figures, asserts nothing.
//
// 10,000 orders over 60 days (statuses in turn, in the shares scripts/bench-dashboard.ts gives them); the
// orders confirmed and on (60 %) get 5 payments each, 30,000 rows: paid, dispatched and delivered ones in full,
// confirmed ones part-paid; 40 % online (Paystack), the rest transfer, cash or POS; 2 % voided.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { OUTSTANDING_STATUSES } from '../src/shared/dashboard';
import { addDays, lagosDay } from '../src/shared/lagos-time';
import type { DatabaseHandle } from '../src/server/db/client';
import { closeHeavyWork, sheetBytes } from '../src/server/heavy-work/off-thread';
import { CatalogRepository } from '../src/server/modules/catalog';
import { OrdersDashboardRepository, OrdersDashboardService } from '../src/server/modules/orders';
import { OrderReader } from '../src/server/modules/orders/order-reader';
import { OrdersExport } from '../src/server/modules/orders/orders-export';
import { OrdersExportRepository } from '../src/server/modules/orders/orders-export.repository';
import { OrdersRepository } from '../src/server/modules/orders/orders.repository';
import { benchOption, hashPick, openScratchDatabase } from './lib/bench-data';

const COUNT = benchOption('count', 10_000);
const RUNS = benchOption('runs', 20);
const PER_ORDER = 5;
const PRODUCTS = 60;
const MIGRATIONS = path.join(process.cwd(), 'drizzle');

async function generate(database: DatabaseHandle) {
  const db = database.db;
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    values ('bench-user', 'Bench Shopper', 'bench@example.com', true, 'customer')`);
  await db.execute(sql`insert into products (id, name, brand, price_kobo, description, image, image_public_id,
      category, stock_count, in_stock)
    select 'bench-' || g, 'Bench product ' || g, 'Launch', (50000 + ${hashPick("'p' || g", 500)} * 10000) * 100,
      'Generated', '/media/x/800.webp', 'x', array['garagetools'], 10, true
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`insert into orders (id, reference, user_id, status, first_name, last_name, email, phone,
      address, city, state, zip_code, subtotal_kobo, total_kobo, created_at, updated_at)
    select 'bench-order-' || g, 'GE-' || (100000 + g), 'bench-user',
      (array['awaiting_confirmation', 'awaiting_confirmation', 'awaiting_confirmation', 'confirmed', 'paid',
        'dispatched', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + g % 10],
      'Ada', 'Obi', 'ada@example.com', '08035550100', '1 Road', 'City', 'Lagos', '100001', 0, 0, at, at
    from generate_series(1, ${COUNT}) g,
      lateral (select now() - (${hashPick("'d' || g", 60 * 24 * 60)} * interval '1 minute') as at) t`);
  await db.execute(sql`insert into order_items (order_id, position, product_id, name, brand, image,
      image_public_id, price_kobo, quantity, line_total_kobo)
    select o.id, line, p.id, p.name, p.brand, p.image, p.image_public_id, p.price_kobo, 1, p.price_kobo
    from orders o
    cross join lateral generate_series(1, 1 + (abs(hashtext('l' || o.id)) % 3)) line
    join products p on p.id = 'bench-' || (1 + abs(hashtext(o.id || line)) % ${PRODUCTS})`);
  await db.execute(sql`update orders o set subtotal_kobo = s.total, total_kobo = s.total
    from (select order_id, sum(line_total_kobo) as total from order_items group by order_id) s
    where s.order_id = o.id`);
  await db.execute(sql`insert into order_events (id, order_id, kind, to_status, actor_name, created_at)
    select id || '-0', id, 'status', 'awaiting_confirmation', 'Bench Shopper', created_at from orders`);
  // Five payments per order confirmed and on: a fifth of the total each when paid in full (the last takes
  // the kobo left), a twentieth each while confirmed; hours apart, never after now.
  await db.execute(sql`insert into payments (id, order_id, amount_kobo, method, provider, reference, paid_at,
      recorded_by_name, voided_at, voided_by_name, void_reason)
    select o.id || '-pay-' || k, o.id, amount, method,
      case when method = 'online' then 'paystack' end,
      case when method = 'online' then o.reference || '-P' || k end,
      least(now(), o.created_at + k * interval '3 hours'),
      case when method = 'online' then 'Paystack' else 'Bench Seller' end,
      case when voided then now() end, case when voided then 'Bench Seller' end,
      case when voided then 'Bench void' end
    from orders o
    cross join generate_series(1, ${PER_ORDER}) k
    cross join lateral (select
      case when o.status = 'confirmed' then greatest(1, o.total_kobo / 20)
        when k < ${PER_ORDER} then o.total_kobo / ${PER_ORDER}
        else o.total_kobo - (${PER_ORDER} - 1) * (o.total_kobo / ${PER_ORDER}) end as amount,
      (array['online', 'online', 'bank_transfer', 'cash', 'pos'])[1 + ${hashPick('o.id || k', 5)}] as method,
      ${hashPick("'v' || o.id || k", 50)} = 0 as voided) p
    where o.status = any(${`{${OUTSTANDING_STATUSES.join(',')}}`}::text[])`);
  await db.execute(sql`update orders o set payment_method = 'bank_transfer', paid_at = o.created_at + interval '15 hours'
    where o.status in ('paid', 'dispatched', 'delivered')`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `work` twice to warm up, then `RUNS` times: median and p95 in ms. */
async function time(label: string, work: () => Promise<unknown>, runs = RUNS): Promise<void> {
  for (let warm = 0; warm < 2; warm += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}, ${runs} runs: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms ` +
      `(min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
  );
}

/** The balances outstanding, oldest first: a page and the count and sum over every such order. */
function outstanding(database: DatabaseHandle, limit: number) {
  const open = sql`select o.id, o.reference, o.created_at, o.total_kobo, coalesce(paid.kobo, 0) as paid_kobo
    from orders o
    left join (select pay.order_id, sum(pay.amount_kobo) as kobo from payments pay
      where pay.voided_at is null group by pay.order_id) paid on paid.order_id = o.id
    where o.status = any(${`{${OUTSTANDING_STATUSES.join(',')}}`}::text[]) and o.total_kobo > coalesce(paid.kobo, 0)`;
  return Promise.all([
    database.db.execute(sql`select * from (${open}) open order by created_at, id limit ${limit}`),
    database.db.execute(
      sql`select count(*)::int as orders, sum(total_kobo - paid_kobo)::float8 as balance from (${open}) open`,
    ),
  ]);
}

async function main() {
  const { database, kind, cleanup } = await openScratchDatabase('bench_ledger');
  try {
    await database.migrate(MIGRATIONS);
    const started = performance.now();
    await generate(database);
    const counts = await database.db.execute(sql`select
      (select count(*) from orders)::int as orders,
      (select count(*) from payments)::int as payments,
      (select count(*) from payments where method = 'online')::int as online,
      (select count(*) from payments where voided_at is not null)::int as voided`);
    const row = (counts as unknown as { rows: Record<string, number>[] }).rows[0]!;
    console.log(
      `${kind}: ${row.orders} orders, ${row.payments} payments (${row.online} online, ${row.voided} voided) over 60 days ` +
        `(generated in ${Math.round(performance.now() - started)} ms)`,
    );

    const repository = new OrdersRepository(database.db);
    const reader = new OrderReader(repository, {
      publicUrl: 'https://shop.test',
      sellerWhatsapp: '2348035550142',
      shopName: 'GaragePro',
    });
    await time('GET /api/admin/orders (25 newest, with their payments)', async () => {
      const { rows } = await repository.list({ offset: 0, limit: 25 });
      await reader.many(rows, 'staff');
    });
    await time('balances outstanding (25 oldest, count and sum)', () => outstanding(database, 25));
    const [, sums] = await outstanding(database, 25);
    const open = (sums as unknown as { rows: { orders: number; balance: number }[] }).rows[0]!;
    console.log(`  ${open.orders} orders owe ₦${Math.round(open.balance / 100).toLocaleString('en-NG')}`);

    const dashboard = new OrdersDashboardService({
      repository: new OrdersDashboardRepository(database.db),
      catalog: new CatalogRepository(database.db),
    });
    let answer = await dashboard.overview({ showMoney: true });
    await time('GET /api/admin/dashboard (with the ledger)', async () => {
      answer = await dashboard.overview({ showMoney: true });
    });
    const month = answer.periods.month;
    const naira = (value = 0) => `₦${Math.round(value).toLocaleString('en-NG')}`;
    console.log(
      `  this month: paid revenue ${naira(month.paidRevenue)} (online ${naira(month.onlinePaid)} in ` +
        `${month.onlinePayments} payments, manual ${naira(month.manualPaid)} in ${month.manualPayments})`,
    );

    const exports = new OrdersExport(new OrdersExportRepository(database.db));
    const today = lagosDay(new Date());
    const period = { from: addDays(today, -60), to: today };
    let made: Awaited<ReturnType<typeof sheetBytes>> = { bytes: Buffer.alloc(0), rows: 0 };
    await time(
      'GET /api/admin/payments/export?format=csv (60 days)',
      async () => {
        made = await sheetBytes('csv', exports.paymentsSheet(period));
      },
      5,
    );
    console.log(`  ${made.rows} rows, ${(made.bytes.length / 1024).toFixed(0)} KB`);
    await time(
      'GET /api/admin/orders/export?format=csv (60 days, with Paid and Balance)',
      async () => {
        made = await sheetBytes('csv', exports.sheet(period));
      },
      5,
    );
    console.log(`  ${made.rows} rows, ${(made.bytes.length / 1024).toFixed(0)} KB`);
  } finally {
    await closeHeavyWork();
    await cleanup();
  }
}

await main();
