import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { lagosDay } from '../../../shared/lagos-time';
import { formatKobo, koboToNaira, nairaToKobo } from '../../../shared/money';
import { ORDER_MONEY_MESSAGES } from '../../../shared/order-money';
import { ORDER_REFERENCE_PATTERN, type OrderStatus } from '../../../shared/order-status';
import type { AdminOrderResponse, OrderResponse } from '../../../shared/orders';
import type { ManualPayment, OutstandingResponse } from '../../../shared/payment-schemas';
import { balanceKobo, PAYMENT_MESSAGES, type ManualMethod } from '../../../shared/payments';
import { can } from '../../../shared/staff';
import type { OrderRow, PaymentFileRow } from '../../db/schema';
import { TaskLimiter } from '../../lib/task-limiter';
import type { Actor } from '../catalog';
import {
  ledgerFigures,
  ORDER_MESSAGES,
  OrderReader,
  OrdersRepository,
  type Customer,
  type OrderLinks,
} from '../orders';
import { LedgerRepository } from './ledger.repository';
import type { LedgerService } from './ledger.service';
import { checkPaymentFile } from './payment-files';

/**
 * Noon in Lagos of the day money arrived (the day stays the same in any time zone it is read in); a day
 * after today in Lagos is refused.
 */
export function paidAtOfDay(day: string): Date {
  if (day > lagosDay(new Date()))
    throw new AppError('VALIDATION_FAILED', ORDER_MONEY_MESSAGES.paidOnFuture, { field: 'paidOn' });
  return new Date(`${day}T12:00:00+01:00`);
}

/** Statuses in which staff take a payment (a late transfer on a paid or delivered order too). */
const TAKES_PAYMENT: readonly OrderStatus[] = ['confirmed', 'paid', 'dispatched', 'delivered'];
/** Statuses after which the deposit is no longer the staff's to change. */
const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'dispatched', 'delivered'];

function refuseUnlessTakesPayment(order: OrderRow): void {
  const status = order.status as OrderStatus;
  if (status === 'cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.cancelled);
  if (!TAKES_PAYMENT.includes(status)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.awaitingConfirmation);
}

/** A file as it is served: its type, a safe name and its bytes. */
export type ServedFile = Pick<PaymentFileRow, 'contentType' | 'fileName' | 'bytes'>;

export interface PaymentsDependencies {
  ledger: LedgerService;
  links: OrderLinks;
}

/**
 * The desk's side of the ledger (record, void, the deposit, proofs, balances due) and the shopper's proofs
 * of transfer. Each write locks the order first, so two staff members' acts on one order queue up.
 */
export class PaymentsService {
  /** Two re-encodes at once (two cores); a few more wait, the rest are told to try again. */
  private readonly encodes = new TaskLimiter(
    2,
    8,
    () => new AppError('UNAVAILABLE', 'The server is busy with other files. Please try again in a moment.'),
  );

  constructor(private readonly deps: PaymentsDependencies) {}

  /** Records a payment staff received by hand; a confirmed order whose balance reaches 0 becomes paid. */
  async record(reference: string, input: ManualPayment, actor: Actor): Promise<AdminOrderResponse> {
    const row = await this.deps.ledger.transaction(async (orders, ledger, tx) => {
      const paidAt = paidAtOfDay(input.paidOn);
      const order = await lockOrder(orders, reference);
      refuseUnlessTakesPayment(order);
      if (input.proofFileId && !(await ledger.hasFile(order.id, input.proofFileId)))
        throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.proofFile, { field: 'proofFileId' });
      const payment = await ledger.insert({
        id: randomUUID(),
        orderId: order.id,
        amountKobo: nairaToKobo(input.amount),
        method: input.method,
        paidAt,
        recordedById: actor.id,
        recordedByName: actor.name,
        note: input.note ?? null,
        proofFileId: input.proofFileId ?? null,
      });
      await paymentEvent(orders, order.id, input.method, input.paidOn, actor);
      return this.deps.ledger.settle(tx, order, payment!, actor);
    });
    return this.staffResponse(row);
  }

  /**
   * Voids a wrong payment: the row stays, marked with who, when and why (an order note names them in the
   * activity feed). A paid order left with a balance moves back to confirmed.
   */
  async void(reference: string, id: string, reason: string, actor: Actor): Promise<AdminOrderResponse> {
    const row = await this.deps.ledger.transaction(async (orders, ledger, tx) => {
      const order = await lockOrder(orders, reference);
      const payment = await ledger.find(order.id, id);
      if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownPayment);
      if (payment.voidedAt) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyVoided);
      if (payment.method === 'online') throw new AppError('CONFLICT', PAYMENT_MESSAGES.onlineVoid);
      await ledger.markVoided(payment.id, actor, reason);
      await orders.insertEvent({
        id: randomUUID(),
        orderId: order.id,
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        note: `Voided a payment of ${formatKobo(payment.amountKobo)} (${payment.method}, ${lagosDay(payment.paidAt)}): ${reason}`,
        field: 'payment_void',
        beforeValue: payment.id,
        afterValue: null,
        actorId: actor.id,
        actorName: actor.name,
      });
      const paid = await orders.paidKobo(order.id);
      if (order.status !== 'paid' || paid >= order.totalKobo) return order;
      const moved = await orders.update(order.id, { status: 'confirmed', paymentMethod: null, paidAt: null });
      await orders.insertEvent({
        id: randomUUID(),
        orderId: order.id,
        kind: 'status',
        fromStatus: 'paid',
        toStatus: 'confirmed',
        note: null,
        actorId: actor.id,
        actorName: actor.name,
      });
      await this.deps.ledger.notifyMoved(tx, orders, moved, 'paid');
      return moved;
    });
    return this.staffResponse(row);
  }

  /** Sets the order's deposit (a whole percentage), before it is paid; refused once paid or cancelled. */
  async setDeposit(reference: string, depositPercent: number, actor: Actor): Promise<AdminOrderResponse> {
    const row = await this.deps.ledger.transaction(async (orders) => {
      const order = await lockOrder(orders, reference);
      const status = order.status as OrderStatus;
      if (status === 'cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.cancelled);
      if (PAID_STATUSES.includes(status))
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.depositAfterPayment);
      if (order.depositPercent === depositPercent) return order;
      const updated = await orders.update(order.id, { depositPercent });
      await orders.insertEvent({
        id: randomUUID(),
        orderId: order.id,
        kind: 'adjustment',
        fromStatus: null,
        toStatus: null,
        note: null,
        field: 'deposit',
        beforeValue: String(order.depositPercent),
        afterValue: String(depositPercent),
        actorId: actor.id,
        actorName: actor.name,
      });
      return updated;
    });
    return this.staffResponse(row);
  }

  /** Keeps a staff member's proof file (checked, a picture re-encoded) for a payment they record next. */
  async uploadFile(reference: string, data: Buffer): Promise<{ fileId: string }> {
    const order = await this.find(reference);
    const fileId = await this.keepFile(order, data);
    return { fileId };
  }

  /**
   * The shopper's proof of a bank transfer, on their own confirmed order with a balance; staff accept or
   * reject it. Anyone else's order does not exist for them.
   */
  async uploadProof(
    reference: string,
    viewer: Customer,
    data: Buffer,
    amount: number | undefined,
  ): Promise<OrderResponse> {
    const order = await this.find(reference);
    if (order.userId !== viewer.id) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.cancelled);
    if (order.status === 'awaiting_confirmation')
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.notConfirmedToPay);
    const payments = await this.orders().paymentsOf([order.id]);
    if (balanceKobo(ledgerFigures(order, payments)) <= 0)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.nothingDue);
    const fileId = await this.keepFile(order, data);
    await new LedgerRepository(this.db()).insertProof({
      id: randomUUID(),
      orderId: order.id,
      fileId,
      amountKobo: amount === undefined ? null : nairaToKobo(amount),
    });
    return new OrderReader(this.orders(), this.deps.links).response(order, 'customer');
  }

  /** Accepts a proof: it becomes a bank transfer in the ledger, with the proof's file. */
  async acceptProof(
    reference: string,
    id: string,
    input: { amount: number; paidOn: string; note?: string },
    actor: Actor,
  ): Promise<AdminOrderResponse> {
    const row = await this.deps.ledger.transaction(async (orders, ledger, tx) => {
      const paidAt = paidAtOfDay(input.paidOn);
      const order = await lockOrder(orders, reference);
      const proof = await ledger.lockProof(order.id, id);
      if (!proof) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownProof);
      if (proof.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.proofDecided);
      refuseUnlessTakesPayment(order);
      const method: ManualMethod = 'bank_transfer';
      const payment = await ledger.insert({
        id: randomUUID(),
        orderId: order.id,
        amountKobo: nairaToKobo(input.amount),
        method,
        paidAt,
        recordedById: actor.id,
        recordedByName: actor.name,
        note: input.note ?? null,
        proofFileId: proof.fileId,
      });
      await ledger.decideProof(proof.id, {
        status: 'accepted',
        reason: null,
        paymentId: payment!.id,
        decidedById: actor.id,
        decidedByName: actor.name,
        amountKobo: proof.amountKobo,
      });
      await paymentEvent(orders, order.id, method, input.paidOn, actor);
      return this.deps.ledger.settle(tx, order, payment!, actor);
    });
    return this.staffResponse(row);
  }

  /** Rejects a proof with a reason the shopper sees (and is mailed). */
  async rejectProof(
    reference: string,
    id: string,
    reason: string,
    actor: Actor,
  ): Promise<AdminOrderResponse> {
    const row = await this.deps.ledger.transaction(async (orders, ledger, tx) => {
      const order = await lockOrder(orders, reference);
      const proof = await ledger.lockProof(order.id, id);
      if (!proof) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownProof);
      if (proof.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.proofDecided);
      await ledger.decideProof(proof.id, {
        status: 'rejected',
        reason,
        paymentId: null,
        decidedById: actor.id,
        decidedByName: actor.name,
        amountKobo: proof.amountKobo,
      });
      await orders.insertEvent({
        id: randomUUID(),
        orderId: order.id,
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        note: `Rejected a proof of transfer: ${reason}`,
        field: 'proof_rejected',
        beforeValue: proof.id,
        afterValue: null,
        actorId: actor.id,
        actorName: actor.name,
      });
      const read = await this.deps.ledger.customerOrder(orders, order);
      const told = read.proofs.find((candidate) => candidate.id === proof.id);
      if (told) await this.deps.ledger.paymentNotifier.proofRejected(tx, read, told);
      return order;
    });
    return this.staffResponse(row);
  }

  /** A proof's file, for the order's customer or staff who may see orders; anyone else: 404. */
  async file(reference: string, id: string, viewer: Customer): Promise<ServedFile> {
    const order = await this.find(reference);
    if (order.userId !== viewer.id && !can(viewer, 'orders.view'))
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    const file = await new LedgerRepository(this.db()).findFile(order.id, id);
    if (!file) throw new AppError('NOT_FOUND', 'File not found');
    return file;
  }

  /** Orders with a balance outstanding, oldest first, and the naira they owe together. */
  async outstanding(query: { offset: number; limit: number }): Promise<OutstandingResponse> {
    const {
      rows,
      total,
      balanceKobo: owed,
    } = await new LedgerRepository(this.db()).outstanding(query.offset, query.limit);
    const read = await new OrderReader(this.orders(), this.deps.links).many(rows, 'staff');
    return {
      orders: read.map(({ reference, status, customer, total, amountPaid, balance, createdAt }) => ({
        reference,
        status,
        customer,
        total,
        amountPaid,
        balance,
        createdAt,
      })),
      total,
      totalBalance: koboToNaira(owed),
    };
  }

  private async keepFile(order: OrderRow, data: Buffer): Promise<string> {
    const checked = await this.encodes.run(() => checkPaymentFile(data));
    const id = randomUUID();
    await new LedgerRepository(this.db()).insertFile({
      id,
      orderId: order.id,
      contentType: checked.contentType,
      fileName: `${order.reference}-proof-${id.slice(0, 8)}.${checked.extension}`,
      bytes: checked.bytes,
    });
    return id;
  }

  private async find(reference: string): Promise<OrderRow> {
    const row = ORDER_REFERENCE_PATTERN.test(reference)
      ? await this.orders().findByReference(reference)
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    return row;
  }

  private db() {
    return this.deps.ledger.db;
  }

  private orders() {
    return new OrdersRepository(this.db());
  }

  private staffResponse(row: OrderRow): Promise<AdminOrderResponse> {
    return new OrderReader(this.orders(), this.deps.links).staffResponse(row);
  }
}

async function lockOrder(orders: OrdersRepository, reference: string): Promise<OrderRow> {
  const order = ORDER_REFERENCE_PATTERN.test(reference) ? await orders.lockByReference(reference) : undefined;
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return order;
}

/** The order's history names each payment recorded (the activity feed, who recorded it). */
async function paymentEvent(
  orders: OrdersRepository,
  orderId: string,
  method: string,
  paidOn: string,
  actor: { id: string | null; name: string },
): Promise<void> {
  await orders.insertEvent({
    id: randomUUID(),
    orderId,
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
}
