import { clientMessages, serverMessages } from '@dpts/contract/messages';
import { TIMINGS_MS } from '@dpts/contract/constants';
import type { ErrorCode } from '@dpts/contract/errors';
import { ApiError } from './api-client';
import { clearPersistedSession } from './persisted-session';
import { contractText } from './contract-text';

export type ErrorOutcome = {
  /** The text shown to the user. */
  message: string;
  /** Full-page redirect to /login after 1 s (spec section 8, status 401). */
  redirectToLogin: boolean;
};

/** Codes whose answer is a fixed client text (spec section 8) instead of the server's. */
const CLIENT_TEXTS: Partial<Record<ErrorCode, keyof typeof clientMessages>> = {
  EMAIL_EXISTS: 'emailExistsToast',
  PHONE_EXISTS: 'phoneExistsToast',
};

/**
 * The one error parser: spec section 8's shared handling of failed calls, decided on the
 * contract's error code (the server's texts are for people and may change), in the officer's
 * language: the client's texts and the server's known ones from the catalogs (decision 073).
 */
export function describeApiError(error: unknown): ErrorOutcome {
  if (!(error instanceof ApiError)) {
    return { message: contractText(clientMessages.somethingWrong), redirectToLogin: false };
  }
  const { status, code } = error;
  const fromServer = contractText(error.body?.message ?? '');
  if (status === null || code === null) {
    return { message: contractText(clientMessages.noResponse), redirectToLogin: false };
  }
  if (status >= 500)
    return { message: contractText(clientMessages.unexpected), redirectToLogin: false };
  const fixed = CLIENT_TEXTS[code];
  if (fixed) return { message: contractText(clientMessages[fixed]), redirectToLogin: false };
  if (status === 404) {
    return {
      message: fromServer || contractText(clientMessages.resourceNotFound),
      redirectToLogin: false,
    };
  }
  if (status === 401) {
    return {
      message: fromServer || contractText(serverMessages.tokenExpired),
      // The session is gone (not a wrong password): sign in again.
      redirectToLogin: code === 'UNAUTHORIZED',
    };
  }
  // Other 4xx answers carry a message written for the user (docs/design.md §2): show it.
  return {
    message: fromServer || contractText(clientMessages.somethingWrong),
    redirectToLogin: false,
  };
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;

/** The one place that shows errors: a toast, and the 401 redirect when the session is gone. */
export function showApiError(error: unknown): ErrorOutcome {
  const outcome = describeApiError(error);
  // The toast library loads with the first toast, not with the entry script every visit waits for.
  void import('./toast').then(({ toast }) =>
    toast.error(outcome.message, { id: `api-error:${outcome.message}` }),
  );
  if (outcome.redirectToLogin && redirectTimer === undefined) {
    clearPersistedSession();
    redirectTimer = setTimeout(() => {
      redirectTimer = undefined;
      window.location.assign('/login');
    }, TIMINGS_MS.unauthorizedRedirect);
  }
  return outcome;
}
