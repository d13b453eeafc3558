/**
 * Background jobs on the database (mail delivery, schedules, purges): see docs/jobs.md.
 * Enqueue with {@link enqueueJob} inside the transaction that makes the job necessary; define a
 * kind (and its cron schedule) with `deps.jobs.define(...)` in the module that owns it.
 */
export { countJobs, listJobs, retryJobs } from './admin';
export { jobQueueStats, type JobQueueStat } from './queue-stats';
export { enqueueJob, enqueueJobs, type NewJob } from './enqueue';
export { defineJobPurge } from './purge';
export { JobRegistry } from './registry';
export { JobRunner, type JobRunnerOptions } from './runner';
export { nextRun, removeSchedule, upsertSchedule, type ScheduleInput } from './schedules';
export { type JobContext, type JobDefinition, type JobRow, LeaseLostError, PermanentJobError } from './types';
