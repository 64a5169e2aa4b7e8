import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '../../../../shared/contact';
import type { AdminContactMessage } from '../../../../shared/contact';
import { formatDateTime } from '../../../lib/format-date';
import { oneOf } from '../common/search-filters';

/** The messages page's filter, in the search of `/admin/messages` as `show` (`all` is left out). */
export const MESSAGE_FILTERS = ['all', 'not-handled', 'handled'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = {
  all: 'All',
  'not-handled': 'Not handled',
  handled: 'Handled',
};

export function parseMessageFilters(params: URLSearchParams): { show: MessageFilter } {
  return { show: oneOf(params, 'show', MESSAGE_FILTERS, 'all') };
}

/** The subject as the contact form shows it ('Product Inquiry'), or the stored text if unknown. */
export function subjectLabel(subject: string): string {
  const known = CONTACT_SUBJECTS.find((value) => value === subject);
  return known ? CONTACT_SUBJECT_LABELS[known] : subject;
}

/** The name of a message's article: 'Product Inquiry from Ada Obi'. */
export function messageTitle(message: Pick<AdminContactMessage, 'subject' | 'name'>): string {
  return `${subjectLabel(message.subject)} from ${message.name}`;
}

export function isHandled(message: Pick<AdminContactMessage, 'handledAt'>): boolean {
  return message.handledAt !== null;
}

export function filterMessages(messages: AdminContactMessage[], show: MessageFilter): AdminContactMessage[] {
  if (show === 'all') return messages;
  const wanted = show === 'handled';
  return messages.filter((message) => isHandled(message) === wanted);
}

/** The toggle's visible text and its name, which starts with that text (label in name) and says whose message it is. */
export function handledToggle(message: Pick<AdminContactMessage, 'name' | 'handledAt'>) {
  const handled = isHandled(message);
  return {
    next: !handled,
    text: handled ? 'Mark as not handled' : 'Mark as handled',
    label: `${handled ? 'Mark as not handled' : 'Mark as handled'}: message from ${message.name}`,
  };
}

/** "Handled by Ada Admin on 5 Jan 2026, 14:30" (the name when the server knows it). */
export function handledText(message: Pick<AdminContactMessage, 'handledAt' | 'handledBy'>): string | null {
  if (message.handledAt === null) return null;
  const by = message.handledBy ? ` by ${message.handledBy}` : '';
  return `Handled${by} on ${formatDateTime(message.handledAt)}`;
}

export function handledToast(handled: boolean): string {
  return handled ? 'Message marked as handled' : 'Message marked as not handled';
}

/** The count line under the filter. */
export function messageCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} messages`;
}
