/**
 * The notifications module: mail queued as `mail` jobs of the job queue (src/server/jobs) in the
 * transaction of what it reports, and the handler that sends each through the mailer (retried with
 * backoff). `registerNotifications` answers what the other parts tell: the orders' mail (to the shopper
 * and to the seller), the seller's mail when a product goes low on stock (the catalogue's low-stock
 * listener), of orders waiting for a chat and of a contact message, and a queue for a mail of one's own
 * (the staff's invitations), and the ledger's `paymentNotifier` (a payment received, a proof rejected). Account mail (verification, reset, the taken-address notice) is its
 * `AccountMailQueue`, which `app.ts` hands Better Auth as its mailer.
 */
export { AccountMailQueue } from './account-mail';
export { PaymentMailNotifier } from './payment-mail-notifier';
export { registerNotifications, type NotificationsModule } from './register';
