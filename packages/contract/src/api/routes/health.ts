import { ZHealthResponse } from '../../common.ts';
import { defineRoutes } from '../define.ts';
import { healthEndpoints } from '../endpoints/health.ts';

const tags = ['health'];

export const healthRoutes = defineRoutes(healthEndpoints, {
  getHealth: {
    access: 'public',
    tags,
    description: 'Ready: 200 when the database answers, 503 when it does not.',
    response: ZHealthResponse,
    errors: [503],
  },
  getLiveness: {
    access: 'public',
    tags,
    description: 'Alive: answers without the database (load balancers, the benchmark’s ceiling).',
    response: ZHealthResponse,
  },
});
