import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs';
import type { Guards } from '../../plugins/auth/guards';
import { StaffRepository } from '../staff';
import { customersBackfillJob, queueCustomersBackfill } from './customers-backfill';
import { CustomersRepository } from './customers.repository';
import { customerRoutes } from './customers.routes';
import { CustomersService, type MergeRecorder } from './customers.service';

export interface CustomersNeeds {
  db: Database;
  guards: Guards;
  jobs: JobRunner;
}

/** The activity feed's entry of a merge: who merged which customer into which. */
const recordMerge: MergeRecorder = (tx, { actor, kept, merged }) =>
  new StaffRepository(tx).record({
    kind: 'customers',
    action: 'merged',
    actor,
    subject: `${kept.name} (${kept.phone || kept.email || kept.id})`,
    details: {
      customer: {
        from: `${merged.name} (${merged.phone || merged.email || merged.id})`,
        to: `${kept.name} (${kept.phone || kept.email || kept.id})`,
      },
    },
  });

/**
 * The customer book (issue 29, decision 055): the desk's routes, the find-or-create the orders module
 * calls as it places an order (`customerOfOrder`), and the backfill of the orders placed before it.
 */
export async function registerCustomers(app: FastifyInstance, { db, guards, jobs }: CustomersNeeds) {
  const service = new CustomersService(new CustomersRepository(db), recordMerge);
  jobs.register(customersBackfillJob(db, service));
  app.addHook('onReady', async () => {
    await queueCustomersBackfill(db);
    jobs.kick();
  });
  await app.register(customerRoutes, { customers: service, guards });
  return {
    /** Finds or makes a placed order's customer, in its transaction (the orders module's seam). */
    customerOfOrder: service.customerOfOrder,
    service,
  };
}

export type CustomersModule = Awaited<ReturnType<typeof registerCustomers>>;
