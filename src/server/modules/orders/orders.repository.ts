import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../shared/orders';
import { NIGERIA_CODE } from '../../../shared/phone';
import type { Database } from '../../db/client';
import { inTransaction, type Transaction } from '../../db/transaction';
import {
  orderEvents,
  orderItems,
  orders,
  paymentFiles,
  paymentProofs,
  payments,
  type NewOrderEventRow,
  type NewOrderRow,
  type NewPaymentRow,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type PaymentProofRow,
  type PaymentRow,
} from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';

export type NewOrderItemRow = typeof orderItems.$inferInsert;
/** A proof of transfer with its file's type (a picture or a PDF). */
export interface ProofWithFile {
  proof: PaymentProofRow;
  contentType: string;
}

/**
 * A search written like a phone number, with at least 3 digits, also matches phones written with other
 * spaces, dashes or brackets ("0803 555 0142" finds "0803-555-0142"), and a Nigerian number written
 * with 0 finds it kept as 234... (and the other way round, for orders kept as typed).
 */
const PHONE_SEARCH = /^[+\d\s().-]+$/;
const PHONE_DIGITS_MIN = 3;

/** The digit strings a phone search matches: as typed, without the trunk 0, or with 0 for 234. */
function phoneSearchDigits(q: string): string[] {
  const digits = q.replace(/\D/g, '');
  if (!PHONE_SEARCH.test(q) || digits.length < PHONE_DIGITS_MIN) return [];
  const forms = new Set([digits]);
  const national = digits.startsWith(NIGERIA_CODE) ? digits.slice(NIGERIA_CODE.length) : null;
  if (digits.startsWith('0') && digits.length > PHONE_DIGITS_MIN) forms.add(digits.replace(/^0+/, ''));
  if (national && national.length >= PHONE_DIGITS_MIN) forms.add(`0${national.replace(/^0+/, '')}`);
  return [...forms];
}

/** SQL for orders, their lines and their history; nothing else touches these tables. */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Runs `work` in one transaction, with this repository bound to it and the transaction itself, which
   * other modules' operations join (an order's stock moves and its status move commit or roll back together).
   */
  inTransaction<T>(work: (orders: OrdersRepository, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new OrdersRepository(tx), tx));
  }

  /**
   * Inserts the order; the database gives it its reference (GE-1001, GE-1002, ...). Undefined when the
   * account already has an order with this idempotency key: the unique index makes a second insert wait
   * for the first one's transaction and then do nothing.
   */
  async insert(row: Omit<NewOrderRow, 'reference'>): Promise<OrderRow | undefined> {
    const [inserted] = await this.db
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    return inserted;
  }

  async findByIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return rows[0];
  }

  async insertItems(rows: NewOrderItemRow[]): Promise<void> {
    await this.db.insert(orderItems).values(rows);
  }

  async insertEvent(row: NewOrderEventRow): Promise<void> {
    await this.db.insert(orderEvents).values(row);
  }

  async findByReference(reference: string): Promise<OrderRow | undefined> {
    const rows = await this.db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
    return rows[0];
  }

  /** The order, locked until the transaction ends (so two moves of one order queue up). */
  async lockByReference(reference: string): Promise<OrderRow | undefined> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.reference, reference))
      .for('update')
      .limit(1);
    return rows[0];
  }

  /** The order by its id, locked until the transaction ends. */
  async lockById(id: string): Promise<OrderRow | undefined> {
    const rows = await this.db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    return rows[0];
  }

  async setStatus(id: string, status: string): Promise<OrderRow> {
    const rows = await this.db
      .update(orders)
      .set({ status, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return rows[0]!;
  }

  /** Sets the order's money (and other fields) and answers the row as it now is. */
  async update(id: string, set: Partial<Omit<NewOrderRow, 'id' | 'reference'>>): Promise<OrderRow> {
    const rows = await this.db
      .update(orders)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return rows[0]!;
  }

  /** The order's customer of the book (decision 055); its `updated_at` stays: this is no change to it. */
  async setCustomer(id: string, customerId: string): Promise<void> {
    await this.db.update(orders).set({ customerId }).where(eq(orders.id, id));
  }

  async setLinePrice(orderId: string, position: number, priceKobo: number, lineTotalKobo: number) {
    await this.db
      .update(orderItems)
      .set({ priceKobo, lineTotalKobo })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)));
  }

  /** Orders awaiting confirmation placed before `placedBefore`, oldest first (orders_status_created_idx). */
  waiting(placedBefore: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_confirmation'), lt(orders.createdAt, placedBefore)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit);
  }

  /**
   * Marks as alerted, and answers, the orders awaiting confirmation placed between `placedAfter` and
   * `placedBefore` that nobody followed up and no alert named yet, oldest first; rows another process is
   * marking are skipped, so each order is named in one alert only (call it in the alert's transaction).
   */
  async markFollowUpAlerted(placedAfter: Date, placedBefore: Date, limit: number): Promise<OrderRow[]> {
    const due = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'awaiting_confirmation'),
          lt(orders.createdAt, placedBefore),
          gte(orders.createdAt, placedAfter),
          isNull(orders.followUpAlertedAt),
          isNull(orders.followedUpAt),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(orders)
      .set({ followUpAlertedAt: sql`now()` })
      .where(inArray(orders.id, due))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  /** The lines of these orders, in the order they were placed. */
  itemsOf(orderIds: readonly string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  /** The ledger rows of these orders (voided ones too), oldest payment first (decision 053). */
  paymentsOf(orderIds: readonly string[]): Promise<PaymentRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [...orderIds]))
      .orderBy(asc(payments.paidAt), asc(payments.createdAt));
  }

  /** Writes a ledger row recorded by staff (the payment ledger's own writes are in its module). */
  async insertPayment(row: NewPaymentRow): Promise<void> {
    await this.db.insert(payments).values(row);
  }

  /** The kobo of the order's payments that are not voided. */
  async paidKobo(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ paid: sql<string | null>`sum(${payments.amountKobo})` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), isNull(payments.voidedAt)));
    return Number(row?.paid ?? 0);
  }

  /** The shoppers' proofs of transfer of these orders, newest first. */
  proofsOf(orderIds: readonly string[]): Promise<ProofWithFile[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ proof: paymentProofs, contentType: paymentFiles.contentType })
      .from(paymentProofs)
      .innerJoin(paymentFiles, eq(paymentFiles.id, paymentProofs.fileId))
      .where(inArray(paymentProofs.orderId, [...orderIds]))
      .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id));
  }

  /** The history of these orders, oldest first: every event, or only those of the given kinds. */
  eventsOf(orderIds: readonly string[], kinds?: readonly string[]): Promise<OrderEventRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    const inOrders = inArray(orderEvents.orderId, [...orderIds]);
    return this.db
      .select()
      .from(orderEvents)
      .where(kinds ? and(inOrders, inArray(orderEvents.kind, [...kinds])) : inOrders)
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  }

  /** One customer's orders, newest first, and how many they have. */
  listByUser(userId: string, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
    return this.page(eq(orders.userId, userId), 0, limit);
  }

  /**
   * Every order, newest first, filtered by status and by a search over the reference, the customer's
   * first, last or full name, and phone (ignoring case); with the number of matches.
   */
  list(query: AdminOrderListQuery): Promise<{ rows: OrderRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.q) conditions.push(searchCondition(query.q));
    return this.page(conditions.length > 0 ? and(...conditions) : undefined, query.offset, query.limit);
  }

  /** A page of the orders matching `where`, newest first, with the number of matches. */
  private async page(
    where: SQL | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }
}

function searchCondition(q: string): SQL {
  const pattern = likePattern(q);
  const matches: SQL[] = [
    ilike(orders.reference, pattern),
    ilike(orders.firstName, pattern),
    ilike(orders.lastName, pattern),
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
    ilike(orders.phone, pattern),
  ];
  for (const digits of phoneSearchDigits(q))
    matches.push(sql`regexp_replace(${orders.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...matches)!;
}
