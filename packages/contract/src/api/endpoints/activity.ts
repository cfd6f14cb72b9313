import { defineEndpoints } from '../endpoint.ts';

/** The browser extension's reports (docs/design.md §4). */
export const activityEndpoints = defineEndpoints({
  reportActivity: { method: 'POST', path: '/activity' },
});
