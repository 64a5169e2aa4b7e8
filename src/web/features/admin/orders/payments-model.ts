import { z } from 'zod';
import { lagosDay } from '../../../../shared/lagos-time';
import type { OrderStatus } from '../../../../shared/order-status';
import type { Order } from '../../../../shared/orders';
import {
  acceptProofSchema,
  manualPaymentSchema,
  rejectProofSchema,
  voidPaymentSchema,
  type ManualPayment,
} from '../../../../shared/payment-schemas';
import { depositPercentSchema } from '../../../../shared/settings';
import { MANUAL_METHODS, LEDGER_METHOD_LABELS, type ManualMethod } from '../../../../shared/payments';
import { ORDERS_PATH } from './orders-url';

/** The desk's view of the ledger (decision 053): what staff may do to an order's money, and the forms' checks. */

/** "Balances due": `/admin/orders/balances`, orders with money outstanding, oldest first. */
export const BALANCES_PATH = `${ORDERS_PATH}/balances`;

/** Payments are taken once confirmed (and after, for a late transfer); never before or once cancelled. */
const TAKES_PAYMENT: readonly OrderStatus[] = ['confirmed', 'paid', 'dispatched', 'delivered'];

export function takesPayment(status: OrderStatus): boolean {
  return TAKES_PAYMENT.includes(status);
}

/** The deposit may change until the order is paid. */
export function mayChangeDeposit(status: OrderStatus): boolean {
  return status === 'awaiting_confirmation' || status === 'confirmed';
}

export const MANUAL_METHOD_OPTIONS: readonly { value: ManualMethod; label: string }[] = MANUAL_METHODS.map(
  (method) => ({ value: method, label: LEDGER_METHOD_LABELS[method] }),
);

/** A money field as typed ("250,000.50", "₦1 000") as the number it says; NaN when it says none. */
export function nairaOf(value: string): number {
  const cleaned = value.replace(/[₦,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** A field's text for an amount: whole naira without decimals, else two. */
export function nairaText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

export interface PaymentFormValues {
  method: ManualMethod;
  amount: string;
  paidOn: string;
  note: string;
}

/** "Record payment" opens on the balance, by bank transfer, paid today. */
export function paymentFormDefaults(
  order: Pick<Order, 'balance'>,
  today = lagosDay(new Date()),
): PaymentFormValues {
  return {
    method: 'bank_transfer',
    amount: order.balance > 0 ? nairaText(order.balance) : '',
    paidOn: today,
    note: '',
  };
}

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;

/** The first message of each field a schema refused. */
function fieldErrors<Key extends string>(error: z.ZodError): FieldErrors<Key> {
  const errors: FieldErrors<Key> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as Key;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

type Checked<Body, Key extends string> =
  { body: Body; errors?: undefined } | { body?: undefined; errors: FieldErrors<Key> };

/** The body of POST /api/admin/orders/:reference/payments, checked as the server checks it. */
export function paymentBody(
  values: PaymentFormValues,
  proofFileId?: string,
): Checked<ManualPayment, keyof PaymentFormValues> {
  const note = values.note.trim();
  const parsed = manualPaymentSchema.safeParse({
    amount: nairaOf(values.amount),
    method: values.method,
    paidOn: values.paidOn,
    ...(note ? { note } : {}),
    ...(proofFileId ? { proofFileId } : {}),
  });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error) };
}

export interface AcceptValues {
  amount: string;
  paidOn: string;
}

/** Accepting a proof records the amount the shopper said (else the balance), on the day it came. */
export function acceptDefaults(
  proof: { amount: number | null; createdAt: string },
  order: Pick<Order, 'balance'>,
): AcceptValues {
  const amount = proof.amount ?? order.balance;
  return { amount: amount > 0 ? nairaText(amount) : '', paidOn: lagosDay(new Date(proof.createdAt)) };
}

export function acceptBody(
  values: AcceptValues,
): Checked<z.output<typeof acceptProofSchema>, keyof AcceptValues> {
  const parsed = acceptProofSchema.safeParse({ amount: nairaOf(values.amount), paidOn: values.paidOn });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/** A reason (voiding a payment, rejecting a proof): the server's own message when it is missing. */
export function reasonBody(kind: 'void' | 'reject', reason: string): Checked<{ reason: string }, 'reason'> {
  const parsed = (kind === 'void' ? voidPaymentSchema : rejectProofSchema).safeParse({ reason });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/** The deposit field: a whole percentage from 0 to 100. */
export function depositBody(value: string): Checked<{ depositPercent: number }, 'depositPercent'> {
  const parsed = depositPercentSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value.trim()));
  return parsed.success
    ? { body: { depositPercent: parsed.data } }
    : { errors: { depositPercent: parsed.error.issues[0]?.message } };
}
