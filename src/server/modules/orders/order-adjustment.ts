import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { koboToNaira, nairaToKobo } from '../../../shared/money';
import { ORDER_MONEY_MESSAGES, orderTotalKobo } from '../../../shared/order-money';
import type { OrderAdjustmentData } from '../../../shared/orders';
import type { NewOrderEventRow, OrderItemRow, OrderRow } from '../../db/schema';
import type { Actor } from '../catalog';
import type { OrdersRepository } from './orders.repository';

/** How an amount is written in an adjustment's before/after: naira, '' for "quoted on WhatsApp". */
const amountText = (kobo: number | null) => (kobo === null ? '' : String(koboToNaira(kobo)));

interface Change {
  field: string;
  before: number | null;
  after: number | null;
}

/**
 * The changes an adjustment makes: each line price, fee or discount sent that differs from the order's.
 * A line that is not the order's is refused.
 */
function changesOf(order: OrderRow, items: readonly OrderItemRow[], change: OrderAdjustmentData): Change[] {
  const changes: Change[] = [];
  for (const { position, price } of change.prices ?? []) {
    const item = items.find((line) => line.position === position);
    if (!item) throw new AppError('VALIDATION_FAILED', ORDER_MONEY_MESSAGES.unknownLine, { field: 'prices' });
    changes.push({ field: `price:${position}`, before: item.priceKobo, after: nairaToKobo(price) });
  }
  if (change.deliveryFee !== undefined)
    changes.push({
      field: 'delivery',
      before: order.deliveryFeeKobo,
      after: change.deliveryFee === null ? null : nairaToKobo(change.deliveryFee),
    });
  if (change.installationFee !== undefined)
    changes.push({
      field: 'installation',
      before: order.installationFeeKobo,
      after: nairaToKobo(change.installationFee),
    });
  if (change.discount !== undefined)
    changes.push({ field: 'discount', before: order.discountKobo, after: nairaToKobo(change.discount) });
  return changes.filter((entry) => entry.before !== entry.after);
}

/**
 * Applies staff's adjustment to a locked order awaiting confirmation: new line prices, fees and
 * discount, the subtotal and total again, and one order event per change (who, when, before, after).
 */
export async function applyAdjustment(
  orders: OrdersRepository,
  order: OrderRow,
  change: OrderAdjustmentData,
  actor: Actor,
): Promise<OrderRow> {
  const items = await orders.itemsOf([order.id]);
  const changes = changesOf(order, items, change);
  if (changes.length === 0) return order;
  const prices = new Map(items.map((item) => [item.position, item.priceKobo]));
  const money = {
    subtotalKobo: 0,
    deliveryFeeKobo: order.deliveryFeeKobo,
    installationFeeKobo: order.installationFeeKobo,
    discountKobo: order.discountKobo,
  };
  for (const { field, after } of changes) {
    if (field.startsWith('price:')) prices.set(Number(field.slice('price:'.length)), after!);
    else if (field === 'delivery') money.deliveryFeeKobo = after;
    else if (field === 'installation') money.installationFeeKobo = after!;
    else money.discountKobo = after!;
  }
  for (const item of items) {
    const price = prices.get(item.position)!;
    money.subtotalKobo += price * item.quantity;
    if (price !== item.priceKobo)
      await orders.setLinePrice(order.id, item.position, price, price * item.quantity);
  }
  const gross = orderTotalKobo({ ...money, discountKobo: 0 });
  if (money.discountKobo > gross)
    throw new AppError('VALIDATION_FAILED', ORDER_MONEY_MESSAGES.discountTooLarge, { field: 'discount' });
  const updated = await orders.update(order.id, { ...money, totalKobo: orderTotalKobo(money) });
  // One millisecond apart: the history lists the changes in the order made, even when the clock reads
  // the same microsecond for several inserts.
  const at = Date.now();
  for (const [index, { field, before, after }] of changes.entries())
    await orders.insertEvent({
      ...adjustmentEvent(order, field, before, after, change.note, actor),
      createdAt: new Date(at + index),
    });
  return updated;
}

function adjustmentEvent(
  order: OrderRow,
  field: string,
  before: number | null,
  after: number | null,
  note: string | undefined,
  actor: Actor,
): NewOrderEventRow {
  return {
    id: randomUUID(),
    orderId: order.id,
    kind: 'adjustment',
    fromStatus: null,
    toStatus: null,
    note: note?.trim() || null,
    field,
    beforeValue: amountText(before),
    afterValue: amountText(after),
    actorId: actor.id,
    actorName: actor.name,
  };
}
