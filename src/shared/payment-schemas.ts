import { z } from 'zod';
import { isShopDay } from './days';
import { hasWholeKobo } from './money';
import { ORDER_AMOUNT_MAX, ORDER_MONEY_MESSAGES } from './order-money';
import { orderSchema } from './orders';
import { MANUAL_METHODS, PAY_PARTS, PAYMENT_MESSAGES } from './payments';
import { depositPercentSchema } from './settings';
import { optionalText, text } from './text';

/** A payment's amount in naira: more than 0, whole kobo. */
export const paymentAmount = z
  .number({ message: ORDER_MONEY_MESSAGES.amountNumber })
  .gt(0, PAYMENT_MESSAGES.amountPositive)
  .max(ORDER_AMOUNT_MAX, ORDER_MONEY_MESSAGES.amountTooLarge)
  .refine(hasWholeKobo, ORDER_MONEY_MESSAGES.amountKobo);

/** The day money arrived (YYYY-MM-DD), not in the future (Lagos time). */
export const paidOnDay = z.iso
  .date({ message: ORDER_MONEY_MESSAGES.paidOn })
  .refine(isShopDay, ORDER_MONEY_MESSAGES.paidOnFuture);

/** POST /api/admin/orders/:reference/payments: a payment staff record by hand. */
export const manualPaymentSchema = z.strictObject({
  amount: paymentAmount,
  method: z.enum(MANUAL_METHODS, { message: PAYMENT_MESSAGES.method }),
  paidOn: paidOnDay,
  note: optionalText(1000),
  /** A proof uploaded first to POST /api/admin/orders/:reference/payment-files. */
  proofFileId: text().min(1).max(100).optional(),
});
export type ManualPaymentInput = z.input<typeof manualPaymentSchema>;
export type ManualPayment = z.output<typeof manualPaymentSchema>;

/** POST /api/admin/orders/:reference/payments/:id/void. */
export const voidPaymentSchema = z.strictObject({
  reason: text(PAYMENT_MESSAGES.voidReason)
    .trim()
    .min(1, PAYMENT_MESSAGES.voidReason)
    .max(500, 'At most 500 characters'),
});

/** PATCH /api/admin/orders/:reference: the order's deposit, before it is paid. */
export const orderPatchSchema = z.strictObject({ depositPercent: depositPercentSchema });

/** POST /api/admin/orders/:reference/proofs/:id/accept: the amount and day the transfer is recorded with. */
export const acceptProofSchema = z.strictObject({
  amount: paymentAmount,
  paidOn: paidOnDay,
  note: optionalText(1000),
});

/** POST /api/admin/orders/:reference/proofs/:id/reject. */
export const rejectProofSchema = z.strictObject({
  reason: text(PAYMENT_MESSAGES.proofReason)
    .trim()
    .min(1, PAYMENT_MESSAGES.proofReason)
    .max(500, 'At most 500 characters'),
});

/** POST /api/orders/:reference/payments/check: the shopper's return from the provider's page. */
export const paymentCheckSchema = z.strictObject({
  /** The attempt's reference the provider sent back (Paystack `reference`, Flutterwave `tx_ref`). */
  reference: text().trim().min(1).max(60),
});

/** The query of GET /orders/:reference/pay. */
export const payLinkQuerySchema = z.object({
  part: z.enum(PAY_PARTS).optional(),
  /** The link's token: opens it without signing in. */
  t: text().max(200).optional(),
});

/** GET /api/admin/payments/outstanding: orders with a balance, oldest first. */
export const outstandingQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const outstandingResponseSchema = z.object({
  orders: z.array(
    orderSchema.pick({
      reference: true,
      status: true,
      customer: true,
      total: true,
      amountPaid: true,
      balance: true,
      createdAt: true,
    }),
  ),
  total: z.number().int(),
  /** Naira outstanding over every such order. */
  totalBalance: z.number(),
});
export type OutstandingResponse = z.infer<typeof outstandingResponseSchema>;

/** A proof file uploaded (the shopper's or staff's): its id, to name in a payment. */
export const paymentFileResponseSchema = z.object({ fileId: z.string() });
