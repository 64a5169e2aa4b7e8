import type { MailOutboxRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { nextRetry, type RetryPolicy } from './backoff';
import type { OutboxRepository } from './outbox.repository';

export interface OutboxLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxSenderOptions {
  repository: OutboxRepository;
  mailer: Pick<Mailer, 'send'>;
  log: OutboxLog;
  /** How often it looks for due mail when nothing wakes it. */
  intervalMs: number;
  retry: RetryPolicy;
  /** Mails claimed at once (default 10). */
  batchSize?: number;
  /** How long a claimed mail is this sender's before another may try it (default 5 minutes). */
  leaseMs?: number;
  /** A send that takes longer counts as failed (default 2 minutes; below the lease). */
  sendTimeoutMs?: number;
  /** The host part of each mail's Message-ID (PUBLIC_URL's host). */
  messageIdHost?: string;
}

/** How long closing the server waits for the mail being sent. */
const STOP_WAIT_MS = 5_000;

const ADDRESS = /[^\s<>@"',;:]+@[^\s<>@"',;:]+/g;

/** What a failure says, without any address (for the log and `last_error`). */
export function describeMailError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const text = `${typeof code === 'string' ? `${code}: ` : ''}${message}`.replace(ADDRESS, '<address>');
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server in ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the outbox's mail from inside the server process: it wakes every `intervalMs`, and at once when
 * mail is queued (`kick`), claims a small batch of due mails and sends each through the mailer. A
 * failure is retried with exponential backoff and given up after the last attempt. Several senders (one
 * per server process) share the outbox without sending a mail twice: see `OutboxRepository.claimDue`.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly sendTimeoutMs: number;

  constructor(private readonly options: OutboxSenderOptions) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 2 * 60_000;
  }

  /** Starts the timer and sends what is already due. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.drain();
  }

  /** Mail was queued: look now (what is not committed yet is found by the next wake-up). */
  kick(): void {
    if (!this.stopped) void this.drain();
  }

  /**
   * Stops the timer and waits for the batch in hand, at most `STOP_WAIT_MS` (a mail server that does not
   * answer must not hold the shutdown: a mail left claimed is tried again when its lease ends).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  /**
   * Sends every due mail, batch after batch; resolves when the outbox has nothing due. A call during a
   * run makes that run look once more, and resolves with it.
   */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.run().finally(() => {
      this.running = undefined;
      // A kick that came as the run ended: look once more rather than wait for the timer.
      if (this.again && !this.stopped) void this.drain();
      else this.schedule();
    });
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), this.options.intervalMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      let batch: MailOutboxRow[];
      try {
        batch = await this.options.repository.claimDue(this.batchSize, this.leaseMs);
      } catch (error) {
        this.options.log.error({ error: describeMailError(error) }, 'mail outbox: could not read due mail');
        return;
      }
      for (const mail of batch) await this.deliver(mail);
      if (batch.length === this.batchSize) this.again = true;
    } while (this.again && !this.stopped);
  }

  private async deliver(mail: MailOutboxRow): Promise<void> {
    const { repository, mailer, log, retry } = this.options;
    try {
      await withTimeout(
        mailer.send(
          mail.toAddress,
          { subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? '', link: '' },
          // One Message-ID per outbox row: a mail sent again (its sender died before it was marked
          // sent) is the same message, which the receiving mail store keeps once.
          { messageId: `<${mail.id}@${this.options.messageIdHost ?? 'garagepro.ng'}>` },
        ),
        this.sendTimeoutMs,
      );
    } catch (error) {
      const retryInMs = nextRetry(mail.attempts, retry);
      const reason = describeMailError(error);
      // The id, the attempt and the reason; never the address (or the body).
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryInMs, error: reason },
        retryInMs === null ? 'mail given up after its last attempt' : 'mail not sent; will retry',
      );
      await repository.markAttemptFailed(mail.id, reason, retryInMs).catch((failure: unknown) => {
        log.error({ mailId: mail.id, error: describeMailError(failure) }, 'mail outbox: could not record');
      });
      return;
    }
    await repository.markSent(mail.id).catch((failure: unknown) => {
      log.error({ mailId: mail.id, error: describeMailError(failure) }, 'mail outbox: could not record');
    });
  }
}
