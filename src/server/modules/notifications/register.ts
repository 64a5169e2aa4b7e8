import type { FastifyInstance } from 'fastify';
import type { MailOutboxConfig } from '../../config';
import type { ContactMessageRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { JobRunner } from '../../jobs';
import type { LowStockProduct } from '../catalog';
import type { SettingsService } from '../settings';
import { createMailOutbox } from './mail-outbox';
import { OutboxRepository, type QueuedMail } from './outbox.repository';

export interface NotificationsNeeds {
  publicUrl: string;
  outbox: MailOutboxConfig;
  jobs: JobRunner;
  /** The business details the orders' mails print, read in the order's transaction. */
  settings: Pick<SettingsService, 'inTransaction'>;
}

/**
 * The shop's mail, queued as `mail` jobs in the transaction of what it reports and sent by the job
 * runner through the app's mailer. Answers the notifiers the other parts tell, and the queue for a mail of their own.
 */
export function registerNotifications(
  app: FastifyInstance,
  { publicUrl, outbox, jobs, settings }: NotificationsNeeds,
) {
  const mail = createMailOutbox({
    mailer: app.mailer,
    publicUrl,
    settings: outbox,
    queued: () => jobs.kick(),
    businessDetails: (tx) => settings.inTransaction(tx).businessDetails(),
  });
  jobs.register(mail.handler);
  return {
    /** The shopper's and the seller's mails of an order placed or moved. */
    orders: mail.notifier,
    /**
     * The ledger's mails (the `PaymentNotifier` registerPayments is given): a payment received (the shopper,
     * and the seller for an online one) and a proof of transfer rejected.
     */
    paymentNotifier: mail.payments,
    /** The seller's mail when a product goes below its low-stock threshold. */
    lowStockCrossed: (tx: Transaction, product: LowStockProduct) => mail.lowStock.crossed(tx, product),
    /** The seller's mail of orders waiting for a chat. */
    followUp: mail.followUp,
    /** The seller's mail of a message from the contact page. */
    contactReceived: (tx: Transaction, message: ContactMessageRow) => mail.contact.received(tx, message),
    /** Queues one mail in the caller's transaction (the job runner is woken after the commit). */
    queue: (tx: Transaction, message: QueuedMail) => OutboxRepository.enqueue(tx, [message]),
  };
}

export type NotificationsModule = ReturnType<typeof registerNotifications>;
