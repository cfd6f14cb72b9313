import { defineEndpoints } from '../endpoint.ts';

/** Google sign-in (spec section 7's social calls, decision 019) and the settings it starts from. */
export const socialEndpoints = defineEndpoints({
  getClientConfig: { method: 'GET', path: '/config' },
  loginSocial: { method: 'POST', path: '/authentication/login-social' },
  registerSocial: { method: 'POST', path: '/authentication/register-social' },
  linkSocial: { method: 'POST', path: '/authentication/link-social' },
});
