import { contractText } from '../../../lib/contract-text';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { clientMessages } from '@dpts/contract/messages';
import { ApiError } from '../../../lib/api-client';
import { returnPath } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { useLoginSocial } from '../api/social';
import { profileFromIdToken, type GoogleProfile } from '../lib/id-token';

/** Navigation state for /signup/with-google: the token and the profile it names. */
export type GoogleSignupState = { googleCredential: string; profile: GoogleProfile };
/**
 * Navigation state for /login/with-email when Google must be linked with the password first;
 * `from` keeps the page the log-in returns to.
 */
export type LinkGoogleState = { linkGoogleCredential: string; email: string; from?: string };

export function readGoogleSignupState(state: unknown): GoogleSignupState | null {
  const s = state as Partial<GoogleSignupState> | null;
  return typeof s?.googleCredential === 'string' && s.profile ? (s as GoogleSignupState) : null;
}

export function readLinkGoogleState(state: unknown): LinkGoogleState | null {
  const s = state as Partial<LinkGoogleState> | null;
  return typeof s?.linkGoogleCredential === 'string' ? (s as LinkGoogleState) : null;
}

/**
 * What a Google credential leads to: signed in (dashboard), no account yet (the Google sign-up
 * steps with the profile filled in), or an email that has a password (log in once to link).
 */
export function useGoogleSignIn({ signupSearch = '' }: { signupSearch?: string } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUser } = useSession();
  const mutation = useLoginSocial();

  function handleCredential(credential: string) {
    mutation.mutate(credential, {
      onSuccess: ({ user }) => {
        setUser(user);
        toast.success(contractText(clientMessages.welcomeBack));
        void navigate(returnPath(location.state), { replace: true });
      },
      onError: (error) => {
        const profile = profileFromIdToken(credential);
        if (error instanceof ApiError && error.status === 404 && profile) {
          const state: GoogleSignupState = { googleCredential: credential, profile };
          void navigate(`/signup/with-google${signupSearch}`, { state });
          return;
        }
        if (error instanceof ApiError && error.status === 409) {
          const state: LinkGoogleState = {
            linkGoogleCredential: credential,
            email: profile?.email ?? '',
            from: returnPath(location.state),
          };
          void navigate('/login/with-email', { state });
          return;
        }
        // Refusals carry a message written for the officer (expired, not configured, …).
        const message =
          error instanceof ApiError && error.status !== null && error.status !== 500
            ? error.body?.message
            : undefined;
        toast.error(message ?? contractText(clientMessages.googleNoSuccess));
      },
    });
  }

  return { handleCredential, isPending: mutation.isPending };
}
