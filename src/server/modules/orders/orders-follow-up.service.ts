import { randomUUID } from 'node:crypto';
import { followUpMessage } from '../../../shared/checkout';
import { AppError } from '../../../shared/errors';
import {
  FOLLOW_UP_HOURS_DEFAULT,
  FOLLOW_UP_HOURS_MAX,
  FOLLOW_UP_MESSAGES,
  WAITING_LIMIT,
  type FollowUpResponse,
  type WaitingOrder,
  type WaitingResponse,
} from '../../../shared/follow-up';
import { koboToNaira } from '../../../shared/money';
import { ORDER_REFERENCE_PATTERN } from '../../../shared/order-status';
import { formatPhone, normalisePhone } from '../../../shared/phone';
import { whatsappLink } from '../../../shared/shop';
import type { OrderRow } from '../../db/schema';
import type { JobHandler } from '../../jobs';
import type { Transaction } from '../../db/transaction';
import type { Actor } from '../catalog';
import { followedUpMark, statusUrl, type OrderLinks } from './order-mapper';
import { ORDER_MESSAGES } from './order-messages';
import type { OrdersRepository } from './orders.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Told of orders that went past the follow-up threshold, inside the transaction that marks them, so
 * each order is named once (the notifications module mails the seller).
 */
export interface FollowUpAlert {
  waiting(tx: Transaction, orders: readonly WaitingOrder[]): Promise<void>;
}

/** The alert names orders placed within this many hours (older ones were there before it existed). */
const ALERT_WINDOW_HOURS = FOLLOW_UP_HOURS_MAX;
/** Orders named in one alert at most; the rest wait for the next turn. */
const ALERT_LIMIT = 50;

/**
 * "Waiting for a chat": the orders a customer handed to WhatsApp and nobody has confirmed after some
 * hours, so staff can write to the customer, and mark who did and when.
 */
export class OrdersFollowUpService {
  constructor(
    private readonly deps: {
      repository: OrdersRepository;
      links: OrderLinks;
      /** Told of orders past the threshold by `alertWaiting` (nobody without it). */
      alert?: FollowUpAlert;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async waiting(hours: number): Promise<WaitingResponse> {
    const now = this.now();
    const rows = await this.deps.repository.waiting(new Date(now.getTime() - hours * HOUR_MS), WAITING_LIMIT);
    return { hours, orders: rows.map((row) => this.toWaiting(row, now)) };
  }

  /**
   * The follow-up alert (a periodic job): orders awaiting confirmation for more than `hours` that nobody
   * followed up are marked and told to the alert in one transaction, each order once. Answers how many.
   */
  async alertWaiting(hours: number = FOLLOW_UP_HOURS_DEFAULT): Promise<number> {
    const alert = this.deps.alert;
    if (!alert) return 0;
    const now = this.now();
    return this.deps.repository.inTransaction(async (orders, tx) => {
      const rows = await orders.markFollowUpAlerted(
        new Date(now.getTime() - ALERT_WINDOW_HOURS * HOUR_MS),
        new Date(now.getTime() - hours * HOUR_MS),
        ALERT_LIMIT,
      );
      if (rows.length > 0)
        await alert.waiting(
          tx,
          rows.map((row) => this.toWaiting(row, now)),
        );
      return rows.length;
    });
  }

  /** Records a follow-up; refused (409) once the order no longer awaits confirmation. */
  async markFollowedUp(reference: string, actor: Actor): Promise<FollowUpResponse> {
    if (!ORDER_REFERENCE_PATTERN.test(reference)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    const row = await this.deps.repository.inTransaction(async (orders) => {
      const current = await orders.lockByReference(reference);
      if (!current) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      if (current.status !== 'awaiting_confirmation')
        throw new AppError('CONFLICT', FOLLOW_UP_MESSAGES.notAwaiting);
      const at = this.now();
      const marked = await orders.update(current.id, { followedUpAt: at, followedUpBy: actor.name });
      await orders.insertEvent({
        id: randomUUID(),
        orderId: current.id,
        kind: 'follow_up',
        fromStatus: null,
        toStatus: null,
        note: null,
        actorId: actor.id,
        actorName: actor.name,
        createdAt: at,
      });
      return marked;
    });
    return { reference: row.reference, followedUp: followedUpMark(row)! };
  }

  private toWaiting(row: OrderRow, now: Date): WaitingOrder {
    const phone = normalisePhone(row.phone);
    const message = followUpMessage(
      { reference: row.reference, customer: row },
      statusUrl(row, this.deps.links),
      this.deps.links.shopName,
    );
    return {
      reference: row.reference,
      customerName: `${row.firstName.trim()} ${row.lastName.trim()}`.trim(),
      phone: phone ? formatPhone(phone) : '',
      total: koboToNaira(row.totalKobo),
      placedAt: row.createdAt.toISOString(),
      waitingMinutes: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000)),
      followedUp: followedUpMark(row),
      whatsappUrl: phone ? whatsappLink(phone, message) : null,
    };
  }
}

/** The follow-up alert's job kind: a periodic job, one turn every 10 minutes among all processes. */
export const FOLLOW_UP_ALERT_JOB = 'orders.follow-up-alert';

/** The queue's handler of the follow-up alert. */
export function followUpAlertJob(service: OrdersFollowUpService, everyMs = 10 * 60_000): JobHandler {
  return {
    kind: FOLLOW_UP_ALERT_JOB,
    everyMs,
    run: async () => {
      await service.alertWaiting();
    },
  };
}
