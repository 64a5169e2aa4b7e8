import type { OrderResponse } from '../../../../shared/orders';
import { apiPost } from '../../../lib/api-client';
import type { CreateOrderBody } from '../checkout-model';

/**
 * POST /api/orders (signed in and verified): 201 -> { order, whatsappUrl }. Refusals (an ApiError with the
 * server's message): 400 / 409 naming the product, 401, 403 EMAIL_NOT_VERIFIED.
 */
export function createOrder(body: CreateOrderBody): Promise<OrderResponse> {
  return apiPost<OrderResponse>('/api/orders', body);
}
