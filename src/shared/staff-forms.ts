import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_PATTERN, PASSWORD_MAX_LENGTH } from './auth';
import { STAFF_LEVELS } from './staff';
import { text } from './text';

/**
 * The Staff section's and the activity feed's requests and answers (owners only), and the invitation's
 * public pair (read the link, accept it). The permission table itself is zod-free, in staff.ts.
 */
export const STAFF_FORM_MESSAGES = {
  levelRequired: 'Choose a staff level',
  alreadyOnTeam: 'That person is already on the team.',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask the shop owner for a new one.',
  invitationSent: 'Invitation sent.',
  joined: 'Welcome to the team. Sign in with your email and new password.',
  notOnTeam: 'That person is not on the team.',
  invitationNotFound: 'That invitation is no longer pending.',
} as const;

const staffLevel = z.enum(STAFF_LEVELS, { message: STAFF_FORM_MESSAGES.levelRequired });

export const staffInviteSchema = z.strictObject({
  name: text(AUTH_MESSAGES.nameRequired)
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .max(100, 'Name is at most 100 characters'),
  email: text(AUTH_MESSAGES.emailRequired)
    .trim()
    .min(1, { message: AUTH_MESSAGES.emailRequired, abort: true })
    .max(254, AUTH_MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail)
    .transform((email) => email.toLowerCase()),
  staffLevel,
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

export const staffLevelChangeSchema = z.strictObject({ staffLevel });
export type StaffLevelChange = z.infer<typeof staffLevelChangeSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  staffLevel: staffLevel,
  joinedAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  staffLevel: staffLevel,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListResponseSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** The invitation a link carries, as the join page shows it before the password is set. */
export const invitationViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  staffLevel: staffLevel,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationTokenSchema = text()
  .min(20, STAFF_FORM_MESSAGES.invitationInvalid)
  .max(100, STAFF_FORM_MESSAGES.invitationInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, STAFF_FORM_MESSAGES.invitationInvalid);

export const invitationAcceptSchema = z.strictObject({
  token: invitationTokenSchema,
  name: text(AUTH_MESSAGES.nameRequired)
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .max(100, 'Name is at most 100 characters'),
  password: text(AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

/** The kinds of the activity feed: what a change was about. */
export const ACTIVITY_KINDS = [
  'products',
  'prices',
  'stock',
  'orders',
  'customers',
  'settings',
  'staff',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  products: 'Products',
  prices: 'Prices',
  stock: 'Stock',
  orders: 'Orders',
  customers: 'Customers',
  settings: 'Settings',
  staff: 'Staff',
};

export const ACTIVITY_PAGE_SIZE = 50;

export const activityQuerySchema = z.object({
  actor: text().max(200).optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  /** The `cursor` of the previous page's answer: entries strictly older. */
  before: text().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** What was acted on: a product's name, an order's reference, a person, a settings section. */
  subject: z.string(),
  /** Where the subject is seen in the admin, when it has a page. */
  link: z.string().nullable(),
  /** Field -> before and after. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  cursor: z.string().nullable(),
  /** Everyone who appears in the feed, for the person filter. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
