import type { Database } from '../../db/client';
import type { MailContent } from '../../mail/mail-templates';
import { OutboxRepository } from './outbox.repository';

/**
 * Account mail (the verification link, the reset link, the taken-address notice) queued as `mail` jobs
 * like the orders' mail, so a mail server that is down loses none of it: the job is retried until it is
 * sent. Better Auth writes its own rows in its own transaction, so each mail is queued on its own, right
 * after. The auth plugin takes it as its mailer (it has the mailer's `send`).
 */
export class AccountMailQueue {
  constructor(private readonly options: { db: Database; queued: () => void }) {}

  async send(to: string, content: MailContent): Promise<void> {
    const { subject, text, html, link } = content;
    await OutboxRepository.enqueue(this.options.db, [{ to, subject, text, html, link }]);
    this.options.queued();
  }
}
