import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../shared/errors';
import {
  ORDER_REFERENCE_PATTERN,
  STOCK_HELD_STATUSES,
  canMove,
  type OrderStatus,
} from '../../../shared/order-status';
import type {
  AdminOrderListQuery,
  AdminOrderResponse,
  OrderAdjustmentData,
  OrderListResponse,
  OrderStatusChange,
} from '../../../shared/orders';
import { ORDER_MONEY_MESSAGES } from '../../../shared/order-money';
import { lagosDay } from '../../../shared/lagos-time';
import type { OrderRow } from '../../db/schema';
import { applyAdjustment } from './order-adjustment';
import { FIRST_STATUS } from './orders.service';
import { moveStock, type Actor, type CatalogRepository } from '../catalog';
import type { OrderLinks } from './order-mapper';
import { SILENT_NOTIFIER, type OrderNotifier } from './order-notifier';
import { ORDER_MESSAGES } from './order-messages';
import { OrderReader } from './order-reader';
import type { OrdersRepository } from './orders.repository';

export interface OrdersAdminDependencies {
  repository: OrdersRepository;
  /** The catalogue's repository: its stock moves join the status move's transaction. */
  catalog: CatalogRepository;
  links: OrderLinks;
  /** Tells every server process the catalogue changed (the shop shows the new stock at once). */
  catalogueChanged: () => Promise<void>;
  log: FastifyBaseLogger;
  /** Told of each status move, in its transaction (the shopper's mail). */
  notifier?: OrderNotifier;
}

const holdsStock = (status: OrderStatus) => STOCK_HELD_STATUSES.includes(status);

/**
 * The seller's order desk: the list, one order with its notes, status moves and staff notes. A move
 * into a stock-holding status takes the order's quantities out of stock, a move out of one puts them
 * back, in the same transaction as the move, with a record in each product's history.
 */
export class OrdersAdminService {
  private readonly reader: OrderReader;

  constructor(private readonly deps: OrdersAdminDependencies) {
    this.reader = new OrderReader(deps.repository, deps.links);
  }

  async list(query: AdminOrderListQuery): Promise<OrderListResponse> {
    const { rows, total } = await this.deps.repository.list(query);
    return { orders: await this.reader.many(rows, 'staff'), total };
  }

  async get(reference: string): Promise<AdminOrderResponse> {
    return this.reader.staffResponse(await this.find(reference));
  }

  async move(reference: string, change: OrderStatusChange, actor: Actor): Promise<AdminOrderResponse> {
    const to = change.status;
    const note = change.note?.trim() || null;
    const { row, stockMoved } = await this.deps.repository.inTransaction(async (orders, tx) => {
      const current = await orders.lockByReference(reference);
      if (!current) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      // Checked under the lock: a move made meanwhile by someone else counts.
      const from = current.status as OrderStatus;
      if (!canMove(from, to)) throw new AppError('CONFLICT', ORDER_MESSAGES.impossibleMove(from, to));
      let moved = false;
      if (holdsStock(to) !== holdsStock(from)) {
        const items = await orders.itemsOf([current.id]);
        const stock = await moveStock(
          this.deps.catalog.on(tx),
          holdsStock(to) ? 'take' : 'return',
          items,
          actor,
        );
        if (!stock.ok) {
          // Thrown, so the transaction rolls back the lines already taken.
          if (stock.gone)
            throw new AppError('CONFLICT', ORDER_MESSAGES.variantGone(stock.name, stock.gone.sku), {
              productId: stock.productId,
              sku: stock.gone.sku,
            });
          throw new AppError('CONFLICT', ORDER_MESSAGES.notEnoughToConfirm(stock.available, stock.name), {
            productId: stock.productId,
            available: stock.available,
          });
        }
        moved = stock.moved;
      }
      let updated = await orders.setStatus(current.id, to);
      await orders.insertEvent({
        id: randomUUID(),
        orderId: current.id,
        kind: 'status',
        fromStatus: from,
        toStatus: to,
        note,
        actorId: actor.id,
        actorName: actor.name,
      });
      if (to === 'paid') updated = await recordPayment(orders, updated, change, actor);
      const [order] = await new OrderReader(orders, this.deps.links).many([updated], 'customer');
      await (this.deps.notifier ?? SILENT_NOTIFIER).moved(tx, order!, from);
      return { row: updated, stockMoved: moved };
    });
    this.deps.log.info({ orderId: row.id, reference: row.reference, status: to }, 'order status changed');
    if (stockMoved) await this.deps.catalogueChanged();
    return this.reader.staffResponse(row);
  }

  /**
   * Changes the prices, fees or discount of an order still awaiting confirmation; refused after, and once
   * anything was paid on it.
   */
  async adjust(reference: string, change: OrderAdjustmentData, actor: Actor): Promise<AdminOrderResponse> {
    const row = await this.deps.repository.inTransaction(async (orders) => {
      const current = await orders.lockByReference(reference);
      if (!current) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      if (current.status !== FIRST_STATUS)
        throw new AppError(
          'CONFLICT',
          current.status === 'cancelled'
            ? ORDER_MONEY_MESSAGES.cancelled
            : ORDER_MONEY_MESSAGES.afterConfirmation,
        );
      // A deposit paid (online, before the seller confirmed) fixes the price as confirmation does.
      if ((await orders.paidKobo(current.id)) > 0)
        throw new AppError('CONFLICT', ORDER_MONEY_MESSAGES.afterDeposit);
      return applyAdjustment(orders, current, change, actor);
    });
    this.deps.log.info({ orderId: row.id, reference: row.reference }, 'order adjusted');
    return this.reader.staffResponse(row);
  }

  async addNote(reference: string, note: string, actor: Actor): Promise<AdminOrderResponse> {
    const row = await this.find(reference);
    await this.deps.repository.insertEvent({
      id: randomUUID(),
      orderId: row.id,
      kind: 'note',
      fromStatus: null,
      toStatus: null,
      note,
      actorId: actor.id,
      actorName: actor.name,
    });
    return this.reader.staffResponse(row);
  }

  private async find(reference: string): Promise<OrderRow> {
    const row = ORDER_REFERENCE_PATTERN.test(reference)
      ? await this.deps.repository.findByReference(reference)
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    return row;
  }
}

/**
 * The payment recorded when staff mark the order paid ("Record payment" for the balance): a ledger row for
 * what is left to pay, by bank transfer unless they say otherwise, and the order's method and day.
 */
async function recordPayment(
  orders: OrdersRepository,
  order: OrderRow,
  change: OrderStatusChange,
  actor: Actor,
): Promise<OrderRow> {
  const today = lagosDay(new Date());
  const paidOn = change.paidOn ?? today;
  if (paidOn > today)
    throw new AppError('VALIDATION_FAILED', ORDER_MONEY_MESSAGES.paidOnFuture, { field: 'paidOn' });
  const method = change.paymentMethod ?? 'bank_transfer';
  // Noon in Lagos: the day stays the same in any time zone it is read in.
  const paidAt = new Date(`${paidOn}T12:00:00+01:00`);
  const balance = order.totalKobo - (await orders.paidKobo(order.id));
  if (balance > 0)
    await orders.insertPayment({
      id: randomUUID(),
      orderId: order.id,
      amountKobo: balance,
      method,
      paidAt,
      recordedById: actor.id,
      recordedByName: actor.name,
    });
  const updated = await orders.update(order.id, { paymentMethod: method, paidAt });
  await orders.insertEvent({
    id: randomUUID(),
    orderId: order.id,
    kind: 'payment',
    fromStatus: null,
    toStatus: null,
    note: null,
    field: 'payment',
    beforeValue: null,
    afterValue: `${method} ${paidOn}`,
    actorId: actor.id,
    actorName: actor.name,
  });
  return updated;
}
