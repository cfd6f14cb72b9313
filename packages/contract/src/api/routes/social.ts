import { ZAuthResponse } from '../../auth.ts';
import {
  ZClientConfig,
  ZLinkSocialResponse,
  ZSocialLoginRequest,
  ZSocialRegisterRequest,
} from '../../social.ts';
import { defineRoutes } from '../define.ts';
import { socialEndpoints } from '../endpoints/social.ts';

const tags = ['authentication'];
// A Google call answers 401 for an ID token that does not verify, and 503 while Google sign-in
// is not set up on the server.
const google = { tags, errors: [401, 503] } as const;

export const socialRoutes = defineRoutes(socialEndpoints, {
  getClientConfig: {
    access: 'public',
    tags: ['config'],
    description: 'What the web app needs at run time: the Google client id and issuer.',
    response: ZClientConfig,
  },
  loginSocial: {
    ...google,
    access: 'public',
    description:
      'Signs in with a Google ID token. 404: no account uses this Google account yet (sign up). 409: an account with this email exists; log in with its password once to link Google.',
    body: ZSocialLoginRequest,
    response: ZAuthResponse,
  },
  registerSocial: {
    ...google,
    access: 'public',
    description:
      'Google sign-up: the ID token gives email, uid, names and picture; the body the rest. The account is verified at once.',
    body: ZSocialRegisterRequest,
    response: ZAuthResponse,
  },
  linkSocial: {
    ...google,
    access: 'user',
    description: 'Links a Google account to the signed-in officer.',
    body: ZSocialLoginRequest,
    response: ZLinkSocialResponse,
  },
});
