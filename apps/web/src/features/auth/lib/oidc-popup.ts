import { readIdTokenClaims } from './id-token';
import { GoogleSignInError, NO_CREDENTIAL } from './sign-in-error';

export const OIDC_CALLBACK_PATH = '/auth/oidc-callback.html';

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The standard OpenID Connect implicit flow (`response_type=id_token`) in a popup, for issuers
 * other than Google (the local issuer in tests). The callback page hands back the fragment over
 * a BroadcastChannel; `state` ties the answer to this request and `nonce` the token to it.
 */
export function requestIdTokenWithPopup(options: {
  authorizationEndpoint: string;
  clientId: string;
}): Promise<string> {
  const state = randomValue();
  const nonce = randomValue();
  const url = new URL(options.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: `${window.location.origin}${OIDC_CALLBACK_PATH}`,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    prompt: 'select_account',
    state,
    nonce,
  }).toString();
  const popup = window.open(url.toString(), 'dpts-oidc', 'popup,width=500,height=640');
  if (!popup) return Promise.reject(new GoogleSignInError('popup_blocked'));

  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel('dpts-oidc');
    let closedChecks = 0;
    const timer = window.setInterval(() => {
      // A closed popup gets a short grace period: its message may still be on its way.
      if (popup.closed && ++closedChecks > 2) finish(new GoogleSignInError('popup_closed'));
    }, 300);
    function finish(outcome: string | GoogleSignInError) {
      window.clearInterval(timer);
      channel.close();
      if (typeof outcome === 'string') resolve(outcome);
      else reject(outcome);
    }
    channel.onmessage = (event: MessageEvent<{ type?: string; hash?: string }>) => {
      if (event.data?.type !== 'oidc-callback' || typeof event.data.hash !== 'string') return;
      const params = new URLSearchParams(event.data.hash.replace(/^#/, ''));
      if (params.get('state') !== state) return;
      const error = params.get('error');
      if (error) return finish(new GoogleSignInError(error));
      const idToken = params.get('id_token');
      if (!idToken) return finish(new GoogleSignInError(NO_CREDENTIAL));
      if (readIdTokenClaims(idToken)?.nonce !== nonce)
        return finish(new GoogleSignInError('nonce_mismatch'));
      finish(idToken);
    };
  });
}
