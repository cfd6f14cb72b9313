import { t } from '@lingui/core/macro';
import type { TNotification } from '@dpts/contract/notifications';
import { formatPoints } from '../../../lib/format';
import { contractText } from '../../../lib/contract-text';

/** A value the notice carries (a course, a league), or the words that stand for it. */
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value ? value : fallback;
const points = (value: unknown) => (typeof value === 'number' ? formatPoints(value) : null);
/** A reason is the server's or an administrator's words: the contract's are translated. */
const reason = (value: unknown, fallback: string) =>
  typeof value === 'string' && value ? contractText(value) : fallback;

/**
 * The words of a notice, from its kind and values, in the language active now; an unknown kind
 * still reads as something.
 */
export function describeNotification(notice: Pick<TNotification, 'kind' | 'params'>): {
  title: string;
  body: string;
} {
  const p = notice.params;
  const course = text(p.course, t`your course`);
  switch (notice.kind) {
    case 'claim.verified': {
      const added = points(p.points) ?? t`points`;
      return {
        title: t`Certificate verified`,
        body: t`${course}: ${added} added to your total.`,
      };
    }
    case 'claim.rejected': {
      const why = reason(p.reason, t`it could not be verified.`);
      return { title: t`Certificate not accepted`, body: `${course}: ${why}` };
    }
    case 'claim.review': {
      const why = reason(p.reason, '');
      return {
        title: t`Certificate sent for review`,
        body: `${t`${course}: an administrator will check it.`} ${why}`.trim(),
      };
    }
    case 'league.request.answered':
      return p.accepted
        ? {
            title: t`Request accepted`,
            body: t`You are now a member of ${text(p.league, t`the league`)}.`,
          }
        : {
            title: t`Request declined`,
            body: t`${text(p.league, t`The league`)} declined your request to join.`,
          };
    case 'league.invited':
      return {
        title: t`League invitation`,
        body: t`You are invited to join ${text(p.league, t`a league`)}.`,
      };
    case 'badge.awarded': {
      const badge = text(p.badge, '');
      return {
        title: t`New badge`,
        body: badge ? t`You earned the badge ${badge}.` : t`You earned a badge.`,
      };
    }
    case 'volunteering.confirmed':
      return {
        title: t`Volunteering confirmed`,
        body: t`Your supervisor confirmed ${text(p.title, t`your activity`)}.`,
      };
    case 'volunteering.decided': {
      const activity = text(p.title, t`Your activity`);
      return p.approved
        ? {
            title: t`Volunteering approved`,
            body: t`${activity}: ${points(p.points) ?? t`points`} added.`,
          }
        : {
            title: t`Volunteering not approved`,
            body: `${activity}: ${reason(p.reason, t`it was not approved.`)}`,
          };
    }
    case 'reward.redeemed':
      return {
        title: t`Reward redeemed`,
        body: t`${text(p.reward, t`Your reward`)} is yours.`,
      };
    case 'reward.fulfilled':
      return {
        title: t`Reward sent`,
        body: t`${text(p.reward, t`Your reward`)} has been sent.`,
      };
    case 'reward.cancelled':
      return {
        title: t`Reward cancelled`,
        body: t`${text(p.reward, t`Your reward`)} was cancelled and your dpts refunded.`,
      };
    case 'points.reversed': {
      const taken = points(p.points) ?? t`Points`;
      return {
        title: t`Points taken back`,
        body: t`${taken} taken back: ${reason(p.reason, t`after a review.`)}`,
      };
    }
  }
}
