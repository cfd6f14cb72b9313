import { POINTS_SUFFIX } from '@dpts/contract/constants';
import type { Stored } from './state.ts';
import { syncOf } from './state.ts';

/** What the popup shows, from the stored state (kept apart from the DOM so it can be tested). */
export type PopupView =
  | { kind: 'signed-out'; signInUrl: string; waiting: number }
  | {
      kind: 'signed-in';
      name: string;
      email: string;
      points: string;
      completedCount: number;
      /** completions being checked with the issuing site; null when unknown */
      verifyingCount: number | null;
      /** `verifying`: sent for checking with the issuing site, not paid when sent */
      completions: { title: string; url: string; verifying: boolean }[];
      waiting: number;
      lastSync: string;
      notice: string | null;
      dashboardUrl: string;
    };

export function popupView(state: Stored, appOrigin: string, locale?: string): PopupView {
  const waiting = state.queue?.length ?? 0;
  const sync = syncOf(state);
  if (!state.token || !state.officer) {
    return { kind: 'signed-out', signInUrl: `${appOrigin}/login`, waiting };
  }
  const officer = state.officer;
  return {
    kind: 'signed-in',
    name: `${officer.firstName} ${officer.lastName}`.trim() || officer.email,
    email: officer.email,
    points: `${officer.totalPointsEarned}${POINTS_SUFFIX}`,
    completedCount: officer.completedCourses,
    verifyingCount: officer.verifyingCourses ?? null,
    completions: (state.completions ?? []).map((c) => ({
      title: c.title || c.url,
      url: c.url,
      verifying: c.verifying === true,
    })),
    waiting,
    lastSync: sync.lastSyncAt
      ? new Date(sync.lastSyncAt).toLocaleString(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
        })
      : 'Not yet',
    notice:
      sync.paused === 'signed-out'
        ? 'Your session has ended. Sign in on DigiPoints again to send your activity.'
        : sync.paused === 'unverified'
          ? 'Verify your email on DigiPoints to earn points for your courses.'
          : sync.lastError && waiting > 0
            ? 'Not sent yet: DigiPoints cannot be reached. Your activity will be sent when it can.'
            : null,
    dashboardUrl: `${appOrigin}/dashboard`,
  };
}
