import type { TActivityEvent } from '@dpts/contract';
import type { KeyValueStore } from './storage.ts';

/** Everything the extension keeps, in `chrome.storage.local` (spec section 1). */
export type Officer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  totalPointsEarned: number;
  /** verified completions only */
  completedCourses: number;
  /** completions whose certificate the server is still checking; null or absent: unknown */
  verifyingCourses?: number | null;
  enrolledCourses: number;
  emailVerified: boolean;
  /** the language chosen on DigiPoints, which the popup and options page speak (absent: unknown) */
  language?: string;
};

export type Completion = {
  title: string;
  url: string;
  at: string;
  pointsAwarded: number;
  /** sent while the server was still to check the certificate with the site */
  verifying?: boolean;
  /** what became of the claim, as the server last told (absent: not known yet) */
  state?: 'pending' | 'verified' | 'rejected' | 'review';
  /** why it was refused or is with an administrator */
  reason?: string | null;
};

export type QueuedEvent = TActivityEvent & { title: string };

export type SyncState = {
  /** failed attempts in a row; drives the backoff */
  failures: number;
  /** epoch ms before which nothing is sent */
  nextAttemptAt: number;
  /** why sending is stopped until the officer acts */
  paused: null | 'signed-out' | 'unverified';
  /** epoch ms of the last batch the server answered */
  lastSyncAt: number | null;
  /** epoch ms of the last profile refresh */
  refreshedAt: number | null;
  lastError: string | null;
  /** events the server refused as malformed, dropped one by one */
  rejected: number;
};

export type Stored = {
  token?: string;
  officer?: Officer;
  completions?: Completion[];
  queue?: QueuedEvent[];
  sync?: SyncState;
};

export const KEYS = ['token', 'officer', 'completions', 'queue', 'sync'] as const;

export const initialSync: SyncState = {
  failures: 0,
  nextAttemptAt: 0,
  paused: null,
  lastSyncAt: null,
  refreshedAt: null,
  lastError: null,
  rejected: 0,
};

export async function readState(store: KeyValueStore): Promise<Stored> {
  return await store.get([...KEYS]);
}

export function syncOf(state: Stored): SyncState {
  return { ...initialSync, ...state.sync };
}

/** Sign-out: the officer's data leaves the extension. */
export async function clearOfficer(store: KeyValueStore): Promise<void> {
  await store.remove([...KEYS]);
}
