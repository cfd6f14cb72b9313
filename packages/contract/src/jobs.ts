import { z } from 'zod';
import { paged } from './common.ts';

/**
 * The background job queue as a super administrator operates it (decision 039): how much waits
 * and for how long, the jobs that failed every attempt, and running them again.
 */
export const ZJobQueueSummary = z.object({
  /** waiting to run: due now, or retrying later */
  queued: z.number().int(),
  /** queued and due now: what the workers have not caught up with */
  due: z.number().int(),
  /** running on a worker */
  active: z.number().int(),
  /** gave up after their last attempt; kept `retentionDays` to be looked at and run again */
  failed: z.number().int(),
  /** how long the oldest due job has been waiting, in seconds; null when none is due */
  oldestDueSeconds: z.number().int().nullable(),
  retentionDays: z.number().int(),
});
export type TJobQueueSummary = z.infer<typeof ZJobQueueSummary>;
export const ZJobQueueResponse = z.object({ data: ZJobQueueSummary });

export const ZFailedJob = z.object({
  _id: z.string(),
  /** what the job does: `send-email`, `verify-claims` … */
  name: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** the last attempt's error message */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const FAILED_JOBS_PAGE_SIZE = 20;
export const ZFailedJobsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(FAILED_JOBS_PAGE_SIZE),
});
export type TFailedJobsQuery = Partial<z.output<typeof ZFailedJobsQuery>>;
export const ZFailedJobsResponse = z.object({ data: paged(ZFailedJob) });

export const jobMessages = {
  notFound: 'No failed job with this id (it may have run again or been pruned)',
  retried: (n: number) => (n === 1 ? 'The job will run again' : `${n} jobs will run again`),
} as const;

export const ZJobParams = z.object({
  id: z.coerce.number({ error: jobMessages.notFound }).int().positive(jobMessages.notFound),
});
/** Runs every failed job again, or only those of one name. */
export const ZRetryJobsRequest = z.object({ name: z.string().trim().min(1).max(100).optional() });
export const ZRetryJobsResponse = z.object({
  data: z.object({ retried: z.number().int() }),
  message: z.string(),
});
