import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../../../shared/payments';
import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { JobRunner } from '../../../jobs';
import type { Guards } from '../../../plugins/auth/guards';
import { OrdersRepository, type OrdersService } from '../../orders';
import type { Ledger } from '../ledger';
import { AttemptsRepository } from './attempts.repository';
import { flutterwaveClient } from './flutterwave';
import { OnlinePayments } from './online-payments.service';
import { onlinePaymentRoutes } from './online.routes';
import { paystackClient } from './paystack';
import type { ProviderClient } from './provider-client';

export interface OnlinePaymentsNeeds {
  db: Database;
  guards: Guards;
  jobs: JobRunner;
  payments: PaymentsConfig;
  publicUrl: string;
  authSecret: string;
  rateLimitScale: number;
  /** Credits a verified payment once (the ledger's seam). */
  ledger: Ledger;
  /** The orders as their owner or staff read them (the shopper's return answers the order). */
  orders: OrdersService;
  /** The provider shoppers pay through now (pay-links.ts). */
  activeProvider: () => PaymentProvider | null;
}

/** A client for each provider whose secret is set. */
export function providerClients(config: PaymentsConfig): Partial<Record<PaymentProvider, ProviderClient>> {
  const { timeoutMs } = config;
  return {
    ...(config.paystack ? { paystack: paystackClient({ ...config.paystack, timeoutMs }) } : {}),
    ...(config.flutterwave ? { flutterwave: flutterwaveClient({ ...config.flutterwave, timeoutMs }) } : {}),
  };
}

/**
 * Paying online through Paystack or Flutterwave (decision 053): the pay link, the webhooks, the shopper's
 * return, the verification jobs and the recovery of attempts whose webhook never came.
 */
export async function registerOnlinePayments(app: FastifyInstance, needs: OnlinePaymentsNeeds) {
  const { db, guards, jobs, payments: config, ledger, activeProvider } = needs;
  const clients = providerClients(config);
  const payments = new OnlinePayments({
    db,
    clients,
    activeProvider,
    ledger,
    publicUrl: needs.publicUrl,
    log: app.log,
    kickJobs: () => jobs.kick(),
  });
  // Without a provider nothing is pending: no periodic job to run for nothing.
  if (Object.keys(clients).length > 0)
    for (const handler of payments.jobs(config.recoveryEveryMs)) jobs.register(handler);
  await app.register(onlinePaymentRoutes, {
    payments,
    attempts: new AttemptsRepository(db),
    orders: needs.orders,
    ordersRepository: new OrdersRepository(db),
    guards,
    authSecret: needs.authSecret,
    rateLimitScale: needs.rateLimitScale,
  });
  return { payments };
}
