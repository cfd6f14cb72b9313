import { contractText } from '../../../lib/contract-text';
import { useLanguageChange } from '../../../lib/i18n-runtime';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { GOOGLE_ISSUER } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Spinner } from '../../../components/spinner';
import { useClientConfig } from '../api/get-client-config';
import { loadGoogleIdentity } from '../lib/google-identity';
import { requestIdTokenWithPopup } from '../lib/oidc-popup';
import { GoogleSignInError, NO_CREDENTIAL } from '../lib/sign-in-error';

type GoogleButtonProps = {
  label: string;
  /** 'signup' words Google's button for sign-up and names a missing credential so */
  context?: 'signin' | 'signup';
  onCredential: (idToken: string) => void;
  isBusy?: boolean;
};

/**
 * Google sign-in (decision 019). With Google as the issuer, Google Identity Services renders its
 * own button and hands back an ID token; with another issuer (the local one in tests) this button
 * runs the standard OpenID Connect popup. Either way only the ID token leaves this component.
 */
export function GoogleButton({
  label,
  context = 'signin',
  onCredential,
  isBusy,
}: GoogleButtonProps) {
  // Its texts follow the officer's language.
  useLanguageChange();
  const config = useClientConfig();
  const google = config.data?.google ?? null;
  const isGoogle = google?.issuer === GOOGLE_ISSUER;
  const gisRef = useRef<HTMLDivElement>(null);
  const [hasGisButton, setHasGisButton] = useState(false);
  const [isPopupOpen, setPopupOpen] = useState(false);
  const onCredentialRef = useRef(onCredential);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  const noCredentialMessage =
    context === 'signup'
      ? contractText(clientMessages.couldNotCompleteSignup)
      : contractText(clientMessages.googleNoSuccess);

  useEffect(() => {
    if (!google || !isGoogle) return;
    let isCurrent = true;
    loadGoogleIdentity()
      .then((id) => {
        const parent = gisRef.current;
        if (!isCurrent || !parent) return;
        id.initialize({
          client_id: google.clientId,
          ux_mode: 'popup',
          context,
          callback: ({ credential }) => {
            if (credential) onCredentialRef.current(credential);
            else toast.error(noCredentialMessage);
          },
        });
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          logo_alignment: 'center',
          width: Math.min(400, parent.clientWidth || 400),
        });
        setHasGisButton(true);
      })
      .catch(() => {
        // Blocked or offline: our own button stays and explains on click.
      });
    return () => {
      isCurrent = false;
    };
  }, [google, isGoogle, context, noCredentialMessage]);

  async function handleClick() {
    if (config.isPending) return;
    if (config.isError) {
      toast.error(contractText(clientMessages.googleNoSuccess));
      return;
    }
    if (!google) {
      toast.error(contractText(clientMessages.googleNotConfigured), {
        id: 'google-not-configured',
      });
      return;
    }
    if (isGoogle || !google.authorizationEndpoint) {
      toast.error(contractText(clientMessages.googleNoSuccess));
      return;
    }
    setPopupOpen(true);
    try {
      const idToken = await requestIdTokenWithPopup({
        authorizationEndpoint: google.authorizationEndpoint,
        clientId: google.clientId,
      });
      onCredential(idToken);
    } catch (error) {
      const code = error instanceof GoogleSignInError ? error.code : 'unknown_error';
      // A failed popup shows its error code (spec section 8).
      toast.error(code === NO_CREDENTIAL ? noCredentialMessage : code);
    } finally {
      setPopupOpen(false);
    }
  }

  const isNotConfigured = config.isSuccess && !google;
  const isWorking = isBusy || isPopupOpen;
  return (
    <div className="flex flex-col gap-2">
      {isGoogle ? <div ref={gisRef} className="flex min-h-11 justify-center" /> : null}
      {hasGisButton ? null : (
        <button
          type="button"
          onClick={handleClick}
          aria-disabled={isNotConfigured || isWorking || config.isPending || undefined}
          aria-describedby={isNotConfigured ? 'google-not-configured' : undefined}
          disabled={isWorking}
          className="inline-flex h-[52px] w-full items-center justify-center gap-3 rounded-button border border-line bg-white px-6 font-semibold text-ink hover:bg-surface aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {isWorking ? (
            <Spinner size="sm" label="" />
          ) : (
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path
                fill="#4285F4"
                d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
              />
              <path
                fill="#34A853"
                d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
              />
              <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
              <path
                fill="#EA4335"
                d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
              />
            </svg>
          )}
          {label}
        </button>
      )}
      {isNotConfigured ? (
        <p id="google-not-configured" className="text-center text-sm text-muted">
          {contractText(clientMessages.googleNotConfigured)}
        </p>
      ) : null}
    </div>
  );
}
