import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/processes';
import { MailSink } from './support/mail-sink';
import { compareMail, owedOrderMail } from './support/order-mail';
import {
  copyDatabase,
  sql,
  startServer,
  stopEverything,
  stopServer,
  type ServerProcess,
} from './support/servers';
import { createAccount, moveOrder, postOrder, type Account } from './support/shop';

afterAll(stopEverything);

const ROUNDS = 30;
const PRODUCTS = ['scale-lift', 'scale-scanner', 'scale-jack'];
const INITIAL_STOCK = 100_000;

describe('processes killed while they work', () => {
  it('S5: 30 rounds of kill -9 while orders are placed and stock moves: nothing answered is lost, mail goes once', async () => {
    const sink = new MailSink(await freePort());
    await sink.start();
    const databaseUrl = await copyDatabase();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_OUTBOX_INTERVAL_MS: '500',
      MAIL_RETRY_BASE_MS: '500',
      MAIL_RETRY_MAX_MS: '2000',
      // A mail claimed by a process that is killed is tried again after this (longer than a batch takes on
      // a busy machine, or a live sender's mail would be taken over and sent twice).
      JOB_LEASE_MS: '15000',
    };
    const ports = [await freePort(), await freePort()];
    const servers: (ServerProcess | undefined)[] = [
      await startServer({ databaseUrl, env, port: ports[0] }),
      await startServer({ databaseUrl, env, port: ports[1] }),
    ];
    const admin = await createAccount(servers[0]!, databaseUrl, 'admin');
    const shoppers: Account[] = [];
    for (let i = 0; i < 6; i++) shoppers.push(await createAccount(servers[i % 2]!, databaseUrl, 'verified'));

    const placed = new Map<string, { productId: string; quantity: number }>();
    let confirmedAnswers = 0;
    const outcomes = new Map<string, number>();
    let running = true;
    const live = () => servers.filter((server): server is ServerProcess => server !== undefined);
    const pick = () => {
      const up = live();
      return up[Math.floor(Math.random() * up.length)];
    };
    const shopper = async (account: Account) => {
      let n = 0;
      while (running) {
        n++;
        const server = pick();
        if (!server) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const item = { productId: PRODUCTS[n % PRODUCTS.length]!, quantity: 1 + (n % 3) };
        const order = await postOrder(server, account, [item], 20_000).catch((error: Error) => error.message);
        const outcome = typeof order === 'string' ? order : String(order.status);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (typeof order === 'string' || order.status !== 201) continue;
        const reference: string = order.json().order.reference;
        placed.set(reference, item);
        // Most orders are confirmed (stock taken); some of those are cancelled again (stock returned).
        if (n % 4 === 0) continue;
        const desk = pick();
        if (!desk) continue;
        const confirmed = await moveOrder(desk, admin, reference, 'confirmed', 20_000).catch(() => undefined);
        if (confirmed?.status === 200) confirmedAnswers++;
        if (confirmed?.status === 200 && n % 5 === 0) {
          const again = pick();
          if (again) await moveOrder(again, admin, reference, 'cancelled', 20_000).catch(() => undefined);
        }
      }
    };
    const load = Promise.all(shoppers.map(shopper));

    // The two processes are killed in turn, each once it has served for 1-2 s, and started again at once
    // (its partner is killed while it starts).
    const restarting: (Promise<void> | undefined)[] = [undefined, undefined];
    const upAt = [Date.now(), Date.now()];
    const began = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const index = round % 2;
      await restarting[index];
      const killAt = upAt[index]! + 1_000 + Math.random() * 1_000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, killAt - Date.now())));
      const victim = servers[index]!;
      servers[index] = undefined;
      victim.child.kill('SIGKILL');
      await victim.exited;
      restarting[index] = startServer({ databaseUrl, env, port: ports[index] }).then((server) => {
        servers[index] = server;
        upAt[index] = Date.now();
      });
    }
    await Promise.all(restarting);
    running = false;
    await load;
    console.log(`S5: ${ROUNDS} kills in ${((Date.now() - began) / 1000).toFixed(1)} s; orders:`, outcomes);

    // Every order answered 201 is in the database.
    const stored = new Set(
      (await sql<{ reference: string }>(databaseUrl, 'select reference from orders')).map(
        (row) => row.reference,
      ),
    );
    expect(placed.size).toBeGreaterThan(ROUNDS);
    expect([...placed.keys()].filter((reference) => !stored.has(reference))).toEqual([]);
    expect(confirmedAnswers).toBeGreaterThan(0);

    // Stock is the initial stock minus what the orders holding stock took.
    const held = await sql<{ product_id: string; taken: string }>(
      databaseUrl,
      `select i.product_id, sum(i.quantity)::text as taken from order_items i join orders o on o.id = i.order_id
        where o.status in ('confirmed', 'paid', 'dispatched', 'delivered') group by i.product_id`,
    );
    const stock = await sql<{ id: string; stock_count: number }>(
      databaseUrl,
      'select id, stock_count from products where id = any($1)',
      [PRODUCTS],
    );
    for (const product of stock) {
      const taken = Number(held.find((row) => row.product_id === product.id)?.taken ?? 0);
      expect(product.stock_count, product.id).toBe(INITIAL_STOCK - taken);
    }

    // Every mail the orders owe arrives, once.
    const owed = await owedOrderMail(databaseUrl);
    const deadline = Date.now() + 60_000;
    while (compareMail(owed, sink.received).missing.length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const mail = compareMail(owed, sink.received);
    const queue = await sql<{ status: string; attempts: number; jobs: string }>(
      databaseUrl,
      `select status, attempts, count(*)::text as jobs from jobs where kind = 'mail' group by 1, 2 order by 1, 2`,
    );
    console.log(`S5: mail jobs by status and attempts: ${JSON.stringify(queue)}`);
    console.log(
      `S5: ${ROUNDS} kills, ${placed.size} orders answered 201 (${stored.size} stored), ${confirmedAnswers} confirmations answered, ` +
        `${owed.length} order mails owed, ${mail.missing.length} missing, ${mail.duplicates.length} duplicated ` +
        `(${mail.repeated} repeated deliveries of one message)`,
    );
    expect(mail.missing).toEqual([]);
    expect(mail.duplicates).toEqual([]);
    expect(mail.unexpected).toEqual([]);

    for (const server of live()) await stopServer(server);
    await sink.stop();
  }, 360_000);
});
