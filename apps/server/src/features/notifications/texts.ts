import type { TAppLanguage, TNotificationKind, TNotificationParams } from '@dpts/contract';
import { translator } from '../../lib/i18n.ts';

/**
 * A notice's words for push and email in the officer's language (the app's own texts are the
 * web's `describe.ts`; these say the same in one line, with no markup).
 */
export function noticeText(
  kind: TNotificationKind,
  params: TNotificationParams,
  language: TAppLanguage = 'en',
): { title: string; body: string } {
  const i18n = translator(language);
  const course = typeof params.course === 'string' ? params.course : i18n._('your course');
  // An administrator's reason, as they wrote it.
  const reason = typeof params.reason === 'string' && params.reason ? ` ${params.reason}` : '';
  const points = typeof params.points === 'number' ? params.points : 0;
  const league = typeof params.league === 'string' ? params.league : i18n._('a league');
  switch (kind) {
    case 'claim.verified':
      return {
        title: i18n._('Certificate verified'),
        body:
          points > 0
            ? i18n._('“{course}” is verified: +{points} dpts.', { course, points })
            : i18n._('“{course}” is verified.', { course }),
      };
    case 'claim.rejected':
      return {
        title: i18n._('Certificate not accepted'),
        body: i18n._('“{course}” was not accepted.', { course }) + reason,
      };
    case 'claim.review':
      return {
        title: i18n._('Certificate sent to review'),
        body: i18n._('A person will check “{course}”.', { course }) + reason,
      };
    case 'points.reversed':
      return {
        title: i18n._('Points taken back'),
        body:
          i18n._('{points} dpts for “{course}” were taken back.', {
            points: Math.abs(points),
            course,
          }) + reason,
      };
    case 'league.request.answered':
      return params.accepted
        ? {
            title: i18n._('Welcome to the league'),
            body: i18n._('Your request to join {league} was accepted.', { league }),
          }
        : {
            title: i18n._('League request answered'),
            body: i18n._('Your request to join {league} was declined.', { league }),
          };
    case 'league.invited':
      return {
        title: i18n._('League invitation'),
        body: i18n._('You are invited to join {league}.', { league }),
      };
    default:
      return { title: 'DigiPoints', body: i18n._('You have a new notice.') };
  }
}

/** Kinds that also send an email (claim outcomes), unless the officer turned it off in Settings. */
export const EMAILED_KINDS: ReadonlySet<TNotificationKind> = new Set([
  'claim.verified',
  'claim.rejected',
  'claim.review',
  'points.reversed',
]);
