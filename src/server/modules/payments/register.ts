import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../plugins/auth/guards';
import type { OrdersModule } from '../orders';
import type { PaymentNotifier } from './ledger';
import { LedgerService } from './ledger.service';
import { paymentsRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';

export interface PaymentsNeeds {
  db: Database;
  guards: Guards;
  rateLimitScale: number;
  /** The orders the ledger's payments settle (their SQL, links and notifiers). */
  orders: Pick<OrdersModule, 'links' | 'notifier'>;
  /** Told of each payment and each rejected proof (the mails); silent when not given. */
  paymentNotifier?: PaymentNotifier;
}

/**
 * The payment ledger (decision 053): the payments of each order, recorded by staff or credited from a
 * provider, and the shoppers' proofs of transfer.
 */
export async function registerPayments(
  app: FastifyInstance,
  { db, guards, rateLimitScale, orders, paymentNotifier }: PaymentsNeeds,
) {
  const ledger = new LedgerService({
    db,
    links: orders.links,
    orderNotifier: orders.notifier,
    paymentNotifier,
    log: app.log,
  });
  await app.register(paymentsRoutes, {
    payments: new PaymentsService({ ledger, links: orders.links }),
    guards,
    rateLimitScale,
  });
  return {
    /** Credits verified online payments exactly once (the online payments' seam). */
    ledger,
  };
}

export type PaymentsModule = Awaited<ReturnType<typeof registerPayments>>;
