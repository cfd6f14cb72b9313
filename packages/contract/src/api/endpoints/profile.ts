import { defineEndpoints } from '../endpoint.ts';

/** The signed-in officer's own profile (spec section 7) and the Help box (docs/design.md §7). */
export const profileEndpoints = defineEndpoints({
  getProfile: { method: 'GET', path: '/profile' },
  updateProfile: { method: 'PUT', path: '/profile' },
  updateLanguage: { method: 'PUT', path: '/profile/language' },
  changePassword: { method: 'POST', path: '/profile/password' },
  sendSupportMessage: { method: 'POST', path: '/support/messages' },
});
