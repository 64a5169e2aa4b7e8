/**
 * The notifications module: mail queued as `mail` jobs of the job queue (src/server/jobs) in the
 * transaction of what it reports, and the handler that sends each through the mailer (retried with
 * backoff). The orders' mail (to the shopper and to the seller) is its `OrderMailNotifier`; the seller's
 * mail when a product goes low on stock is its `LowStockMailNotifier` (the catalogue's low-stock
 * listener); the seller's mail of orders waiting for a chat is its `FollowUpAlertMailer`; the seller's
 * mail of a contact message is its `ContactMailNotifier`; account mail (verification, reset, the
 * taken-address notice) is its `AccountMailQueue`, which `app.ts` hands Better Auth as its mailer.
 */
export { AccountMailQueue } from './account-mail';
export { contactMail, ContactMailNotifier } from './contact-mail';
export { followUpAlertMail, FollowUpAlertMailer } from './follow-up-alert';
export { lowStockMail } from './low-stock-mail';
export { LowStockMailNotifier } from './low-stock-notifier';
export { createMailOutbox } from './mail-outbox';
export { mailJobHandler } from './mail-job';
export { OrderMailNotifier } from './order-mail-notifier';
export { MAIL_JOB, OutboxRepository, type QueuedMail } from './outbox.repository';
