/**
 * The background job queue on PostgreSQL (decision 030): jobs are rows of `jobs`, queued in the
 * transaction of what asks for them, claimed with FOR UPDATE SKIP LOCKED and a lease by a runner in each
 * process (the server, or `npm run worker`), retried with backoff. Modules give the handlers.
 */
export { DEFAULT_RETRY_POLICY, nextRetry, retryDelayMs, type RetryPolicy } from './backoff';
export {
  describeJobError,
  JobRunner,
  JobTimeoutError,
  untilAborted,
  type JobHandler,
  type JobLog,
  type RunningJob,
} from './job-runner';
export { enqueueJobs, JOBS_CHANNEL, JobStore, type JobClaim, type NewJob } from './job-store';
export { pruneJobsHandler } from './prune';
export { registerJobRunner, type JobRunnerSettings } from './register';
