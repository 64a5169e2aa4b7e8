import type { Database } from '../db/client';
import type { JobHandler } from './job-runner';
import { JobStore } from './job-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A periodic job that deletes done jobs after `keepDays` (failed ones stay for a person to read), so the
 * queue's table holds days, not years, of mail.
 */
export function pruneJobsHandler(db: Database, keepDays = 14): JobHandler {
  const store = new JobStore(db);
  return {
    kind: 'jobs.prune',
    everyMs: 6 * 60 * 60 * 1000,
    run: async () => {
      await store.pruneDone(keepDays * DAY_MS);
    },
  };
}
