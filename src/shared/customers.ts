import { z } from 'zod';
import { NIGERIAN_STATES } from './nigeria';
import { ORDER_STATUSES } from './order-status';
import { optionalText, pathId, text } from './text';

/**
 * The customer book (issue 29, decision 055): one customer per person, found by every normalised phone
 * (`234XXXXXXXXXX`) and lower-cased email seen on their orders and accounts.
 */

/** The tags the desk offers first; the shop may add its own words. */
export const CUSTOMER_TAGS = ['dealer', 'fleet', 'workshop', 'school', 'government'] as const;
export const CUSTOMER_TAG_LABELS: Record<(typeof CUSTOMER_TAGS)[number], string> = {
  dealer: 'Dealer',
  fleet: 'Fleet',
  workshop: 'Workshop',
  school: 'School',
  government: 'Government',
};
export const CUSTOMER_TAG_MAX_LENGTH = 30;
export const CUSTOMER_TAGS_MAX = 10;

/** The list's orders: last order first, lifetime paid value first, most orders first. */
export const CUSTOMER_SORTS = ['lastOrder', 'lifetimePaid', 'orders'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  lastOrder: 'Last order',
  lifetimePaid: 'Lifetime paid',
  orders: 'Orders',
};
export const CUSTOMER_PAGE_SIZE = 25;

export const CUSTOMER_MESSAGES = {
  notFound: 'This customer was not found.',
  mergeSelf: 'Choose another customer to merge into this one.',
  otherNotFound: 'The customer to merge was not found.',
  tagTooLong: `A tag is at most ${CUSTOMER_TAG_MAX_LENGTH} characters.`,
  tooManyTags: `A customer has at most ${CUSTOMER_TAGS_MAX} tags.`,
  noteEmpty: 'Write the note first.',
} as const;

/** A tag: trimmed, lower-cased, 1 to 30 characters. */
export const customerTagSchema = text()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().min(1).max(CUSTOMER_TAG_MAX_LENGTH, CUSTOMER_MESSAGES.tagTooLong));

/**
 * GET /api/admin/customers: `q` matches a name, an email or a phone in any written form; `state` one of
 * the 37; `tag` one tag; paged by offset and limit (at most 100).
 */
export const customerListQuerySchema = z.object({
  q: optionalText(100),
  state: z.enum(NIGERIAN_STATES).optional(),
  tag: customerTagSchema.optional(),
  sort: z.enum(CUSTOMER_SORTS).default('lastOrder'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(CUSTOMER_PAGE_SIZE),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** One row of the list: `phone` as `234XXXXXXXXXX`, `lifetimePaid` in naira, `lastOrderAt` ISO. */
export const customerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  state: z.string().nullable(),
  orders: z.number().int(),
  lifetimePaid: z.number(),
  lastOrderAt: z.string().nullable(),
  tags: z.array(z.string()),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListResponseSchema = z.object({
  customers: z.array(customerSummarySchema),
  total: z.number().int(),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

/** A staff-only note, with who wrote it and when. */
export const customerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const customerOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A machine the customer owns (the installed base; empty until serial numbers are recorded). */
export const customerMachineSchema = z.object({
  id: z.string(),
  serial: z.string(),
  productId: z.string(),
  productName: z.string(),
  orderReference: z.string(),
  warrantyEndsOn: z.string().nullable(),
  nextServiceOn: z.string().nullable(),
});
export type CustomerMachine = z.infer<typeof customerMachineSchema>;

/**
 * GET /api/admin/customers/:id: the row's fields and the customer's whole page. `orders` is here the list
 * of their orders, newest first (the stable interface), and `orderCount` how many.
 */
export const customerDetailSchema = customerSummarySchema.omit({ orders: true }).extend({
  orderCount: z.number().int(),
  orders: z.array(customerOrderSchema),
  /** Every phone (normalised) and email the customer is known by, the shown ones first. */
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  machines: z.array(customerMachineSchema),
  /** Newest first. */
  notes: z.array(customerNoteSchema),
  /** A one-tap chat and call (wa.me and tel: of the shown phone). */
  whatsappUrl: z.string(),
  telUrl: z.string(),
  createdAt: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerResponseSchema = z.object({ customer: customerDetailSchema });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

export const customerParams = z.object({ id: pathId(100) });

/** POST /api/admin/customers/:id/merge: `otherId` moves into `:id` (orders, keys, notes, machines). */
export const customerMergeSchema = z.strictObject({ otherId: pathId(100) });

/** PUT /api/admin/customers/:id/tags: the whole list (duplicates dropped). */
export const customerTagsSchema = z.strictObject({
  tags: z.array(customerTagSchema).max(CUSTOMER_TAGS_MAX, CUSTOMER_MESSAGES.tooManyTags),
});

/** POST /api/admin/customers/:id/notes. */
export const customerNoteBodySchema = z.strictObject({
  text: text().trim().min(1, CUSTOMER_MESSAGES.noteEmpty).max(2000),
});

/** GET /api/admin/customers/export: the list's filters and sort, every row, as CSV. */
export const customerExportQuerySchema = customerListQuerySchema.omit({ offset: true, limit: true });
