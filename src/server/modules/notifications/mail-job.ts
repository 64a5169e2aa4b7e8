import { z } from 'zod';
import type { Mailer } from '../../mail/mailer';
import { untilAborted, type JobHandler, type RetryPolicy } from '../../jobs';
import { MAIL_JOB } from './outbox.repository';

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string().optional(),
});

/**
 * The queue's `mail` jobs: each sends one queued mail through the mailer, outside any transaction. A
 * failure (the mail server down or slow) is retried with the shop's mail backoff (`MAIL_RETRY_*`).
 */
export function mailJobHandler(options: {
  mailer: Pick<Mailer, 'send'>;
  retry: RetryPolicy;
  /** A send that takes longer counts as failed (default 2 minutes; below the lease). */
  sendTimeoutMs?: number;
  /** The host part of each mail's Message-ID (PUBLIC_URL's host). */
  messageIdHost: string;
}): JobHandler {
  return {
    kind: MAIL_JOB,
    retry: options.retry,
    timeoutMs: options.sendTimeoutMs ?? 2 * 60_000,
    run: async (job) => {
      const mail = mailPayload.parse(job.payload);
      job.signal.throwIfAborted();
      // A send cannot be taken back once the server has the mail: when the job's time is up the handler
      // stops waiting for it (the attempt fails and is retried), and a mail that did go out is the same
      // message the next time, by its Message-ID.
      await untilAborted(
        options.mailer.send(
          mail.to,
          { subject: mail.subject, text: mail.text, html: mail.html, link: mail.link ?? '' },
          // One Message-ID per mail job: a mail sent again (its runner died before marking it done) is the
          // same message, which the receiving mail store keeps once.
          { messageId: `<${job.id}@${options.messageIdHost}>` },
        ),
        job.signal,
      );
    },
  };
}
