import { defineEndpoints } from '../endpoint.ts';

/** Whether the server is up: for load balancers, the cluster's checks and the benchmark. */
export const healthEndpoints = defineEndpoints({
  getHealth: { method: 'GET', path: '/health' },
  getLiveness: { method: 'GET', path: '/health/live' },
});
