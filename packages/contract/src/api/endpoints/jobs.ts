import { defineEndpoints } from '../endpoint.ts';

/** The background job queue, operated by a super administrator (decision 039). */
export const jobEndpoints = defineEndpoints({
  getJobQueue: { method: 'GET', path: '/super/jobs' },
  listFailedJobs: { method: 'GET', path: '/super/jobs/failed' },
  retryFailedJob: { method: 'POST', path: '/super/jobs/:id/retry' },
  retryFailedJobs: { method: 'POST', path: '/super/jobs/retry' },
});
