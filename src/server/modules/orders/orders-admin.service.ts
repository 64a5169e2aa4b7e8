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
  OrderListResponse,
  OrderStatusChange,
} from '../../../shared/orders';
import type { OrderItemRow, OrderRow, ProductRow } from '../../db/schema';
import { record, type Actor, type CatalogRepository } from '../catalog';
import type { OrderLinks } from './order-mapper';
import { ORDER_MESSAGES } from './order-messages';
import { OrderReader } from './order-reader';
import type { OrdersRepository } from './orders.repository';

export interface OrdersAdminDependencies {
  repository: OrdersRepository;
  links: OrderLinks;
  /** Tells every server process the catalogue changed (the shop shows the new stock at once). */
  catalogueChanged: () => Promise<void>;
  log: FastifyBaseLogger;
}

const holdsStock = (status: OrderStatus) => STOCK_HELD_STATUSES.includes(status);

/** Each product's quantity over the order's lines, by product id (a fixed order, so locks never cross). */
function quantities(items: readonly OrderItemRow[]): { productId: string; name: string; quantity: number }[] {
  const byProduct = new Map<string, { productId: string; name: string; quantity: number }>();
  for (const item of items) {
    const entry = byProduct.get(item.productId);
    if (entry) entry.quantity += item.quantity;
    else
      byProduct.set(item.productId, { productId: item.productId, name: item.name, quantity: item.quantity });
  }
  return [...byProduct.values()].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
}

/** The product as it was before `delta` was added to its stock (for the product's change history). */
function before(after: ProductRow, delta: number): ProductRow {
  const stockCount = after.stockCount - delta;
  return { ...after, stockCount, inStock: stockCount > 0 };
}

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
    const { row, stockMoved } = await this.deps.repository.inTransaction(async (orders, catalog) => {
      const current = await orders.lockByReference(reference);
      if (!current) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      // Checked under the lock: a move made meanwhile by someone else counts.
      const from = current.status as OrderStatus;
      if (!canMove(from, to)) throw new AppError('CONFLICT', ORDER_MESSAGES.impossibleMove(from, to));
      let moved = false;
      if (holdsStock(to) !== holdsStock(from)) {
        const items = await orders.itemsOf([current.id]);
        moved = holdsStock(to)
          ? await takeStock(catalog, items, actor)
          : await returnStock(catalog, items, actor);
      }
      const updated = await orders.setStatus(current.id, to);
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
      return { row: updated, stockMoved: moved };
    });
    this.deps.log.info({ orderId: row.id, reference: row.reference, status: to }, 'order status changed');
    if (stockMoved) await this.deps.catalogueChanged();
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
 * Takes every line's quantity out of stock; when one cannot be taken, throws (the caller's transaction
 * rolls back the lines already taken). Whether any stock moved.
 */
async function takeStock(catalog: CatalogRepository, items: readonly OrderItemRow[], actor: Actor) {
  const lines = quantities(items);
  for (const line of lines) {
    const updated = await catalog.takeStock(line.productId, line.quantity);
    if (!updated) {
      const product = await catalog.findById(line.productId);
      const available = Math.max(0, product?.stockCount ?? 0);
      throw new AppError(
        'CONFLICT',
        ORDER_MESSAGES.notEnoughToConfirm(available, product?.name ?? line.name),
        {
          productId: line.productId,
          available,
        },
      );
    }
    await record(catalog, 'stock', actor, before(updated, -line.quantity), updated);
  }
  return lines.length > 0;
}

/** Puts every line's quantity back into stock (a product no longer in the database is skipped). */
async function returnStock(catalog: CatalogRepository, items: readonly OrderItemRow[], actor: Actor) {
  let moved = false;
  for (const line of quantities(items)) {
    const updated = await catalog.returnStock(line.productId, line.quantity);
    if (!updated) continue;
    await record(catalog, 'stock', actor, before(updated, line.quantity), updated);
    moved = true;
  }
  return moved;
}
