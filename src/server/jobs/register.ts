import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { JobRunner } from './job-runner';
import { JOBS_CHANNEL } from './job-store';
import { pruneJobsHandler } from './prune';

export interface JobRunnerSettings {
  database: DatabaseHandle;
  intervalMs: number;
  leaseMs: number;
  /** Runs the jobs in this process (off: `npm run worker` runs them). */
  start: boolean;
}

/**
 * The background job runner (decision 030): woken by NOTIFY jobs and every interval; started with the
 * server unless JOBS=off (then `npm run worker` runs the jobs). The modules register their handlers.
 */
export async function registerJobRunner(
  app: FastifyInstance,
  { database, intervalMs, leaseMs, start }: JobRunnerSettings,
): Promise<JobRunner> {
  const jobs = new JobRunner({ db: database.db, log: app.log, intervalMs, leaseMs });
  jobs.register(pruneJobsHandler(database.db));
  await database.listen(JOBS_CHANNEL, () => jobs.kick());
  app.decorate('jobs', jobs);
  if (start) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  return jobs;
}
