import { msg, plural, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { TLeaderboard, TLeaderboardEntry } from '@dpts/contract/learning';
import type { TUser } from '@dpts/contract/user';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { Tabs, type TabItem } from '../../../components/tabs';
import { formatPoints, fullName } from '../../../lib/format';
import { useLeaderboard, type LeaderboardType } from '../api/get-leaderboard';
import { splitLeaderboard } from '../lib/leaderboard';

type Me = Pick<TUser, '_id' | 'firstName' | 'lastName' | 'image' | 'thumbnail'>;

/** Visual order 4 2 1 3 5 and pedestal heights; the list itself stays in rank order. */
const podiumLook = [
  { order: 'order-3', height: 'h-24', tint: 'bg-accent-400 text-ink' },
  { order: 'order-2', height: 'h-20', tint: 'bg-brand-200 text-brand-900' },
  { order: 'order-4', height: 'h-16', tint: 'bg-accent-100 text-accent-500' },
  { order: 'order-1', height: 'h-12', tint: 'bg-brand-50 text-brand-700' },
  { order: 'order-5', height: 'h-10', tint: 'bg-brand-50 text-brand-700' },
] as const;

const emptyTexts: Record<LeaderboardType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  daily: {
    title: msg`No one has earned points today yet.`,
    text: msg`Complete a course to top today's ranking!`,
  },
  global: {
    title: msg`No one has earned points yet.`,
    text: msg`Complete a course to be the first on the board!`,
  },
};

function Podium({ entries, myId }: { entries: TLeaderboardEntry[]; myId: string }) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Top 5`} className="flex items-end justify-center gap-0.5 sm:gap-3">
      {entries.map((entry, index) => {
        const look = podiumLook[index] ?? podiumLook[podiumLook.length - 1]!;
        const isMe = entry._id === myId;
        return (
          <li
            key={entry._id}
            className={`flex min-w-0 max-w-32 flex-1 flex-col items-center gap-1.5 text-center ${look.order}`}
          >
            <Avatar user={entry} size={index === 0 ? 52 : 40} decorative />
            <span className="w-full text-[10px] font-semibold leading-tight text-ink [overflow-wrap:anywhere] sm:text-sm">
              <span className="sr-only">
                {t`${selectOrdinal(entry.rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} place: ${fullName(entry)}`}
              </span>
              {/* Phones have room for the first name only. */}
              <span aria-hidden="true" title={fullName(entry)}>
                <span className="sm:hidden">{entry.firstName}</span>
                <span className="hidden sm:inline">{fullName(entry)}</span>
              </span>
              {isMe ? <span className="text-brand-700"> {t`(You)`}</span> : null}
            </span>
            <span className="text-[11px] font-bold text-brand-700 sm:text-sm">
              {formatPoints(entry.totalPointsEarned)}
            </span>
            <span
              aria-hidden="true"
              className={`flex w-full items-start justify-center rounded-t-xl pt-1.5 text-lg font-extrabold ${look.height} ${look.tint}`}
            >
              {entry.rank}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

type RankTableProps = {
  rows: TLeaderboardEntry[];
  ownRow: TLeaderboard['me'] | null;
  me: Me;
};

function RankTable({ rows, ownRow, me }: RankTableProps) {
  const { t } = useLingui();
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{t`Ranks from position 4`}</caption>
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          <th scope="col" className="w-16 px-2 py-2 font-semibold sm:px-3">
            {t`Rank`}
          </th>
          <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
            {t`Officer`}
          </th>
          <th scope="col" className="w-20 px-2 py-2 text-right font-semibold sm:w-28 sm:px-3">
            {t`Points`}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => {
          const isMe = entry._id === me._id;
          return (
            <tr
              key={entry._id}
              className={`border-b border-line last:border-0 ${isMe ? 'bg-accent-100' : ''}`}
            >
              <td className="px-2 py-3 sm:px-3 font-bold text-ink">{entry.rank}</td>
              <th scope="row" className="px-2 py-3 sm:px-3 font-normal">
                <span className="flex min-w-0 items-center gap-2 sm:gap-3">
                  <Avatar user={entry} size={32} decorative />
                  <span
                    data-testid="officer-name"
                    className="min-w-0 font-semibold text-ink [overflow-wrap:anywhere]"
                  >
                    {fullName(entry)}
                    {isMe ? <span className="text-brand-700"> {t`(You)`}</span> : null}
                  </span>
                </span>
              </th>
              <td className="whitespace-nowrap px-2 py-3 sm:px-3 text-right font-semibold text-brand-700">
                {formatPoints(entry.totalPointsEarned)}
              </td>
            </tr>
          );
        })}
        {ownRow ? (
          <tr className="bg-accent-100" data-testid="own-rank">
            <td className="px-2 py-3 sm:px-3 font-bold text-ink">{ownRow.rank ?? '–'}</td>
            <th scope="row" className="px-2 py-3 sm:px-3 font-normal">
              <span className="flex min-w-0 items-center gap-2 sm:gap-3">
                <Avatar user={me} size={32} decorative />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{t`You`}</span>
                  {ownRow.rank === null ? (
                    <span className="block text-xs text-muted">{t`Not ranked yet`}</span>
                  ) : null}
                </span>
              </span>
            </th>
            <td className="whitespace-nowrap px-2 py-3 sm:px-3 text-right font-semibold text-brand-700">
              {formatPoints(ownRow.totalPointsEarned)}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function Ranking({ type, me }: { type: LeaderboardType; me: Me }) {
  const { t, i18n } = useLingui();
  const { data: board, isPending, isError, refetch, isFetching } = useLeaderboard(type);
  if (isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-600">
        <Spinner label={t`Loading leaderboard`} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-body">{t`The leaderboard could not be loaded.`}</p>
        <Button variant="secondary" size="sm" onClick={() => refetch()} isLoading={isFetching}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  const view = splitLeaderboard(board, me._id);
  if (view.podium.length === 0) {
    const empty = emptyTexts[type];
    return (
      <div className="flex flex-col items-center gap-1 py-8 text-center">
        <p className="font-semibold text-ink">{i18n._(empty.title)}</p>
        <p className="text-sm text-muted">{i18n._(empty.text)}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        {type === 'daily'
          ? plural(board.rankedOfficers, {
              one: '# officer ranked today',
              other: '# officers ranked today',
            })
          : plural(board.rankedOfficers, { one: '# officer ranked', other: '# officers ranked' })}
      </p>
      <Podium entries={view.podium} myId={me._id} />
      {view.table.length > 0 || view.ownRow ? (
        <RankTable rows={view.table} ownRow={view.ownRow} me={me} />
      ) : null}
    </div>
  );
}

/** Daily Ranking and Global Ranks: podium of the top 5, then the table from position 4. */
export function LeaderboardCard({ me }: { me: Me }) {
  const { t } = useLingui();
  const [active, setActive] = useState<string>('daily');
  const tabs: TabItem[] = [
    { id: 'daily', label: t`Daily Ranking`, content: <Ranking type="daily" me={me} /> },
    { id: 'global', label: t`Global Ranks`, content: <Ranking type="global" me={me} /> },
  ];
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="min-w-0 rounded-card bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id="leaderboard-title" className="text-lg font-bold">
        {t`Leaderboard`}
      </h2>
      <div className="mt-2">
        <Tabs label={t`Leaderboard`} tabs={tabs} activeId={active} onChange={setActive} />
      </div>
    </section>
  );
}
