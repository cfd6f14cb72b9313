import { SESSION_COOKIE } from '@dpts/contract/constants';
import { fetchClaims, fetchOfficer } from './profile.ts';
import { withOutcomes } from './outcomes.ts';
import type { ActivityQueue } from './queue.ts';
import { clearOfficer, readState, syncOf } from './state.ts';
import type { KeyValueStore } from './storage.ts';

/** The part of `chrome.cookies` the extension uses. */
export interface CookieReader {
  get(details: { url: string; name: string }): Promise<{ value: string } | null | undefined>;
}

export type SessionDeps = {
  store: KeyValueStore;
  cookies: CookieReader;
  queue: ActivityQueue;
  apiOrigin: string;
  fetch: typeof fetch;
  now: () => number;
};

export type SessionState = 'signed-in' | 'signed-out' | 'unchanged';

/**
 * Follows the web app's session (decision 021): the `ttk` cookie of the app's origin is the
 * officer's bearer token. No cookie means signed out, and the officer's data leaves the
 * extension; a new cookie means (re)signed in, and sending resumes. A different officer's
 * sign-in first clears the previous officer's data and waiting events.
 */
export async function syncSession(deps: SessionDeps): Promise<SessionState> {
  const cookie = await deps.cookies.get({ url: deps.apiOrigin, name: SESSION_COOKIE });
  const token = cookie?.value || null;
  const state = await readState(deps.store);
  if (!token) {
    if (!state.token && !state.officer && !state.queue?.length) return 'unchanged';
    await clearOfficer(deps.store);
    return 'signed-out';
  }
  if (token === state.token && syncOf(state).paused !== 'signed-out') return 'unchanged';
  const answer = await fetchOfficer(deps.apiOrigin, token, deps.fetch);
  if (answer.kind === 'unauthorized') return 'unchanged'; // a stale cookie: still signed out
  if (answer.kind === 'ok' && state.officer && state.officer.id !== answer.officer.id)
    await clearOfficer(deps.store);
  await deps.store.set({
    token,
    ...(answer.kind === 'ok' ? { officer: answer.officer } : {}),
  });
  await deps.queue.resume();
  if (answer.kind === 'ok') {
    const sync = syncOf(await readState(deps.store));
    await deps.store.set({ sync: { ...sync, refreshedAt: deps.now() } });
  }
  return 'signed-in';
}

/**
 * Re-reads name, email, points, course counts and what became of the completions sent from here
 * (after each accepted batch, every 15 minutes, and every minute while one awaits a decision). A
 * refused token pauses sending until the officer signs in again.
 */
export async function refreshOfficer(deps: Omit<SessionDeps, 'cookies'>): Promise<void> {
  const state = await readState(deps.store);
  if (!state.token) return;
  const answer = await fetchOfficer(deps.apiOrigin, state.token, deps.fetch);
  const sync = syncOf(state);
  if (answer.kind === 'unauthorized') {
    await deps.store.set({
      sync: {
        ...sync,
        paused: 'signed-out',
        lastError: 'Your DigiPoints session has ended. Sign in again.',
      },
    });
    return;
  }
  if (answer.kind !== 'ok') return;
  const verifiedNow = sync.paused === 'unverified' && answer.officer.emailVerified;
  const claims = state.completions?.length
    ? await fetchClaims(deps.apiOrigin, state.token, deps.fetch)
    : null;
  // Completions may have been added while the claims were read: merge into the latest.
  const { completions } = await readState(deps.store);
  await deps.store.set({
    ...(claims && completions ? { completions: withOutcomes(completions, claims) } : {}),
    officer: answer.officer,
    sync: {
      ...sync,
      refreshedAt: deps.now(),
      ...(verifiedNow ? { paused: null, nextAttemptAt: 0, failures: 0, lastError: null } : {}),
    },
  });
}
