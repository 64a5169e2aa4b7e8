import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '../../../shared/contact';
import type { ContactMessageRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Facts } from './facts-table';
import type { OrderMail } from './order-mails';
import { queueSellerMail } from './seller-addresses';
import { sellerNotice } from './seller-notice';

/** The subject as the contact form shows it ('Product Inquiry'), or the stored text if unknown. */
function subjectLabel(subject: string): string {
  const known = CONTACT_SUBJECTS.find((value) => value === subject);
  return known ? CONTACT_SUBJECT_LABELS[known] : subject;
}

type ContactMessage = Pick<ContactMessageRow, 'name' | 'email' | 'subject' | 'message'>;

/** To the seller when a shopper writes through the contact page: who, about what, the message and a link. */
export function contactMail(
  message: ContactMessage,
  context: { shopName: string; publicUrl: string },
): OrderMail {
  const link = `${context.publicUrl}/admin/messages?show=not-handled`;
  const about = subjectLabel(message.subject);
  const subject = `${context.shopName}: New message from ${message.name}: ${about}`;
  const facts: Facts = [
    ['From', message.name],
    ['Email', message.email],
    ['Subject', about],
  ];
  return sellerNotice({
    subject,
    shopName: context.shopName,
    intro: `${message.name} sent a message through the contact page:`,
    facts,
    quote: message.message,
    action: { label: 'Open Messages', link },
    outro: 'Reply to the sender by email, then mark the message as handled in Messages.',
  });
}

/**
 * The seller's mail of a contact message, queued in the outbox in the transaction that stores the
 * message: to the business email, or, until one is saved, the staff who may read messages (a storekeeper
 * sees no customers' details).
 */
export class ContactMailNotifier {
  constructor(private readonly options: { publicUrl: string; queued?: () => void }) {}

  async received(tx: Transaction, message: ContactMessage): Promise<void> {
    const { publicUrl } = this.options;
    await queueSellerMail(tx, (shopName) => contactMail(message, { shopName, publicUrl }), 'messages.view');
    this.options.queued?.();
  }
}
