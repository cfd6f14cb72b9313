import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminLeagueRow } from '@dpts/contract/admin';
import { LEAGUE_PODIUM } from '@dpts/contract/constants';
import { Avatar } from '../../../components/avatar';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatPoints, fullName } from '../../../lib/format';
import { useLeagueLeaderboard } from '../api/get-leagues';

const places = ['1st', '2nd', '3rd'];

/** Leaderboard popup (spec section 2): 1st to 3rd on a podium, the rest ranked from 4. */
export function LeagueLeaderboardModal({
  league,
  onClose,
}: {
  league: TAdminLeagueRow | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { data, isPending, isError } = useLeagueLeaderboard(league?._id ?? null);
  const podium = data?.slice(0, LEAGUE_PODIUM) ?? [];
  const rest = data?.slice(LEAGUE_PODIUM) ?? [];
  return (
    <Modal
      open={league !== null}
      onClose={onClose}
      title={league ? t`${league.name} Leaderboard` : t`Leaderboard`}
    >
      {isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : isError ? (
        <p className="py-6 text-center text-muted">
          <Trans>The leaderboard could not be loaded.</Trans>
        </p>
      ) : !data || data.length === 0 ? (
        <p className="py-6 text-center text-muted">
          <Trans>No members yet.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <ol className="grid grid-cols-3 gap-3" aria-label={t`Podium`}>
            {podium.map((m, i) => (
              <li
                key={m._id}
                className="flex flex-col items-center gap-1 rounded-xl bg-surface p-3 text-center"
              >
                <span className="text-xs font-bold text-brand-700">{places[i]}</span>
                <Avatar user={m} size={40} decorative />
                <span className="text-sm font-semibold">{fullName(m)}</span>
                <span className="text-xs text-muted">{formatPoints(m.totalPointsEarned)}</span>
              </li>
            ))}
          </ol>
          {rest.length ? (
            <ol start={LEAGUE_PODIUM + 1} className="flex flex-col divide-y divide-line">
              {rest.map((m, i) => (
                <li key={m._id} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-6 text-muted">{i + LEAGUE_PODIUM + 1}</span>
                  <span className="flex-1">{fullName(m)}</span>
                  <span className="font-semibold">{formatPoints(m.totalPointsEarned)}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
