import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_MESSAGES,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerSummary,
} from '../../../shared/customers';
import { AppError } from '../../../shared/errors';
import { koboToNaira } from '../../../shared/money';
import type { OrderStatus } from '../../../shared/order-status';
import { normalisePhone } from '../../../shared/phone';
import { whatsappLink } from '../../../shared/shop';
import type { OrderRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { likePattern } from '../../lib/like-pattern';
import type { Actor as StaffActor } from '../catalog';
import {
  CustomersRepository,
  type CustomerFilter,
  type CustomerKey,
  type CustomerSearch,
  type ListedCustomer,
} from './customers.repository';

/** What an order tells the book of its customer. */
export interface CustomerDetails {
  name: string;
  phone: string;
  email: string;
  state: string | null;
  /** When the order was placed: its customer is as old as their first order. */
  placedAt: Date;
}

/** Records who merged which customer into which (the activity feed), in the merge's transaction. */
export type MergeRecorder = (
  tx: Transaction,
  act: { actor: StaffActor; kept: ListedCustomer; merged: ListedCustomer },
) => Promise<void>;

/** The phone a key is made of: normalised, or the digits of an old order's phone that does not normalise. */
export function phoneKey(phone: string): string {
  return normalisePhone(phone) ?? phone.replace(/\D/g, '');
}

function keysOf(details: Pick<CustomerDetails, 'phone' | 'email'>): CustomerKey[] {
  const keys: CustomerKey[] = [];
  const phone = phoneKey(details.phone);
  if (phone) keys.push({ kind: 'phone', value: phone });
  const email = details.email.trim().toLowerCase();
  if (email) keys.push({ kind: 'email', value: email });
  return keys;
}

const PHONE_LIKE = /^[+\d\s().-]+$/;
const PHONE_DIGITS_MIN = 3;

/** A search box's text as the list matches it: words, and when it is written like a phone, its digits. */
export function customerSearch(q: string): CustomerSearch {
  const typedDigits = q.replace(/\D/g, '');
  const phoneLike = PHONE_LIKE.test(q) && typedDigits.length >= PHONE_DIGITS_MIN;
  // "0803 123" is contained in 2348031234567 without its trunk 0.
  const digits = phoneLike ? typedDigits.replace(/^0+/, '') : '';
  return {
    pattern: likePattern(q),
    phone: phoneLike ? normalisePhone(q) || null : null,
    digits: digits.length >= PHONE_DIGITS_MIN ? digits : null,
  };
}

function summaryOf(row: ListedCustomer): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    state: row.state,
    orders: row.orders,
    lifetimePaid: koboToNaira(row.paidKobo),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    tags: row.tags,
  };
}

/**
 * The customer book's rules (decision 055): one customer per person, found by every phone and email they
 * were seen with; the list, a customer's page, merges, tags and notes.
 */
export class CustomersService {
  constructor(
    private readonly repository: CustomersRepository,
    private readonly recordMerge: MergeRecorder,
  ) {}

  /**
   * The customer of these details, in the caller's transaction: found by the phone and email keys, made
   * when neither is known (the keys' primary key decides between two racing placements), joined when they
   * name two customers (the older is kept). The newest order's name, phone, email and state are shown.
   */
  async findOrCreate(tx: Transaction, details: CustomerDetails): Promise<string> {
    const book = new CustomersRepository(tx);
    const keys = keysOf(details);
    const shown = {
      name: details.name.trim(),
      phone: phoneKey(details.phone),
      email: details.email.trim().toLowerCase() || null,
      state: details.state,
    };
    let owners = await book.keyOwners(keys);
    let made: string | null = null;
    if (owners.length === 0) {
      made = randomUUID();
      await book.insert({ id: made, ...shown, createdAt: details.placedAt });
      if ((await book.addKeys(made, keys)) === keys.length) return made;
      // Another placement took a key first: its customer is this one too.
      owners = await book.keyOwners(keys);
    }
    const ids = [...new Set(owners.map((owner) => owner.customerId))];
    if (made && !ids.includes(made)) await book.delete(made);
    const locked = await book.lock(ids);
    const [kept, ...others] = locked.sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    for (const other of others) await this.join(book, kept!.id, other.id);
    await book.addKeys(kept!.id, keys);
    await book.showFrom(kept!.id, shown, details.placedAt);
    return kept!.id;
  }

  /** The seam the orders module calls as it places an order. */
  customerOfOrder = (tx: Transaction, order: OrderRow): Promise<string> =>
    this.findOrCreate(tx, {
      name: `${order.firstName} ${order.lastName}`,
      phone: order.phone,
      email: order.email,
      state: order.state,
      placedAt: order.createdAt,
    });

  async list(query: CustomerListQuery): Promise<CustomerListResponse> {
    const { rows, total } = await this.repository.list(filterOf(query), query.offset, query.limit);
    return { customers: rows.map(summaryOf), total };
  }

  /** Every customer the filter matches, a page at a time, for the export. */
  async *all(query: Omit<CustomerListQuery, 'offset' | 'limit'>, pageSize = 500) {
    for (let offset = 0; ; offset += pageSize) {
      const { rows } = await this.repository.list(filterOf(query), offset, pageSize);
      for (const row of rows) yield summaryOf(row);
      if (rows.length < pageSize) return;
    }
  }

  async detail(id: string): Promise<{ customer: CustomerDetail }> {
    return { customer: await this.read(this.repository, id) };
  }

  /** Moves `otherId` into `id` in one transaction: orders, keys and notes, the tags joined; the feed says who. */
  async merge(id: string, otherId: string, actor: StaffActor): Promise<{ customer: CustomerDetail }> {
    if (id === otherId) throw new AppError('VALIDATION_FAILED', CUSTOMER_MESSAGES.mergeSelf);
    return this.repository.inTransaction(async (book, tx) => {
      const locked = await book.lock([id, otherId]);
      if (!locked.some((row) => row.id === id)) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
      if (!locked.some((row) => row.id === otherId))
        throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.otherNotFound);
      const [kept, merged] = [(await book.figured(id))!, (await book.figured(otherId))!];
      await this.join(book, id, otherId);
      await this.recordMerge(tx, { actor, kept, merged });
      return { customer: await this.read(book, id) };
    });
  }

  async setTags(id: string, tags: readonly string[]): Promise<{ customer: CustomerDetail }> {
    return this.repository.inTransaction(async (book) => {
      if ((await book.lock([id])).length === 0) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
      await book.update(id, { tags: [...new Set(tags)] });
      return { customer: await this.read(book, id) };
    });
  }

  async addNote(id: string, text: string, author: StaffActor): Promise<{ customer: CustomerDetail }> {
    return this.repository.inTransaction(async (book) => {
      if ((await book.lock([id])).length === 0) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
      await book.addNote({
        id: randomUUID(),
        customerId: id,
        text,
        authorId: author.id,
        authorName: author.name,
      });
      return { customer: await this.read(book, id) };
    });
  }

  /**
   * Brings in up to `limit` orders that have no customer yet (oldest first) in one transaction; answers
   * how many. Rows another runner holds are skipped, so two runners never take one order twice.
   */
  async backfillPage(limit: number): Promise<number> {
    return this.repository.inTransaction(async (book, tx) => {
      const page = await book.ordersWithoutCustomer(limit);
      for (const order of page) await book.setOrderCustomer(order.id, await this.customerOfOrder(tx, order));
      return page.length;
    });
  }

  /** Joins the other customer into the kept one (both locked by the caller): tags united, the other gone. */
  private async join(book: CustomersRepository, keptId: string, otherId: string): Promise<void> {
    const [kept, other] = [await book.find(keptId), await book.find(otherId)];
    await book.moveAll(otherId, keptId);
    await book.update(keptId, { tags: [...new Set([...(kept?.tags ?? []), ...(other?.tags ?? [])])] });
    await book.delete(otherId);
  }

  private async read(book: CustomersRepository, id: string): Promise<CustomerDetail> {
    const row = await book.figured(id);
    if (!row) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
    const [keys, orders, notes] = await Promise.all([book.keysOf(id), book.ordersOf(id), book.notesOf(id)]);
    const shownFirst = (kind: 'phone' | 'email', shown: string | null) => {
      const values = keys.filter((key) => key.kind === kind).map((key) => key.value);
      return shown && values.includes(shown) ? [shown, ...values.filter((value) => value !== shown)] : values;
    };
    const { orders: orderCount, ...summary } = summaryOf(row);
    return {
      ...summary,
      orderCount,
      orders: orders.map((order) => ({
        reference: order.reference,
        status: order.status as OrderStatus,
        total: koboToNaira(order.totalKobo),
        createdAt: order.createdAt.toISOString(),
      })),
      phones: shownFirst('phone', row.phone),
      emails: shownFirst('email', row.email),
      machines: [],
      notes: notes.map((note) => ({
        id: note.id,
        text: note.text,
        authorName: note.authorName,
        createdAt: note.createdAt.toISOString(),
      })),
      whatsappUrl: row.phone ? whatsappLink(row.phone) : '',
      telUrl: row.phone ? `tel:+${row.phone}` : '',
      createdAt: row.createdAt.toISOString(),
    };
  }
}

function filterOf(query: Omit<CustomerListQuery, 'offset' | 'limit'>): CustomerFilter {
  return {
    state: query.state,
    tag: query.tag,
    sort: query.sort,
    search: query.q ? customerSearch(query.q) : undefined,
  };
}
