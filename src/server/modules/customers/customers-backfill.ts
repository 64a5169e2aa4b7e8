import type { Database } from '../../db/client';
import { enqueueJobs, type JobHandler } from '../../jobs';
import type { CustomersService } from './customers.service';

export const CUSTOMERS_BACKFILL_JOB = 'customers:backfill';
const PAGE_SIZE = 500;
/** A run stops after this long and queues the next (well inside the runner's 2-minute limit). */
const RUN_BUDGET_MS = 60_000;

/**
 * Brings the orders placed before the book (no customer yet) into it, oldest first, a page per
 * transaction, through the same find-or-create as a placement (decision 055). Queued at each start with a
 * unique key: idempotent and resumable, it has nothing to do once every order has its customer.
 */
export function customersBackfillJob(
  db: Database,
  service: CustomersService,
  pageSize = PAGE_SIZE,
): JobHandler {
  return {
    kind: CUSTOMERS_BACKFILL_JOB,
    async run(job) {
      const started = Date.now();
      for (;;) {
        if (job.signal.aborted) throw job.signal.reason as Error;
        if ((await service.backfillPage(pageSize)) < pageSize) return;
        if (Date.now() - started > RUN_BUDGET_MS) {
          // No key: this run's own row still holds it until it ends.
          await enqueueJobs(db, [{ kind: CUSTOMERS_BACKFILL_JOB }]);
          return;
        }
      }
    },
  };
}

/** Queues the backfill unless one is pending (each start of a server or worker). */
export async function queueCustomersBackfill(db: Database): Promise<void> {
  await enqueueJobs(db, [{ kind: CUSTOMERS_BACKFILL_JOB, uniqueKey: CUSTOMERS_BACKFILL_JOB }]);
}
