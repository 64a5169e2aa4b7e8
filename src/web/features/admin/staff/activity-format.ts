import { formatNaira } from '../../../../shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../shared/order-status';
import { STAFF_LEVEL_LABELS, type StaffLevel } from '../../../../shared/staff';
import type { ActivityEntry } from '../../../../shared/staff-forms';
import { fieldWords } from '../common/field-words';
import { actionLabel, changeLines } from '../common/history-format';

/** How one entry of the activity feed reads: a sentence, and the fields it changed (before and after). */
export interface ActivityLine {
  summary: string;
  changes: { label: string; from: string; to: string }[];
}

const level = (value: unknown) =>
  typeof value === 'string' && value in STAFF_LEVEL_LABELS
    ? STAFF_LEVEL_LABELS[value as StaffLevel]
    : '(none)';
const status = (value: unknown) =>
  typeof value === 'string' && value in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[value as OrderStatus] : '';

const ORDER_ACTIONS: Record<string, string> = {
  note: 'Added a staff note to',
  adjustment: 'Adjusted the prices of',
  payment: 'Recorded the payment of',
  follow_up: 'Followed up',
};

const STAFF_ACTIONS: Record<string, (entry: ActivityEntry) => string> = {
  invited: (entry) => `Invited ${entry.subject} as ${level(entry.changes.staffLevel?.to)}`,
  invitation_revoked: (entry) => `Withdrew the invitation to ${entry.subject}`,
  joined: (entry) => `Joined the team as ${level(entry.changes.staffLevel?.to)}`,
  level_changed: (entry) =>
    `Changed ${entry.subject} from ${level(entry.changes.staffLevel?.from)} to ${level(entry.changes.staffLevel?.to)}`,
  removed: (entry) => `Removed ${entry.subject} from the team`,
  // An owner's acts through the account service's own admin endpoints (decision 035).
  account_created: (entry) => `Created the account ${entry.subject}`,
  account_updated: (entry) => `Changed the account ${entry.subject}`,
  account_removed: (entry) => `Deleted the account ${entry.subject}`,
  password_set: (entry) => `Set a new password for ${entry.subject}`,
  account_banned: (entry) => `Banned ${entry.subject}`,
  account_unbanned: (entry) => `Lifted the ban on ${entry.subject}`,
  session_revoked: (entry) => `Signed ${entry.subject} out of one session`,
  sessions_revoked: (entry) => `Signed ${entry.subject} out everywhere`,
};

/** The account fields an owner may change through the account service, as the feed names them. */
const ACCOUNT_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  emailVerified: 'Email verified',
};

/** The business details' fields as the settings form names them. */
const SETTINGS_LABELS: Record<string, string> = {
  tradingName: 'Trading name',
  address: 'Address',
  rcNumber: 'RC number',
  phone: 'Phone',
  otherPhone: 'Other phone',
  email: 'Email',
  bankName: 'Bank name',
  accountName: 'Account name',
  accountNumber: 'Account number (NUBAN)',
  proformaValidityDays: 'Proforma validity (days)',
  searchWordsAdded: 'Search words added',
  searchWordsRemoved: 'Search words removed',
};

const ADJUSTMENT_LABELS: Record<string, string> = {
  delivery: 'Delivery fee',
  installation: 'Installation fee',
  discount: 'Discount',
};

/** An order adjustment's fields: a line's price (`price:0` is the first line), the fees, the discount. */
function adjustmentLabel(field: string): string {
  const line = /^price:(\d+)$/.exec(field);
  if (line) return `Line ${Number(line[1]) + 1} price`;
  return ADJUSTMENT_LABELS[field] ?? fieldWords(field);
}

/** An adjustment's amount: naira written as digits, blank for a delivery quoted on WhatsApp. */
function adjustmentAmount(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Quoted on WhatsApp';
  const naira = Number(value);
  return Number.isFinite(naira) ? formatNaira(naira) : String(value);
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function activityLine(entry: ActivityEntry): ActivityLine {
  switch (entry.kind) {
    case 'products':
    case 'prices':
    case 'stock':
      return {
        summary: `${actionLabel(entry.action as Parameters<typeof actionLabel>[0])}: ${entry.subject}`,
        changes: changeLines({ changes: entry.changes }).filter((line) => line.field !== 'updatedAt'),
      };
    case 'orders': {
      if (entry.action === 'status') {
        const move = entry.changes.status;
        return {
          summary: `Moved order ${entry.subject} from ${status(move?.from)} to ${status(move?.to)}`,
          changes: [],
        };
      }
      const adjustment = entry.action === 'adjustment';
      return {
        summary: `${ORDER_ACTIONS[entry.action] ?? 'Changed'} order ${entry.subject}`,
        changes: Object.entries(entry.changes).map(([field, change]) => ({
          label: adjustment ? adjustmentLabel(field) : fieldWords(field),
          from: adjustment ? adjustmentAmount(change.from) : plain(change.from),
          to: adjustment ? adjustmentAmount(change.to) : plain(change.to),
        })),
      };
    }
    case 'customers':
      // The customer book's merges (decision 055): the merged customer went into the subject.
      return {
        summary:
          entry.action === 'merged'
            ? `Merged the customer ${plain(entry.changes.customer?.from)} into ${entry.subject}`
            : `Changed the customer ${entry.subject}`,
        changes: [],
      };
    case 'settings': {
      // A delivery fee is naira; blank means it is quoted on WhatsApp.
      const fee = (value: unknown) => (typeof value === 'number' ? formatNaira(value) : 'Quoted');
      const fees = entry.subject === 'Delivery fees';
      const show = fees ? fee : plain;
      return {
        summary: `Saved the ${entry.subject.toLowerCase()}`,
        changes: Object.entries(entry.changes).map(([field, change]) => ({
          // A delivery fee's field is its state's name.
          label: fees ? field : (SETTINGS_LABELS[field] ?? fieldWords(field)),
          from: show(change.from),
          to: show(change.to),
        })),
      };
    }
    case 'staff':
      return {
        summary: (STAFF_ACTIONS[entry.action] ?? (() => entry.action))(entry),
        // A level's move is in the sentence; an account's changed name or address is listed.
        changes: Object.entries(entry.changes)
          .filter(([field]) => field !== 'staffLevel')
          .map(([field, change]) => ({
            label: ACCOUNT_FIELD_LABELS[field] ?? field,
            from: plain(change.from),
            to: plain(change.to),
          })),
      };
  }
}
