import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { buttonClasses } from '../../../components/button';

/** What the card needs of a joined league (spec section 3, League). */
export type JoinedLeagueSummary = {
  _id: string;
  name: string;
  image: string | null;
  members_count: number;
};

type MyLeaguesCardProps = { leagues: readonly JoinedLeagueSummary[] };

/** The first 4 joined leagues, or the empty state (spec section 2, Dashboard). */
export function MyLeaguesCard({ leagues }: MyLeaguesCardProps) {
  const { t } = useLingui();
  const shown = leagues.slice(0, PAGE_SIZE.dashboardLeagues);
  return (
    <section
      aria-labelledby="my-leagues-title"
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-leagues-title" className="text-lg font-bold">
          {t`My Leagues`}
        </h2>
        <Link
          to="/leagues/discover"
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t`See all`}
        </Link>
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 py-6 text-center">
          <p className="text-body">{t`You haven't joined any league yet`}</p>
          <Link to="/leagues/discover" className={buttonClasses({ size: 'md' })}>
            {t`Browse Leagues`}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {shown.map((league) => (
            <li key={league._id} className="flex items-center gap-3 py-3">
              {league.image ? (
                <img
                  src={league.image}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="h-10 w-10 shrink-0 rounded-xl object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 font-bold text-accent-500"
                >
                  {league.name.charAt(0).toUpperCase()}
                </span>
              )}
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{league.name}</p>
                <p className="text-sm text-muted">
                  {plural(league.members_count, { one: '# Member', other: '# Members' })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
