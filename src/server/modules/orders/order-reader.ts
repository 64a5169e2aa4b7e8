import type { AdminOrderResponse, Order, OrderResponse } from '../../../shared/orders';
import type { OrderRow } from '../../db/schema';
import {
  CUSTOMER_EVENT_KINDS,
  toAdminOrderResponse,
  toOrder,
  toOrderResponse,
  type Audience,
  type OrderLinks,
} from './order-mapper';
import type { OrdersRepository } from './orders.repository';

/** Reads whole orders (lines, history, payments, proofs) for one audience, in four queries however many orders. */
export class OrderReader {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly links: OrderLinks,
  ) {}

  async many(rows: readonly OrderRow[], audience: Audience): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    // One after another: inside a transaction the queries share one connection, where node-postgres
    // warns of (and its next major version refuses) a query sent while another runs.
    const items = await this.repository.itemsOf(ids);
    const events = await this.repository.eventsOf(
      ids,
      audience === 'staff' ? undefined : CUSTOMER_EVENT_KINDS,
    );
    const payments = await this.repository.paymentsOf(ids);
    const proofs = await this.repository.proofsOf(ids);
    return rows.map((row) =>
      toOrder(row, { items, events, payments, proofs }, audience, this.links.shopName),
    );
  }

  /** The order with the WhatsApp link that hands it to the seller, and how it can be paid now. */
  async response(row: OrderRow, audience: Audience): Promise<OrderResponse> {
    const [order] = await this.many([row], audience);
    return toOrderResponse(order!, this.links);
  }

  /** The order as the order desk reads it: staff notes, the ways to reach the customer, its pay link. */
  async staffResponse(row: OrderRow): Promise<AdminOrderResponse> {
    const [order] = await this.many([row], 'staff');
    return toAdminOrderResponse(order!, this.links);
  }
}
