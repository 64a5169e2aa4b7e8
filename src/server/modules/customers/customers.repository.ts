import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '../../../shared/customers';
import type { Database } from '../../db/client';
import { inTransaction, type Transaction } from '../../db/transaction';
import {
  customerKeys,
  customerNotes,
  customers,
  orders,
  type CustomerKeyRow,
  type CustomerNoteRow,
  type CustomerRow,
  type NewCustomerRow,
  type OrderRow,
} from '../../db/schema';

export type KeyKind = 'phone' | 'email';
export interface CustomerKey {
  kind: KeyKind;
  value: string;
}

/** What the list shows of a customer besides its row: derived from their orders and the ledger. */
export interface CustomerFigures {
  orders: number;
  lastOrderAt: Date | null;
  paidKobo: number;
}

export type ListedCustomer = CustomerRow & CustomerFigures;

/** What a search matches: words in the name or email, a phone (normalised) and the digits typed. */
export interface CustomerSearch {
  pattern: string;
  phone: string | null;
  digits: string | null;
}

export type CustomerFilter = Pick<CustomerListQuery, 'state' | 'tag' | 'sort'> & { search?: CustomerSearch };

// Written out with their tables: Drizzle leaves a lone table's columns unqualified, which inside these
// subqueries would name the orders' own columns.
const orderCount = sql<number>`(select count(*)::int from orders o where o.customer_id = "customers"."id")`;
const lastOrderAt = sql<Date | null>`(select max(o.created_at) from orders o where o.customer_id = "customers"."id")`;
/** The ledger's payments that are not voided, over the customer's orders (decision 053). */
const paidKobo = sql<string>`(select coalesce(sum(p.amount_kobo), 0)::text from payments p
  join orders o on o.id = p.order_id
  where o.customer_id = "customers"."id" and p.voided_at is null)`;

const SORTS: Record<CustomerListQuery['sort'], SQL[]> = {
  lastOrder: [sql`${lastOrderAt} desc nulls last`],
  lifetimePaid: [sql`(${paidKobo})::bigint desc`, sql`${lastOrderAt} desc nulls last`],
  orders: [sql`${orderCount} desc`, sql`${lastOrderAt} desc nulls last`],
};

/** SQL of the customer book: customers, their keys and notes, and the orders' link to them. */
export class CustomersRepository {
  constructor(private readonly db: Database) {}

  inTransaction<T>(work: (customers: CustomersRepository, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new CustomersRepository(tx), tx));
  }

  /** The customers these keys name, the keys locked until the transaction ends (in one order: no deadlock). */
  async keyOwners(keys: readonly CustomerKey[]): Promise<CustomerKeyRow[]> {
    if (keys.length === 0) return [];
    return this.db
      .select()
      .from(customerKeys)
      .where(
        or(...keys.map((key) => and(eq(customerKeys.kind, key.kind), eq(customerKeys.value, key.value)))),
      )
      .orderBy(asc(customerKeys.kind), asc(customerKeys.value))
      .for('update');
  }

  async insert(row: NewCustomerRow): Promise<void> {
    await this.db.insert(customers).values(row);
  }

  /** Gives these keys to the customer, those another customer has left as they are; answers how many it got. */
  async addKeys(customerId: string, keys: readonly CustomerKey[]): Promise<number> {
    if (keys.length === 0) return 0;
    const added = await this.db
      .insert(customerKeys)
      .values(keys.map((key) => ({ ...key, customerId })))
      .onConflictDoNothing()
      .returning({ value: customerKeys.value });
    return added.length;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(customers).where(eq(customers.id, id));
  }

  find(id: string): Promise<CustomerRow | undefined> {
    return this.db
      .select()
      .from(customers)
      .where(eq(customers.id, id))
      .then((rows) => rows[0]);
  }

  /** These customers, locked until the transaction ends, in id order (two merges never wait on each other). */
  lock(ids: readonly string[]): Promise<CustomerRow[]> {
    return this.db
      .select()
      .from(customers)
      .where(inArray(customers.id, [...ids]))
      .orderBy(asc(customers.id))
      .for('update');
  }

  /** Moves the other customer's orders, keys and notes to `keepId`. */
  async moveAll(otherId: string, keepId: string): Promise<void> {
    await this.db.update(orders).set({ customerId: keepId }).where(eq(orders.customerId, otherId));
    await this.db
      .update(customerKeys)
      .set({ customerId: keepId })
      .where(eq(customerKeys.customerId, otherId));
    await this.db
      .update(customerNotes)
      .set({ customerId: keepId })
      .where(eq(customerNotes.customerId, otherId));
  }

  async update(id: string, set: Partial<Omit<NewCustomerRow, 'id'>>): Promise<void> {
    await this.db
      .update(customers)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(customers.id, id));
  }

  /**
   * Shows the order's name, phone, email and state (the ones the person gave last, which the desk calls
   * and chats to) unless the customer has an order newer than `placedAt`: an old order brought in late
   * never hides a newer one.
   */
  async showFrom(
    id: string,
    shown: { name: string; email: string | null; state: string | null; phone: string },
    placedAt: Date,
  ): Promise<void> {
    const newer = this.db
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(eq(orders.customerId, id), sql`${orders.createdAt} > ${placedAt.toISOString()}::timestamptz`),
      );
    await this.db
      .update(customers)
      .set({
        name: shown.name,
        email: sql`coalesce(${shown.email}, ${customers.email})`,
        state: sql`coalesce(${shown.state}, ${customers.state})`,
        phone: sql`coalesce(nullif(${shown.phone}, ''), ${customers.phone})`,
        updatedAt: new Date(),
      })
      .where(and(eq(customers.id, id), sql`not exists (${newer})`));
  }

  keysOf(id: string): Promise<CustomerKeyRow[]> {
    return this.db
      .select()
      .from(customerKeys)
      .where(eq(customerKeys.customerId, id))
      .orderBy(asc(customerKeys.kind), asc(customerKeys.value));
  }

  /** The customer's orders, newest first. */
  ordersOf(id: string): Promise<Pick<OrderRow, 'reference' | 'status' | 'totalKobo' | 'createdAt'>[]> {
    return this.db
      .select({
        reference: orders.reference,
        status: orders.status,
        totalKobo: orders.totalKobo,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** The customer's notes, newest first. */
  notesOf(id: string): Promise<CustomerNoteRow[]> {
    return this.db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.customerId, id))
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  }

  async addNote(row: typeof customerNotes.$inferInsert): Promise<void> {
    await this.db.insert(customerNotes).values(row);
  }

  /** A page of the customers matching the filter, in its sort, with their figures and the number of matches. */
  async list(
    filter: CustomerFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ListedCustomer[]; total: number }> {
    const where = conditions(filter);
    const [rows, totals] = await Promise.all([
      this.page(where, filter.sort, offset, limit),
      this.db.select({ total: count() }).from(customers).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  /** One customer with the list's figures. */
  async figured(id: string): Promise<ListedCustomer | undefined> {
    return (await this.page(eq(customers.id, id), 'lastOrder', 0, 1))[0];
  }

  private async page(
    where: SQL | undefined,
    sort: CustomerListQuery['sort'],
    offset: number,
    limit: number,
  ): Promise<ListedCustomer[]> {
    const rows = await this.db
      .select({
        customer: customers,
        orders: orderCount,
        lastOrderAt: lastOrderAt.mapWith(orders.createdAt),
        paidKobo: paidKobo,
      })
      .from(customers)
      .where(where)
      .orderBy(...SORTS[sort], desc(customers.createdAt), asc(customers.id))
      .offset(offset)
      .limit(limit);
    return rows.map((row) => ({
      ...row.customer,
      orders: Number(row.orders),
      lastOrderAt: row.lastOrderAt ?? null,
      paidKobo: Number(row.paidKobo),
    }));
  }

  /** Orders without a customer yet, oldest first, locked (another runner skips them). */
  ordersWithoutCustomer(limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(isNull(orders.customerId))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async setOrderCustomer(orderId: string, customerId: string): Promise<void> {
    await this.db.update(orders).set({ customerId }).where(eq(orders.id, orderId));
  }
}

function conditions(filter: CustomerFilter): SQL | undefined {
  const all: SQL[] = [];
  if (filter.state) all.push(eq(customers.state, filter.state));
  if (filter.tag) all.push(sql`${filter.tag} = any(${customers.tags})`);
  if (filter.search) all.push(searchCondition(filter.search));
  return all.length > 0 ? and(...all) : undefined;
}

function searchCondition(search: CustomerSearch): SQL {
  const key = (match: SQL) =>
    sql`exists (select 1 from customer_keys k where k.customer_id = "customers"."id" and ${match})`;
  const matches: SQL[] = [
    ilike(customers.name, search.pattern),
    ilike(customers.email, search.pattern),
    key(sql`k.kind = 'email' and k.value ilike ${search.pattern}`),
  ];
  if (search.phone) matches.push(key(sql`k.kind = 'phone' and k.value = ${search.phone}`));
  if (search.digits) matches.push(key(sql`k.kind = 'phone' and k.value like ${`%${search.digits}%`}`));
  return or(...matches)!;
}
