import { orderRoutes } from '../../../../shared/api-routes-orders';
import { IDEMPOTENCY_KEY_HEADER, type CreateOrderInput, type OrderResponse } from '../../../../shared/orders';
import { api } from '../../../lib/api-client';
import type { CreateOrderBody } from '../checkout-model';

/**
 * POST /api/orders (signed in and verified): 201 -> { order, whatsappUrl }. Refusals (an ApiError with the
 * server's message): 400 / 409 naming the product, 401, 403 EMAIL_NOT_VERIFIED. The same `idempotencyKey`
 * sent again answers the order it recorded instead of recording another.
 */
export function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<OrderResponse> {
  // The state is still free text here: the server checks it against the list (400 naming the field).
  const input = body as CreateOrderInput;
  return api(orderRoutes.createOrder, { body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/**
 * A fresh key for one attempt at placing an order. From getRandomValues, which (unlike randomUUID) also
 * works on a plain-http address such as the shop opened on a LAN.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
