import { count } from 'drizzle-orm';
import { orderResponseSchema, type CheckoutFormData, type OrderResponse } from '../../shared/orders';
import type { OrderStatus } from '../../shared/order-status';
import { orders } from '../db/schema';
import { setUserFields, signUp, uniqueEmail, uniqueIp, type SignedIn } from './accounts';
import type { TestApp } from './app';
import { send } from './catalog-admin';

/** A complete, valid checkout form. */
export function checkoutForm(overrides: Partial<CheckoutFormData> = {}): CheckoutFormData {
  return {
    firstName: 'Chinedu',
    lastName: 'Okafor',
    email: 'chinedu@example.com',
    phone: '0803 555 0100',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100271',
    ...overrides,
  };
}

/** POST /api/orders as the checkout page sends it, from an address of its own (orders are rate limited). */
export function postOrder(
  shop: TestApp,
  cookie: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    remoteAddress: uniqueIp(),
    headers: { origin: shop.config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Places an order that must succeed; its answer. */
export async function placeOrder(
  shop: TestApp,
  cookie: string,
  items: { productId: string; variantId?: string; quantity: number; installation?: boolean }[],
  customer: Partial<CheckoutFormData> = {},
): Promise<OrderResponse> {
  const response = await postOrder(shop, cookie, { customer: checkoutForm(customer), items });
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  return orderResponseSchema.parse(response.json());
}

/** An admin's status move. */
export function moveOrder(
  shop: TestApp,
  cookie: string,
  reference: string,
  status: OrderStatus,
  note?: string,
) {
  return send(shop, 'POST', `/api/admin/orders/${reference}/status`, cookie, {
    status,
    ...(note === undefined ? {} : { note }),
  });
}

/** A signed-in user with a name of one's own (to tell who made each move). */
export async function namedUser(
  shop: TestApp,
  kind: 'unverified' | 'verified' | 'admin',
  name: string,
): Promise<SignedIn> {
  const account = await signUp(shop, { email: uniqueEmail(kind), name });
  if (kind !== 'unverified') await setUserFields(shop, account.email, { emailVerified: true });
  if (kind === 'admin') await setUserFields(shop, account.email, { role: 'admin', staffLevel: 'owner' });
  return account;
}

/** How many orders the database holds (a refused order must leave none behind). */
export async function orderCount(shop: TestApp): Promise<number> {
  const rows = await shop.database.handle.db.select({ total: count() }).from(orders);
  return rows[0]?.total ?? 0;
}

/** A product's stock as the shop shows it. */
export async function shopStock(
  shop: TestApp,
  id: string,
): Promise<{ stockCount: number; inStock: boolean }> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
  const { stockCount, inStock } = response.json().product;
  return { stockCount, inStock };
}
