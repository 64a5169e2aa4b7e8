// npx tsx scripts/bench-dashboard.ts [--count 10000] [--runs 20] [--event-index]: the admin Overview's queries over
// generated orders. Embedded PGlite in a temporary folder, or, with DATABASE_URL, a scratch database
// made beside it on that PostgreSQL server and dropped afterwards. Prints figures, asserts nothing.
//
// The orders (lines 1 to 3, status moves in their order) are spread over 60 days and inserted in bulk
// by SQL (generate_series), deterministically (hashes, not random()), then the dashboard is asked
// `runs` times after two warm-up calls: median and p95 in ms. --event-index first adds an index on the
// status moves' time (not in the migrations), to compare.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client';
import { CatalogRepository } from '../src/server/modules/catalog';
import { OrdersDashboardRepository, OrdersDashboardService } from '../src/server/modules/orders';
import { benchOption, hashPick, openScratchDatabase } from './lib/bench-data';

const COUNT = benchOption('count', 10_000);
const RUNS = benchOption('runs', 20);
const PRODUCTS = 60;
const MIGRATIONS = path.join(process.cwd(), 'drizzle');

async function generate(database: DatabaseHandle) {
  const db = database.db;
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    values ('bench-user', 'Bench Shopper', 'bench@example.com', true, 'customer')`);
  await db.execute(sql`insert into products (id, name, brand, price_kobo, description, image, image_public_id,
      category, stock_count, in_stock)
    select 'bench-' || g, 'Bench product ' || g, 'Launch', (50000 + ${hashPick("'p' || g", 500)} * 10000) * 100,
      'Generated', '/media/x/800.webp', 'x', array['garagetools'], g % 7, g % 7 > 0
    from generate_series(1, ${PRODUCTS}) g`);
  // Orders over 60 days; their final status by hash: 30 % awaiting, 10 % confirmed, 10 % paid,
  // 10 % dispatched, 30 % delivered, 10 % cancelled.
  await db.execute(sql`insert into orders (id, reference, user_id, status, first_name, last_name, email, phone,
      address, city, state, zip_code, subtotal_kobo, total_kobo, created_at, updated_at)
    select 'bench-order-' || g, 'GE-' || (100000 + g), 'bench-user',
      (array['awaiting_confirmation', 'awaiting_confirmation', 'awaiting_confirmation', 'confirmed', 'paid',
        'dispatched', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + ${hashPick("'s' || g", 10)}],
      'Ada', 'Obi', 'ada@example.com', '08035550100', '1 Road', 'City',
      (array['Lagos', 'Kano', 'Rivers', 'Oyo', 'Federal Capital Territory', 'Enugu', 'Kaduna', 'Delta',
        'Ogun', 'Anambra'])[1 + ${hashPick("'t' || g", 10)}],
      '100001', 0, 0, at, at
    from generate_series(1, ${COUNT}) g,
      lateral (select now() - (${hashPick("'d' || g", 60 * 24 * 60)} * interval '1 minute') as at) t`);
  await db.execute(sql`insert into order_items (order_id, position, product_id, name, brand, image,
      image_public_id, price_kobo, quantity, line_total_kobo)
    select o.id, line, p.id, p.name, p.brand, p.image, p.image_public_id, p.price_kobo, q.quantity,
      p.price_kobo * q.quantity
    from orders o
    cross join lateral generate_series(1, 1 + (abs(hashtext('l' || o.id)) % 3)) line
    join products p on p.id = 'bench-' || (1 + abs(hashtext(o.id || line)) % ${PRODUCTS})
    cross join lateral (select 1 + abs(hashtext('q' || o.id || line)) % 3 as quantity) q`);
  await db.execute(sql`update orders o set subtotal_kobo = s.total, total_kobo = s.total
    from (select order_id, sum(line_total_kobo) as total from order_items group by order_id) s
    where s.order_id = o.id`);
  // The moves each order made to reach its status, an hour or days apart (never after now).
  await db.execute(sql`insert into order_events (id, order_id, kind, from_status, to_status, actor_name, created_at)
    select o.id || '-' || m.step, o.id, 'status', m.from_status, m.to_status, 'Bench',
      least(now(), o.created_at + m.after)
    from orders o
    join (values
      (1, 'awaiting_confirmation', 'confirmed', interval '2 hours',
        array['confirmed', 'paid', 'dispatched', 'delivered']),
      (2, 'confirmed', 'paid', interval '1 day', array['paid', 'dispatched', 'delivered']),
      (3, 'paid', 'dispatched', interval '2 days', array['dispatched', 'delivered']),
      (4, 'dispatched', 'delivered', interval '4 days', array['delivered']),
      (5, 'awaiting_confirmation', 'cancelled', interval '5 hours', array['cancelled'])
    ) as m(step, from_status, to_status, after, reached_by) on o.status = any(m.reached_by)`);
  await db.execute(sql`insert into order_events (id, order_id, kind, to_status, actor_name, created_at)
    select id || '-0', id, 'status', 'awaiting_confirmation', 'Bench Shopper', created_at from orders`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const { database, kind, cleanup } = await openScratchDatabase('bench_dashboard');
  try {
    await database.migrate(MIGRATIONS);
    let started = performance.now();
    await generate(database);
    const counts = await database.db.execute(sql`select
      (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines,
      (select count(*) from order_events)::int as events`);
    const row = (counts as unknown as { rows: Record<string, number>[] }).rows[0]!;
    console.log(
      `${kind}: ${row.orders} orders, ${row.lines} lines, ${row.events} status events over 60 days ` +
        `(generated in ${Math.round(performance.now() - started)} ms)`,
    );
    if (process.argv.includes('--event-index')) {
      await database.db.execute(
        sql`create index order_events_status_created_idx on order_events (created_at) where kind = 'status'`,
      );
      await database.db.execute(sql`analyze order_events`);
      console.log('  with an index on order_events (created_at) where kind = status');
    }
    const dashboard = new OrdersDashboardService({
      repository: new OrdersDashboardRepository(database.db),
      catalog: new CatalogRepository(database.db),
    });
    // An owner's Overview: the money too.
    const owner = { showMoney: true };
    for (let warm = 0; warm < 2; warm += 1) await dashboard.overview(owner);
    const times: number[] = [];
    let answer = await dashboard.overview(owner);
    for (let run = 0; run < RUNS; run += 1) {
      started = performance.now();
      answer = await dashboard.overview(owner);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const month = answer.periods.month;
    console.log(
      `GET /api/admin/dashboard queries, ${RUNS} runs: median ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
    );
    console.log(
      `  this month: ${month.placed} placed, ${month.paid} paid, revenue ₦${Math.round(month.paidRevenue ?? 0).toLocaleString('en-NG')}; ` +
        `${answer.ordersPerDay.reduce((sum, day) => sum + day.orders, 0)} orders in 30 days; ${answer.lowStock.length} low on stock`,
    );
  } finally {
    await cleanup();
  }
}

await main();
