import type { TAppLanguage } from '@dpts/contract/app-languages';
import { POINTS_SUFFIX } from '@dpts/contract/constants';
import { claimReasonText } from './claim-reasons.ts';
import { i18n, intlLocale } from './i18n.ts';
import type { Completion, Stored } from './state.ts';
import { syncOf } from './state.ts';

export type CompletionView = {
  title: string;
  url: string;
  /** `verifying`: sent for checking with the issuing site, not paid yet */
  verifying: boolean;
  tone: 'waiting' | 'paid' | 'refused';
  /** what became of it, in a few words */
  status: string;
  /** what the officer can do, when there is something to do */
  next: { text: string; href: string } | null;
};

function completionView(c: Completion, appOrigin: string): CompletionView {
  const base = { title: c.title || c.url, url: c.url, verifying: c.verifying === true };
  const history = `${appOrigin}/my-points`;
  switch (c.state) {
    case 'verified':
      return {
        ...base,
        tone: 'paid',
        status:
          c.pointsAwarded > 0
            ? i18n._('Verified · {points}', { points: `+${c.pointsAwarded}${POINTS_SUFFIX}` })
            : i18n._('Verified · this course was paid earlier'),
        next: null,
      };
    case 'rejected':
      return {
        ...base,
        tone: 'refused',
        status: i18n._('Not accepted: {reason}', {
          reason: c.reason
            ? claimReasonText(c.reason)
            : i18n._('the certificate could not be confirmed'),
        }),
        next: { text: i18n._('See why and what you can do'), href: history },
      };
    case 'review':
      return {
        ...base,
        tone: 'waiting',
        status: c.reason
          ? i18n._('With an administrator: {reason}', { reason: claimReasonText(c.reason) })
          : i18n._('With an administrator'),
        next: null,
      };
    default:
      return c.verifying
        ? {
            ...base,
            tone: 'waiting',
            status: i18n._('Being checked with the site · usually within minutes'),
            next: null,
          }
        : {
            ...base,
            tone: 'paid',
            status: c.pointsAwarded > 0 ? `+${c.pointsAwarded}${POINTS_SUFFIX}` : i18n._('Counted'),
            next: null,
          };
  }
}

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
      /** each completion sent from here, with what became of it and what to do next */
      completions: CompletionView[];
      waiting: number;
      lastSync: string;
      notice: string | null;
      dashboardUrl: string;
    };

/**
 * When the popup last synced: in English and French as the browser writes dates; in Hausa,
 * Yoruba, Igbo and Pidgin in figures (the browsers have no month names for them).
 */
function syncTime(at: number, language: TAppLanguage): string {
  const date = new Date(at);
  if (language === 'en')
    return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return date.toLocaleString(intlLocale(language), {
    dateStyle: language === 'fr' ? 'medium' : 'short',
    timeStyle: 'short',
  });
}

export function popupView(
  state: Stored,
  appOrigin: string,
  language: TAppLanguage = 'en',
): PopupView {
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
    completions: (state.completions ?? []).map((c) => completionView(c, appOrigin)),
    waiting,
    lastSync: sync.lastSyncAt ? syncTime(sync.lastSyncAt, language) : i18n._('Not yet'),
    notice:
      sync.paused === 'signed-out'
        ? i18n._('Your session has ended. Sign in on DigiPoints again to send your activity.')
        : sync.paused === 'unverified'
          ? i18n._('Verify your email on DigiPoints to earn points for your courses.')
          : sync.lastError && waiting > 0
            ? i18n._(
                'Not sent yet: DigiPoints cannot be reached. Your activity will be sent when it can.',
              )
            : null,
    dashboardUrl: `${appOrigin}/dashboard`,
  };
}
