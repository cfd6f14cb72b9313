import { defineEndpoints } from '../endpoint.ts';

/** Authentication (spec section 7): sign-up, sign-in, sessions, email checks, passwords. */
export const authEndpoints = defineEndpoints({
  register: { method: 'POST', path: '/authentication/register' },
  login: { method: 'POST', path: '/authentication/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  getSession: { method: 'GET', path: '/auth/session' },
  verifyEmail: { method: 'POST', path: '/authentication/verify/email' },
  sendVerification: { method: 'POST', path: '/authentication/verify/send' },
  checkUsername: { method: 'GET', path: '/authentication/check-username' },
  checkContact: { method: 'GET', path: '/authentication/check-contact' },
  requestPasswordReset: { method: 'POST', path: '/authentication/forgot/request' },
  validatePasswordReset: { method: 'POST', path: '/authentication/forgot/validate' },
  setNewPassword: { method: 'PUT', path: '/authentication/forgot/new/password' },
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
});
