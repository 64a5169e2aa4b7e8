import { randomUUID } from 'node:crypto';
import { checkoutForm } from '../../src/server/test/orders';
import { TEST_PASSWORD } from '../../src/server/test/accounts';
import { cookiesOf, request, shopHeaders, uniqueIp, type Reply } from './http';
import { sql, type ServerProcess } from './servers';

export interface Account {
  email: string;
  cookie: string;
}

let accounts = 0;

/**
 * Signs up through a server (from an address of its own), then sets what no client may set straight in
 * the database, as the API tests' `createUser` does: a verified customer, or a verified admin.
 */
export async function createAccount(
  server: ServerProcess,
  databaseUrl: string,
  kind: 'verified' | 'admin',
): Promise<Account> {
  const email = `${kind}-${process.pid}-${++accounts}@example.com`;
  const reply = await request(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: shopHeaders(uniqueIp()),
    body: { name: kind === 'admin' ? 'Scale Admin' : 'Ada Obi', email, password: TEST_PASSWORD },
  });
  if (reply.status !== 200) throw new Error(`sign-up failed: ${reply.status} ${reply.body}`);
  // An admin is an owner: an admin without a staff level may do nothing of the team's work.
  await sql(
    databaseUrl,
    `update "user" set email_verified = true, role = $2, staff_level = $3 where email = $1`,
    [email, kind === 'admin' ? 'admin' : null, kind === 'admin' ? 'owner' : null],
  );
  return { email, cookie: cookiesOf(reply) };
}

/** POST /api/orders as the checkout sends it, from an address of its own, with an Idempotency-Key. */
export function postOrder(
  server: ServerProcess,
  shopper: Account,
  items: { productId: string; variantId?: string; quantity: number }[],
  timeoutMs = 15_000,
): Promise<Reply> {
  return request(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { ...shopHeaders(uniqueIp(), shopper.cookie), 'idempotency-key': randomUUID() },
    body: { customer: checkoutForm({ email: shopper.email }), items },
    timeoutMs,
  });
}

/** An admin's status move on the order desk. */
export function moveOrder(
  server: ServerProcess,
  admin: Account,
  reference: string,
  status: string,
  timeoutMs = 15_000,
): Promise<Reply> {
  return request(`${server.url}/api/admin/orders/${reference}/status`, {
    method: 'POST',
    headers: shopHeaders(uniqueIp(), admin.cookie),
    body: { status },
    timeoutMs,
  });
}

/** A product's stock as the database holds it. */
export async function stockOf(databaseUrl: string, id: string): Promise<number> {
  const rows = await sql<{ stock_count: number }>(
    databaseUrl,
    'select stock_count from products where id = $1',
    [id],
  );
  return rows[0]!.stock_count;
}

/** A variant's stock as the database holds it. */
export async function variantStockOf(databaseUrl: string, id: string): Promise<number> {
  const rows = await sql<{ stock_count: number }>(
    databaseUrl,
    'select stock_count from product_variants where id = $1',
    [id],
  );
  return rows[0]!.stock_count;
}
