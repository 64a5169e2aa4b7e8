import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_PATTERN } from './auth';
import { text } from './text';

export const CONTACT_SUBJECTS = [
  'product-inquiry',
  'technical-support',
  'order-status',
  'return-exchange',
  'wholesale-inquiry',
  'other',
] as const;

export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  'product-inquiry': 'Product Inquiry',
  'technical-support': 'Technical Support',
  'order-status': 'Order Status',
  'return-exchange': 'Return & Exchange',
  'wholesale-inquiry': 'Wholesale Inquiry',
  other: 'Other',
};

export const contactMessageSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: text()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  subject: z.enum(CONTACT_SUBJECTS, { message: 'Please choose a subject' }),
  message: text()
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message is too long (5,000 characters at most)'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What is kept in local storage under contact-submissions. */
export interface ContactSubmission extends ContactMessage {
  id: string;
  timestamp: string;
}

export const contactResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Contact timing of the specification: sending state lasts 1.5 s. */
export const CONTACT_SEND_DELAY_MS = 1500;

/** Contact messages for the seller's Messages view. */
export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
/** The latest messages, and how many of all messages are not handled yet (the Messages tab's count). */
export const adminContactMessagesResponseSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  notHandled: z.number().int(),
});
export type AdminContactMessages = z.infer<typeof adminContactMessagesResponseSchema>;
export const contactHandledSchema = z.strictObject({ handled: z.boolean() });
