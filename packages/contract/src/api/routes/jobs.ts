import {
  ZFailedJobsQuery,
  ZFailedJobsResponse,
  ZJobParams,
  ZJobQueueResponse,
  ZRetryJobsRequest,
  ZRetryJobsResponse,
} from '../../jobs.ts';
import { defineRoutes } from '../define.ts';
import { jobEndpoints } from '../endpoints/jobs.ts';

const tags = ['super'];

export const jobRoutes = defineRoutes(jobEndpoints, {
  getJobQueue: {
    access: 'super',
    tags,
    description:
      'The background job queue: jobs waiting, running and failed, and how long the oldest due job has waited.',
    response: ZJobQueueResponse,
  },
  listFailedJobs: {
    access: 'super',
    tags,
    description:
      'Jobs that failed their last attempt, most recent first (kept for the retention period).',
    query: ZFailedJobsQuery,
    response: ZFailedJobsResponse,
  },
  retryFailedJob: {
    access: 'super',
    tags,
    description: 'Runs a failed job again from its first attempt (audit logged).',
    params: ZJobParams,
    response: ZRetryJobsResponse,
  },
  retryFailedJobs: {
    access: 'super',
    tags,
    description: 'Runs every failed job again, or those of one `name` (audit logged).',
    body: ZRetryJobsRequest,
    response: ZRetryJobsResponse,
  },
});
