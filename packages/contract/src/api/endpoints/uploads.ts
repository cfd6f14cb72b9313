import { defineEndpoints } from '../endpoint.ts';

/** Images for leagues, profiles, badges, volunteering and rewards (docs/design.md §1). */
export const uploadEndpoints = defineEndpoints({
  uploadImage: { method: 'POST', path: '/uploads/image' },
});
