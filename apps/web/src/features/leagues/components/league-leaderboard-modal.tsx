import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TLeague } from '@dpts/contract/leagues';
import type { TLeaderboardEntry } from '@dpts/contract/learning';
import { LEAGUE_PODIUM } from '@dpts/contract/constants';
import { Avatar } from '../../../components/avatar';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatPoints, fullName } from '../../../lib/format';
import { useLeagueLeaderboard, type LeaderboardPeriod } from '../api/get-league-details';

const podiumLook = [
  { order: 'order-2', height: 'h-24', tint: 'bg-accent-400 text-ink' },
  { order: 'order-1', height: 'h-16', tint: 'bg-brand-200 text-brand-900' },
  { order: 'order-3', height: 'h-12', tint: 'bg-accent-100 text-accent-500' },
] as const;

function Podium({ entries }: { entries: TLeaderboardEntry[] }) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Top 3`} className="flex items-end justify-center gap-3">
      {entries.map((entry, i) => {
        const look = podiumLook[i]!;
        return (
          <li
            key={entry._id}
            className={`flex w-28 flex-col items-center gap-1 text-center ${look.order}`}
          >
            <Avatar user={entry} size={i === 0 ? 52 : 40} decorative />
            <span className="w-full truncate text-sm font-semibold">{fullName(entry)}</span>
            <span className="text-sm font-bold text-brand-700">
              {formatPoints(entry.totalPointsEarned)}
            </span>
            <span
              className={`flex w-full items-start justify-center rounded-t-xl pt-1.5 text-lg font-extrabold ${look.height} ${look.tint}`}
            >
              <span className="sr-only">{t`Position`} </span>
              {entry.rank}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** League leaderboard popup: 1st to 3rd on a podium, the rest ranked from 4 (spec section 2). */
export function LeagueLeaderboardModal({
  league,
  open,
  onClose,
}: {
  league: Pick<TLeague, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const board = useLeagueLeaderboard(league._id, period, open);
  const entries = board.data?.entries ?? [];
  return (
    <Modal open={open} onClose={onClose} title={t`${league.name} Leaderboard`}>
      <div className="flex flex-col gap-5">
        <div role="group" aria-label={t`Period`} className="flex gap-2">
          {(
            [
              ['all', t`All time`],
              ['week', t`This week`],
            ] as const
          ).map(([id, label]) => (
            <button
              key={id}
              type="button"
              aria-pressed={period === id}
              onClick={() => setPeriod(id)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
                period === id ? 'bg-brand-600 text-white' : 'bg-surface text-body'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
        {board.isPending ? (
          <div className="flex justify-center py-8 text-brand-600">
            <Spinner />
          </div>
        ) : board.isError ? (
          <p role="alert" className="text-danger-600">
            {t`Could not load the leaderboard.`}
          </p>
        ) : (
          <>
            <Podium entries={entries.slice(0, LEAGUE_PODIUM)} />
            {entries.length > LEAGUE_PODIUM ? (
              <ol className="flex flex-col divide-y divide-line" aria-label={t`Ranks from 4`}>
                {entries.slice(LEAGUE_PODIUM).map((entry) => (
                  <li key={entry._id} className="flex items-center gap-3 py-2.5">
                    <span className="w-8 text-center font-bold text-muted">{entry.rank}</span>
                    <Avatar user={entry} size={32} decorative />
                    <span className="min-w-0 flex-1 truncate font-medium">{fullName(entry)}</span>
                    <span className="font-semibold text-brand-700">
                      {formatPoints(entry.totalPointsEarned)}
                    </span>
                  </li>
                ))}
              </ol>
            ) : null}
            {board.data?.me.rank ? (
              <p className="text-sm text-muted">
                {t`Your rank: ${board.data.me.rank} of ${board.data.members}`}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}
