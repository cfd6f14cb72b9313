import {
  ZAuthResponse,
  ZCheckContactQuery,
  ZCheckContactResponse,
  ZCheckUsernameQuery,
  ZCheckUsernameResponse,
  ZEmailRequest,
  ZForgotValidateRequest,
  ZMessageResponse,
  ZNewPasswordRequest,
  ZRegisterRequest,
  ZResetPasswordQuery,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZVerifyEmailQuery,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '../../auth.ts';
import { ZLoginRequest } from '../../login.ts';
import { defineRoutes } from '../define.ts';
import { authEndpoints } from '../endpoints/auth.ts';

const tags = ['authentication'];

export const authRoutes = defineRoutes(authEndpoints, {
  register: { access: 'public', tags, body: ZRegisterRequest, response: ZAuthResponse },
  login: { access: 'public', tags, body: ZLoginRequest, response: ZAuthResponse },
  logout: { access: 'optional', tags, response: ZMessageResponse },
  getSession: {
    access: 'optional',
    tags,
    description:
      'Who is signed in: the profile for a valid session cookie or bearer token, `data: null` otherwise.',
    response: ZSessionResponse,
  },
  verifyEmail: {
    access: 'optional',
    tags,
    description:
      'With `?token=` (the emailed link) no session is needed; otherwise `{otp}` verifies the signed-in user.',
    query: ZVerifyEmailQuery,
    body: ZVerifyEmailRequest.partial().nullish(),
    response: ZVerifyEmailResponse,
  },
  sendVerification: {
    access: 'optional',
    tags,
    description:
      'Sends a new code and link, at most one a minute and a few an hour. Anonymous callers get the same answer for every address; the signed-in officer asking for their own address within the limit gets 429 with Retry-After.',
    body: ZEmailRequest,
    response: ZMessageResponse,
  },
  checkUsername: {
    access: 'public',
    tags,
    query: ZCheckUsernameQuery,
    response: ZCheckUsernameResponse,
  },
  checkContact: {
    access: 'public',
    tags,
    description:
      'Sign-up step 1: whether an email and/or a phone number are still free (rate-limited per IP).',
    query: ZCheckContactQuery,
    response: ZCheckContactResponse,
  },
  requestPasswordReset: {
    access: 'public',
    tags,
    body: ZEmailRequest,
    response: ZMessageResponse,
  },
  validatePasswordReset: {
    access: 'public',
    tags,
    body: ZForgotValidateRequest,
    response: ZAuthResponse,
  },
  setNewPassword: {
    access: 'reset',
    tags,
    description: 'Needs the short session from forgot/validate.',
    body: ZNewPasswordRequest,
    response: ZMessageResponse,
  },
  resetPassword: {
    access: 'public',
    tags,
    query: ZResetPasswordQuery,
    body: ZResetPasswordRequest,
    response: ZMessageResponse,
  },
});
