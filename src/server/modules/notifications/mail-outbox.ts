import type { BusinessDetails } from '../../../shared/settings';
import type { MailOutboxConfig } from '../../config';
import type { Transaction } from '../../db/transaction';
import type { Mailer } from '../../mail/mailer';
import { ContactMailNotifier } from './contact-mail';
import { FollowUpAlertMailer } from './follow-up-alert';
import { LowStockMailNotifier } from './low-stock-notifier';
import { mailJobHandler } from './mail-job';
import { OrderMailNotifier } from './order-mail-notifier';
import { PaymentMailNotifier } from './payment-mail-notifier';

export interface MailOutboxOptions {
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  settings: MailOutboxConfig;
  /** Told when mail was queued: the process's job runner looks at once (after the commit, it finds it). */
  queued: () => void;
  /** The business details read in a transaction (the app's settings, with SELLER_WHATSAPP's defaults). */
  businessDetails?: (tx: Transaction) => Promise<BusinessDetails>;
}

/**
 * The durable outbox wired up: the queue's `mail` job handler (sends through the mailer, with the mail
 * backoff), the orders' notifier, the catalogue's low-stock notifier, the follow-up alert and the contact
 * page's notifier, which all
 * queue their mail as jobs in the transaction of what they report.
 */
export function createMailOutbox(options: MailOutboxOptions) {
  const { publicUrl, queued } = options;
  return {
    handler: mailJobHandler({
      mailer: options.mailer,
      retry: options.settings,
      messageIdHost: new URL(publicUrl).hostname,
      // A send must give up well before its job's lease ends, or another runner would send it again.
      sendTimeoutMs: Math.min(120_000, options.settings.leaseMs / 2),
    }),
    notifier: new OrderMailNotifier({ publicUrl, queued, businessDetails: options.businessDetails }),
    payments: new PaymentMailNotifier({ publicUrl, queued, businessDetails: options.businessDetails }),
    lowStock: new LowStockMailNotifier({ publicUrl, queued }),
    followUp: new FollowUpAlertMailer({ publicUrl, queued }),
    contact: new ContactMailNotifier({ publicUrl, queued }),
  };
}
