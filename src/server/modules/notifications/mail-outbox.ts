import type { MailOutboxConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { LowStockMailNotifier } from './low-stock-notifier';
import { OrderMailNotifier } from './order-mail-notifier';
import { OUTBOX_CHANNEL, OutboxRepository } from './outbox.repository';
import { OutboxSender, type OutboxLog } from './outbox-sender';

export interface MailOutboxOptions {
  database: DatabaseHandle;
  mailer: Pick<Mailer, 'send'>;
  log: OutboxLog;
  publicUrl: string;
  settings: MailOutboxConfig;
}

/**
 * The durable outbox wired up: a sender over the database and the mailer, woken by the commit of queued
 * mail (NOTIFY, from any process on PostgreSQL; in this process also at once), the orders' notifier
 * that queues their mail, and the catalogue's low-stock notifier. Call `sender.start()` when the server
 * is ready and `sender.stop()` on close.
 */
export async function createMailOutbox(options: MailOutboxOptions) {
  const { settings } = options;
  const sender = new OutboxSender({
    repository: new OutboxRepository(options.database.db),
    mailer: options.mailer,
    log: options.log,
    intervalMs: settings.intervalMs,
    retry: settings,
    leaseMs: settings.leaseMs,
    messageIdHost: new URL(options.publicUrl).hostname,
    // A send must give up well before its lease ends, or another sender would send the mail again.
    sendTimeoutMs: settings.leaseMs === undefined ? undefined : Math.min(120_000, settings.leaseMs / 2),
  });
  await options.database.listen(OUTBOX_CHANNEL, () => sender.kick());
  const queued = () => sender.kick();
  const notifier = new OrderMailNotifier({ publicUrl: options.publicUrl, queued });
  const lowStock = new LowStockMailNotifier({ publicUrl: options.publicUrl, queued });
  return { sender, notifier, lowStock };
}
