import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nairaToKobo } from '../../shared/money';
import type { LedgerMethod, PaymentProvider } from '../../shared/payments';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';

export interface LedgerRow {
  /** Naira. */
  amount: number;
  method?: LedgerMethod;
  provider?: PaymentProvider;
  /** The attempt's reference of an online payment. */
  reference?: string;
  paidAt: Date | string;
  recordedBy?: string;
  voided?: { by: string; reason: string };
}

/**
 * Writes one row of the payment ledger for an order, as the ledger or the online payments would: for tests
 * of what reads the ledger (documents, mails, exports, the Overview). Answers the row's id.
 */
export async function insertLedgerRow(db: Database, orderId: string, row: LedgerRow): Promise<string> {
  const id = randomUUID();
  const method = row.method ?? (row.provider ? 'online' : 'bank_transfer');
  const paidAt = new Date(row.paidAt);
  await db.insert(payments).values({
    id,
    orderId,
    amountKobo: nairaToKobo(row.amount),
    method,
    provider: row.provider ?? null,
    reference: row.reference ?? null,
    providerTransactionId: row.provider ? `tx-${id.slice(0, 8)}` : null,
    paidAt,
    recordedByName: row.recordedBy ?? (row.provider ? row.provider : 'Bola Seller'),
    ...(row.voided && {
      voidedAt: new Date(paidAt.getTime() + 60_000),
      voidedByName: row.voided.by,
      voidReason: row.voided.reason,
    }),
  });
  return id;
}

/** The order's id from its reference. */
export async function orderIdOf(db: Database, reference: string): Promise<string> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
  if (!row) throw new Error(`no order ${reference}`);
  return row.id;
}

/** Settles an order as the ledger does once its balance reaches 0: paid, with the last payment's method and time. */
export async function markSettled(
  db: Database,
  orderId: string,
  payment: { method: LedgerMethod; paidAt: Date | string },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'paid', paymentMethod: payment.method, paidAt: new Date(payment.paidAt) })
    .where(eq(orders.id, orderId));
}

/**
 * After staff marked an order paid (`POST /api/admin/orders/:reference/status {status: 'paid'}`): the move
 * records the balance in the ledger (decision 053); on an app whose status route does not (yet), the row it
 * would have written is written here, so the order reads paid in full either way.
 */
export async function ledgerAfterMarkPaid(
  db: Database,
  order: { id: string; balance: number; payment: { method: LedgerMethod; paidOn: string } | null },
): Promise<void> {
  if (order.balance <= 0) return;
  await insertLedgerRow(db, order.id, {
    amount: order.balance,
    method: order.payment?.method ?? 'bank_transfer',
    paidAt: `${order.payment?.paidOn ?? new Date().toISOString().slice(0, 10)}T11:00:00Z`,
  });
}
