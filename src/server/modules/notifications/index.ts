/**
 * The notifications module: mail queued in a durable outbox (`mail_outbox`) in the transaction of what it
 * reports, and a sender in the server process that sends it through the mailer and retries with backoff.
 * The orders' mail (to the shopper and to the seller) is its `OrderMailNotifier`; the seller's mail when
 * a product goes low on stock is its `LowStockMailNotifier` (the catalogue's low-stock listener).
 */
export { DEFAULT_RETRY_POLICY, nextRetry, retryDelayMs, type RetryPolicy } from './backoff';
export { lowStockMail } from './low-stock-mail';
export { LowStockMailNotifier } from './low-stock-notifier';
export { createMailOutbox } from './mail-outbox';
export { OrderMailNotifier } from './order-mail-notifier';
export { OutboxRepository, type QueuedMail } from './outbox.repository';
export { OutboxSender } from './outbox-sender';
