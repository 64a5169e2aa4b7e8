import type { FastifyBaseLogger } from 'fastify';
import { orderPath } from '../../../../shared/order-status';
import {
  amountAskedKobo,
  depositDueKobo,
  type PaymentProvider,
  type PayPart,
} from '../../../../shared/payments';
import type { Database } from '../../../db/client';
import type { PaymentAttemptRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { describeJobError, enqueueJobs, type JobHandler } from '../../../jobs';
import { ledgerFigures, OrdersRepository } from '../../orders';
import type { Ledger } from '../ledger';
import { AttemptsRepository, GIVE_UP_MS } from './attempts.repository';
import { ProviderError, type ProviderClient, type Verification } from './provider-client';

/** The job that verifies a transaction a webhook reported (one pending per provider and reference). */
export const VERIFY_JOB = 'payments.verify';
/** The periodic job that verifies attempts whose webhook never came. */
export const RECOVER_JOB = 'payments.recover';

/** Our own references only: `<order reference>-P<n>`. */
const ATTEMPT_REFERENCE = /^GE-\d{4,9}-P\d{1,6}$/;
/** A duplicate reference (a database restored from a backup) is tried again with the next number. */
const DUPLICATE_TRIES = 3;

export interface OnlinePaymentsDependencies {
  db: Database;
  /** The providers configured (their secrets set). */
  clients: Partial<Record<PaymentProvider, ProviderClient>>;
  /** The provider shoppers pay through now (the owner's pick when both are configured). */
  activeProvider: () => PaymentProvider | null;
  ledger: Ledger;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Wakes the job runner (a webhook's job runs at once). */
  kickJobs: () => void;
}

/** What a webhook came to. */
export type WebhookOutcome = 'unauthorised' | 'ignored' | 'queued';

/**
 * Paying online (decision 053): a fresh attempt per visit of the pay link, started at the provider outside
 * any transaction; every report of a payment (webhook, the shopper's return, the recovery job) verified
 * with the provider and credited by the ledger, whose unique (provider, reference) credits it once.
 */
export class OnlinePayments {
  private readonly attempts: AttemptsRepository;

  constructor(private readonly deps: OnlinePaymentsDependencies) {
    this.attempts = new AttemptsRepository(deps.db);
  }

  /** The order's status page, with a flag the page reads (`?payment=unavailable`). */
  statusPage(reference: string, payment?: 'unavailable'): string {
    return `${orderPath(reference)}${payment ? `?payment=${payment}` : ''}`;
  }

  /**
   * Starts paying what the order asks now (or the part chosen) at the active provider; the address the
   * shopper goes to: the provider's page, or the status page when nothing can be paid online now.
   */
  async start(reference: string, part: PayPart | undefined): Promise<string> {
    const provider = this.deps.activeProvider();
    const client = provider ? this.deps.clients[provider] : undefined;
    if (!provider || !client) return this.statusPage(reference);
    for (let tries = 1; ; tries++) {
      const started = await this.newAttempt(reference, provider, part);
      if (!started) return this.statusPage(reference);
      const { attempt, customer } = started;
      try {
        const { checkoutUrl } = await client.initialise({
          reference: attempt.reference,
          amountKobo: attempt.amountKobo,
          ...customer,
          returnUrl: `${this.deps.publicUrl}${orderPath(reference)}`,
          orderReference: reference,
        });
        await this.attempts.setPending(attempt.id, checkoutUrl);
        return checkoutUrl;
      } catch (error) {
        const detail = error instanceof ProviderError ? error.message : describeJobError(error);
        await this.attempts.setClosed(attempt.id, 'failed', `not started: ${detail}`);
        this.deps.log.warn(
          { provider, attempt: attempt.reference, error: detail },
          'payments: the provider did not start a payment',
        );
        const duplicate = error instanceof ProviderError && /duplicate/i.test(error.message);
        if (!duplicate || tries >= DUPLICATE_TRIES) return this.statusPage(reference, 'unavailable');
      }
    }
  }

  /** Under the order's row lock: the attempt (number max + 1) for what is asked now, or null. */
  private newAttempt(reference: string, provider: PaymentProvider, part: PayPart | undefined) {
    return inTransaction(this.deps.db, async (tx) => {
      const orders = new OrdersRepository(tx);
      const order = await orders.lockByReference(reference);
      if (!order || order.status !== 'confirmed') return null;
      const figures = ledgerFigures(order, await orders.paymentsOf([order.id]));
      const amountKobo = amountAskedKobo(figures, part);
      if (amountKobo <= 0) return null;
      const attempt = await new AttemptsRepository(tx).insert({
        orderId: order.id,
        orderReference: order.reference,
        provider,
        part: part ?? (depositDueKobo(figures) > 0 ? 'deposit' : 'balance'),
        amountKobo,
      });
      return {
        attempt,
        customer: {
          email: order.email,
          name: `${order.firstName} ${order.lastName}`.trim(),
          phone: order.phone,
        },
      };
    });
  }

  /**
   * Verifies the attempt with its provider and credits it when paid as asked (NGN, the amount asked):
   * the webhook's job, the shopper's return and the recovery job all come here. Answers the attempt's
   * status after, or null for a reference that is not ours. Throws a ProviderError when the provider
   * cannot be asked (the job tries again).
   */
  async settle(reference: string): Promise<PaymentAttemptRow['status'] | null> {
    const attempt = await this.attempts.findByReference(reference);
    if (!attempt) return null;
    if (attempt.status === 'paid') return 'paid';
    const client = this.deps.clients[attempt.provider as PaymentProvider];
    if (!client) return attempt.status;
    return this.apply(attempt, await client.verify(attempt.reference));
  }

  private async apply(
    attempt: PaymentAttemptRow,
    verification: Verification,
  ): Promise<PaymentAttemptRow['status']> {
    if (verification.state === 'unknown' || verification.state === 'pending') return attempt.status;
    if (verification.state === 'failed') {
      await this.attempts.setClosed(attempt.id, 'failed', verification.detail);
      return 'failed';
    }
    const problem = mismatch(attempt, verification);
    if (problem) {
      await this.attempts.setClosed(attempt.id, 'failed', problem);
      this.deps.log.warn(
        { attempt: attempt.reference, problem },
        'payments: a transaction was not credited: it is not what was asked',
      );
      return 'failed';
    }
    const provider = attempt.provider as PaymentProvider;
    const credited = await inTransaction(this.deps.db, async (tx) => {
      const attempts = new AttemptsRepository(tx);
      const locked = await attempts.lockByReference(attempt.reference);
      if (!locked || locked.status === 'paid') return false;
      const result = await this.deps.ledger.creditOnline(tx, {
        orderId: attempt.orderId,
        provider,
        reference: attempt.reference,
        amountKobo: verification.amountKobo,
        paidAt: verification.paidAt,
        providerTransactionId: verification.transactionId,
      });
      await attempts.setPaid(attempt.id);
      return result.credited;
    });
    if (credited)
      this.deps.log.info(
        { attempt: attempt.reference, provider },
        'payments: an online payment was credited',
      );
    return 'paid';
  }

  /**
   * A webhook: its signature checked on the raw bytes, then the verification queued as a job (one
   * pending per provider and reference) and the provider answered at once. Only payment events count.
   */
  async receive(
    provider: PaymentProvider,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookOutcome> {
    const client = this.deps.clients[provider];
    if (!client || !client.signedBy(rawBody, headers)) return 'unauthorised';
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return 'ignored';
    }
    const reference = client.webhookReference(body);
    if (!reference || !ATTEMPT_REFERENCE.test(reference)) return 'ignored';
    await enqueueJobs(this.deps.db, [
      { kind: VERIFY_JOB, payload: { provider, reference }, uniqueKey: `payment:${provider}:${reference}` },
    ]);
    this.deps.kickJobs();
    return 'queued';
  }

  /**
   * The recovery job's turn: the attempts due a check (pending ones on their backoff, ones stuck
   * starting) verified again; a pending one still unpaid after 24 hours is abandoned.
   */
  async recover(signal?: AbortSignal): Promise<{ checked: number }> {
    const due = await this.attempts.claimDue(50);
    for (const attempt of due) {
      if (signal?.aborted) break;
      const client = this.deps.clients[attempt.provider as PaymentProvider];
      try {
        const verification = client
          ? await client.verify(attempt.reference)
          : ({ state: 'unknown' } as const);
        const status = await this.apply(attempt, verification);
        if (status === 'starting' && verification.state === 'unknown') {
          await this.attempts.setClosed(attempt.id, 'failed', 'not started: the provider never answered');
        } else if (status === 'starting' && verification.state === 'pending') {
          // Started at the provider by a process that stopped before it knew: checked like the others.
          await this.attempts.setPending(attempt.id, null);
        } else if (
          (status === 'pending' || status === 'starting') &&
          Date.now() - attempt.createdAt.getTime() >= GIVE_UP_MS
        ) {
          await this.attempts.setClosed(attempt.id, 'abandoned', 'still unpaid after 24 hours');
        }
      } catch (error) {
        this.deps.log.warn(
          { attempt: attempt.reference, error: describeJobError(error) },
          'payments: a pending payment could not be checked; it is checked again later',
        );
      }
    }
    return { checked: due.length };
  }

  /** The jobs: a webhook's verification, and the periodic recovery. */
  jobs(recoveryEveryMs: number): JobHandler[] {
    return [
      {
        kind: VERIFY_JOB,
        // The provider down: tried again soon, then less often; the recovery job is the backstop.
        retry: { retryBaseMs: 5_000, retryMaxMs: 10 * 60_000, maxAttempts: 12 },
        timeoutMs: 60_000,
        run: async (job) => {
          const reference = String(job.payload.reference ?? '');
          await this.settle(reference);
        },
      },
      {
        kind: RECOVER_JOB,
        everyMs: recoveryEveryMs,
        timeoutMs: 5 * 60_000,
        run: async (job) => {
          await this.recover(job.signal);
        },
      },
    ];
  }
}

/** Why a verified transaction is not the one asked for (another currency, another amount), or null. */
function mismatch(
  attempt: PaymentAttemptRow,
  verification: Extract<Verification, { state: 'success' }>,
): string | null {
  if (verification.reference !== attempt.reference) return `reference ${verification.reference}`;
  if (verification.currency !== 'NGN') return `currency ${verification.currency.slice(0, 10)}`;
  if (!Number.isInteger(verification.amountKobo) || verification.amountKobo < attempt.amountKobo)
    return 'underpaid';
  if (verification.amountKobo !== attempt.amountKobo) return 'amount differs from the amount asked';
  return null;
}
