import { ZActivityRequest, ZActivityResponse } from '../../learning.ts';
import { defineRoutes } from '../define.ts';
import { activityEndpoints } from '../endpoints/activity.ts';

export const activityRoutes = defineRoutes(activityEndpoints, {
  reportActivity: {
    access: 'verified',
    tags: ['activity'],
    description:
      'A batch of up to 100 course visits, starts and completions. Idempotent by event id; a completion with a certificate of the course’s site opens a claim (`verifying`) that pays the course’s points once the site has confirmed the certificate. A malformed batch is refused whole. Limits per officer: 30 batches a minute and 5,000 events a Lagos day (429 with Retry-After).',
    body: ZActivityRequest,
    response: ZActivityResponse,
  },
});
