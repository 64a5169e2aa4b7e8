import { z } from 'zod';

/**
 * The desk's "Waiting for a chat" (GET /api/admin/orders/waiting?hours=2): orders still awaiting
 * confirmation placed more than `hours` ago, oldest first, each with a WhatsApp link that opens a
 * follow-up to the customer, and the last "followed up" mark (POST /api/admin/orders/:reference/follow-up).
 */
export const FOLLOW_UP_HOURS_DEFAULT = 2;
export const FOLLOW_UP_HOURS_MIN = 1;
export const FOLLOW_UP_HOURS_MAX = 168;
/** At most this many orders in the list (the oldest). */
export const WAITING_LIMIT = 200;

export const FOLLOW_UP_MESSAGES = {
  hours: `Hours must be a whole number from ${FOLLOW_UP_HOURS_MIN} to ${FOLLOW_UP_HOURS_MAX}`,
  notAwaiting: 'This order is no longer awaiting confirmation: there is nothing to follow up.',
} as const;

export const waitingHoursSchema = z.coerce
  .number({ message: FOLLOW_UP_MESSAGES.hours })
  .int(FOLLOW_UP_MESSAGES.hours)
  .min(FOLLOW_UP_HOURS_MIN, FOLLOW_UP_MESSAGES.hours)
  .max(FOLLOW_UP_HOURS_MAX, FOLLOW_UP_MESSAGES.hours);

export const waitingQuerySchema = z.object({ hours: waitingHoursSchema.default(FOLLOW_UP_HOURS_DEFAULT) });
export type WaitingQuery = z.infer<typeof waitingQuerySchema>;

export const followUpMarkSchema = z.object({ at: z.string(), by: z.string() });
export type FollowUpMark = z.infer<typeof followUpMarkSchema>;

export const waitingOrderSchema = z.object({
  reference: z.string(),
  customerName: z.string(),
  /** As people read it ("+234 803 555 0100"); empty when the customer gave none the shop can read. */
  phone: z.string(),
  total: z.number(),
  placedAt: z.string(),
  /** Whole minutes since the order was placed, when the answer was made. */
  waitingMinutes: z.number().int().min(0),
  followedUp: followUpMarkSchema.nullable(),
  /** wa.me link with the prefilled follow-up; null without a readable phone. */
  whatsappUrl: z.string().nullable(),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const waitingResponseSchema = z.object({
  hours: z.number().int(),
  orders: z.array(waitingOrderSchema),
});
export type WaitingResponse = z.infer<typeof waitingResponseSchema>;

export const followUpResponseSchema = z.object({ reference: z.string(), followedUp: followUpMarkSchema });
export type FollowUpResponse = z.infer<typeof followUpResponseSchema>;
