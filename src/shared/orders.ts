import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_PATTERN } from './auth';
import { CHECKOUT_MESSAGES } from './checkout';
import { NIGERIAN_STATES } from './nigeria';
import { ORDER_REFERENCE_PATTERN, ORDER_STATUSES } from './order-status';
import { normalisePhone, PHONE_MESSAGES } from './phone';
import { hasWholeKobo } from './money';
import { ORDER_AMOUNT_MAX, ORDER_MONEY_MESSAGES, PAYMENT_METHODS } from './order-money';
import { LEDGER_METHODS, PAYMENT_PROVIDERS, PROOF_STATUSES } from './payments';
import { isShopDay } from './days';
import { DELIVERY_METHODS } from './delivery';
import { optionalText, text } from './text';

const required = (max: number) =>
  text(CHECKOUT_MESSAGES.missingFieldsTitle)
    .trim()
    .min(1, CHECKOUT_MESSAGES.missingFieldsTitle)
    .max(max, `At most ${max} characters`);

/** The checkout form as the server accepts it: every field but phone required; state from the list. */
export const checkoutFormSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: required(254).regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  /** Optional; kept in international form, digits only (2348031234567), or '' when blank. */
  phone: text()
    .trim()
    .max(40, 'At most 40 characters')
    .transform((value, context) => {
      const phone = normalisePhone(value);
      if (phone !== null) return phone;
      context.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      return z.NEVER;
    })
    .default(''),
  address: required(300),
  city: required(100),
  state: z.enum(NIGERIAN_STATES, { message: 'Please choose a state' }),
  zipCode: required(20),
});
export type CheckoutFormData = z.output<typeof checkoutFormSchema>;

export const MAX_ORDER_LINES = 50;

/** A naira amount staff set on an order: at least 0, whole kobo. */
export const nairaAmount = z
  .number({ message: ORDER_MONEY_MESSAGES.amountNumber })
  .min(0, ORDER_MONEY_MESSAGES.amountNegative)
  .max(ORDER_AMOUNT_MAX, ORDER_MONEY_MESSAGES.amountTooLarge)
  .refine(hasWholeKobo, ORDER_MONEY_MESSAGES.amountKobo);

export const MAX_LINE_QUANTITY = 1000;

/**
 * POST /api/orders. Only ids and quantities count: any price, name or total the browser sends is
 * ignored (extra fields are dropped); the server prices everything from the database.
 */
export const createOrderSchema = z.object({
  customer: checkoutFormSchema,
  /** Delivery to the address (the default, as before pickup existed) or pickup from the showroom. */
  deliveryMethod: z
    .enum(DELIVERY_METHODS, { message: 'Please choose delivery or pickup from the showroom' })
    .default('delivery'),
  items: z
    .array(
      z.object({
        productId: text().min(1).max(200),
        /** The version chosen (decision 052): required for a product with variants, refused for one without. */
        variantId: text().min(1).max(200).optional(),
        quantity: z
          .number({ message: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one product`),
        /** The shopper asks the seller to install it (only products with an installation fee). */
        installation: z.boolean().optional().default(false),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} products in one order`),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/**
 * The header the checkout sends with POST /api/orders: one key per attempt, kept on a retry, so a double
 * tap or a retry on a dropped connection records one order and answers it each time.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Must be 8 to 100 letters, digits, - or _')
  .optional();
export type CreateOrderData = z.output<typeof createOrderSchema>;

export const orderReferenceSchema = z.string().regex(ORDER_REFERENCE_PATTERN, 'Unknown order');

/**
 * The variant an order line was placed for, copied at placement like the name and price (decision 052):
 * its SKU and its options in the product's order, so the line reads the same after the product changes.
 */
export const orderItemVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type OrderItemVariant = z.infer<typeof orderItemVariantSchema>;

export const orderItemSchema = z.object({
  productId: z.string(),
  /** The variant ordered; null for a product without variants. */
  variant: orderItemVariantSchema.nullable(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  imagePublicId: z.string(),
  /** Naira, from the database when the order was placed. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** Installation of one unit when the shopper asked for it (naira); null otherwise. */
  installationFee: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const ORDER_EVENT_KINDS = ['status', 'note', 'adjustment', 'payment', 'follow_up'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * One step of an order's history: a status move, an adjustment of its money (field, before, after),
 * the payment recorded; for admins also staff notes and follow-ups.
 */
export const orderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  /** Adjustments: 'discount', 'delivery', 'installation' or 'price:<line position>'; payment: 'payment'. */
  field: z.string().nullable(),
  /** Adjustments: naira amounts as text ('' for "quoted on WhatsApp"); payment: the method and date. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * One row of the order's payment ledger (decision 053). A shopper sees the rows that are not voided; staff
 * see every row, a voided one marked with who voided it and why.
 */
export const orderPaymentSchema = z.object({
  id: z.string(),
  /** Naira. */
  amount: z.number(),
  method: z.enum(LEDGER_METHODS),
  /** When the money was paid (ISO). */
  paidAt: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The payment attempt's reference (GE-1001-P2) for an online payment; null otherwise. */
  reference: z.string().nullable(),
  voided: z.boolean(),
  /** Staff only (null for the shopper): who recorded it, a note, and who voided it and why. */
  recordedBy: z.string().nullable(),
  note: z.string().nullable(),
  voidedBy: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Whether a proof of payment (image or PDF) is kept with it. */
  hasProof: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** A shopper's proof of a bank transfer and what staff decided (the reason when rejected). */
export const orderProofSchema = z.object({
  id: z.string(),
  status: z.enum(PROOF_STATUSES),
  /** Naira the shopper says they sent; null when not said. */
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  /** The file's address (the order's customer and staff may read it). */
  fileUrl: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type OrderProof = z.infer<typeof orderProofSchema>;

export const orderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  /** 'pickup': the shopper collects it from the showroom and pays no delivery. */
  deliveryMethod: z.enum(DELIVERY_METHODS),
  items: z.array(orderItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  /** Delivery to the customer's state; null while it is quoted on WhatsApp. */
  deliveryFee: z.number().nullable(),
  installationFee: z.number(),
  discount: z.number(),
  /** subtotal + delivery + installation - discount (never below 0). */
  total: z.number(),
  /** The payment that brought the balance to 0 (its method and day); null while a balance is due. */
  payment: z.object({ method: z.enum(LEDGER_METHODS), paidOn: z.string() }).nullable(),
  /** Naira, from the ledger's rows that are not voided (decision 053). */
  amountPaid: z.number(),
  /** What is left to pay: total - amountPaid, never below 0 (0 once cancelled). */
  balance: z.number(),
  /** Oldest first; voided rows for staff only, marked. */
  payments: z.array(orderPaymentSchema),
  /** The deposit asked, in percent of the total (0: none). */
  depositPercent: z.number().int(),
  /** The deposit still to pay before the balance (naira, 0 when none is asked or it is paid). */
  depositDue: z.number(),
  /** Money received beyond the total (all of it once cancelled): staff only, 0 for the shopper. */
  toRefund: z.number(),
  /** The shopper's proofs of transfer, newest first. */
  proofs: z.array(orderProofSchema),
  /** Staff only (null for the shopper): the desk's last "followed up" mark. */
  followedUp: z.object({ at: z.string(), by: z.string() }).nullable(),
  /** Status moves for the shopper; status moves and staff notes for admins. Oldest first. */
  history: z.array(orderEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * How the order can be paid now: online through the shop's provider (null when none is configured) and
 * by bank transfer to the business details' account (null when they carry none).
 */
export const orderPayOptionsSchema = z.object({
  online: z.enum(PAYMENT_PROVIDERS).nullable(),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export type OrderPayOptions = z.infer<typeof orderPayOptionsSchema>;

/** An order with the WhatsApp link that hands it to the seller (the same message every time). */
export const orderResponseSchema = z.object({
  order: orderSchema,
  whatsappUrl: z.string(),
  pay: orderPayOptionsSchema,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * How the order desk reaches the customer: the number in international form (digits), as people read
 * it, a tel: link, and a WhatsApp chat with the customer that opens with a greeting naming the order.
 */
export const customerContactSchema = z.object({
  phone: z.string(),
  display: z.string(),
  telUrl: z.string(),
  whatsappUrl: z.string(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

/** An order as the order desk reads it: also the customer's contact, null when they gave no phone. */
export const adminOrderResponseSchema = orderResponseSchema.extend({
  customerContact: customerContactSchema.nullable(),
  /**
   * The order's pay link for the customer (`/orders/{reference}/pay` with its token, absolute), and a
   * WhatsApp chat with the customer prefilled with it; null while nothing is due or no provider is on.
   */
  payLink: z.object({ url: z.string(), amount: z.number(), whatsappUrl: z.string().nullable() }).nullable(),
});
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/** GET /api/orders: the shopper's orders, newest first, and how many there are. */
export const myOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(3),
});
export const orderListResponseSchema = z.object({ orders: z.array(orderSchema), total: z.number().int() });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET /api/admin/orders. */
export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Reference, customer name or phone. */
  q: optionalText(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/**
 * POST /api/admin/orders/:reference/status. Marking an order paid records how and when it was paid (a
 * bank transfer today when not said: the proforma asks for one).
 */
export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { message: 'Unknown status' }),
  note: text().trim().max(1000).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: ORDER_MONEY_MESSAGES.paymentMethod }).optional(),
  /** The day the money arrived (YYYY-MM-DD), not in the future. */
  paidOn: z.iso
    .date({ message: ORDER_MONEY_MESSAGES.paidOn })
    .refine(isShopDay, ORDER_MONEY_MESSAGES.paidOn)
    .optional(),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/**
 * POST /api/admin/orders/:reference/adjustments, before confirmation: a line's unit price (negotiated),
 * the delivery fee (null: quoted on WhatsApp), the installation fee, a discount. Naira; only what is
 * sent changes.
 */
export const orderAdjustmentSchema = z
  .strictObject({
    prices: z
      .array(
        z.strictObject({
          position: z
            .number()
            .int()
            .min(0)
            .max(MAX_ORDER_LINES - 1),
          price: nairaAmount,
        }),
      )
      .max(MAX_ORDER_LINES)
      .optional(),
    deliveryFee: nairaAmount.nullable().optional(),
    installationFee: nairaAmount.optional(),
    discount: nairaAmount.optional(),
    note: text().trim().max(1000).optional(),
  })
  .refine(
    (change) =>
      change.prices?.length ||
      change.deliveryFee !== undefined ||
      change.installationFee !== undefined ||
      change.discount !== undefined,
    { message: ORDER_MONEY_MESSAGES.nothingToChange },
  );
export type OrderAdjustment = z.input<typeof orderAdjustmentSchema>;
export type OrderAdjustmentData = z.output<typeof orderAdjustmentSchema>;

/** POST /api/admin/orders/:reference/notes. */
export const orderNoteSchema = z.strictObject({
  note: text().trim().min(1, 'Please write a note').max(2000, 'At most 2,000 characters'),
});

/** An order as the browser keeps it under autoparts-orders (SPEC.md section 3). */
export interface StoredOrder {
  id: string;
  orderDate: string;
  total: number;
  status: string;
  items: { image: string; name: string }[];
}
