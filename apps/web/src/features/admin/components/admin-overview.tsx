import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminEmptyStates } from '@dpts/contract/admin';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Avatar } from '../../../components/avatar';
import { DataTable } from '../../../components/data-table';
import { formatPoints, fullName } from '../../../lib/format';
import { useAllPoints } from '../api/get-all-points';
import { useLeagues } from '../api/get-leagues';
import { useModerators } from '../api/get-moderators';
import { useUsers } from '../api/get-users';
import { dayLabel, formatDate } from '../lib/format';
import { useSession } from '../../../lib/session';
import { JobQueueSummary } from './background-jobs';
import { PointsTable } from './points-table';

const PointsChart = lazy(() => import('./points-chart'));

/** What the chart shows, in one sentence for screen readers (the table has every day). */
function summarise(perDay: { day: string; points: number }[], i18n: I18n): string {
  const total = perDay.reduce((sum, d) => sum + d.points, 0);
  const best = perDay.reduce((a, b) => (b.points > a.points ? b : a), perDay[0]!);
  const today = perDay.at(-1)!;
  const earned = formatPoints(total);
  const bestDay = dayLabel(best.day);
  const bestPoints = formatPoints(best.points);
  const todayPoints = formatPoints(today.points);
  return i18n._(
    msg`${earned} earned in the last 30 days; the most on ${bestDay} (${bestPoints}); ${todayPoints} today.`,
  );
}
const recent = { page: 1, limit: PAGE_SIZE.adminRecent } as const;

/** When the chart chunk cannot load, the table stands in for it. */
class ChartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function StatCard({ label, value }: { label: string; value: string | null }) {
  return (
    <li className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line">
      <p className="text-sm text-muted">{label}</p>
      {value === null ? (
        <p className="mt-2 h-9 w-24 animate-pulse rounded-lg bg-surface">
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
        </p>
      ) : (
        <p className="mt-2 text-3xl font-extrabold text-ink">{value}</p>
      )}
    </li>
  );
}

function RecentCard({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const { t } = useLingui();
  const id = `recent-${to.replace(/\W/g, '')}`;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-card bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <Link
          to={to}
          className="text-sm font-semibold text-brand-700 hover:underline"
          aria-label={t`View All ${title}`}
        >
          <Trans>View All</Trans>
        </Link>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The administrator's dashboard (spec section 2, Dashboard administrator). */
export function AdminOverview() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const users = useUsers(recent);
  const leagues = useLeagues(recent);
  const moderators = useModerators(recent);
  const points = useAllPoints();

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Overview</Trans>
        </h1>
        <p className="mt-1 text-muted">
          <Trans>Here's the highlight for the day!</Trans>
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label={t`Totals`}>
        <StatCard
          label={t`Total Users`}
          value={users.data ? users.data.total.toLocaleString() : null}
        />
        <StatCard
          label={t`Total Leagues`}
          value={leagues.data ? leagues.data.total.toLocaleString() : null}
        />
        <StatCard
          label={t`Earned Points`}
          value={points.data ? formatPoints(points.data.totalPoints) : null}
        />
      </ul>

      {user?.role === 'super' ? <JobQueueSummary /> : null}

      <section
        aria-labelledby="points-per-day"
        className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line"
      >
        <h2 id="points-per-day" className="text-lg font-bold">
          <Trans>Points earned per day</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>The last 30 days, today last.</Trans>
        </p>
        {points.data ? <p className="sr-only">{summarise(points.data.perDay, i18n)}</p> : null}
        {points.data ? (
          <>
            <ChartBoundary fallback={<PointsTable perDay={points.data.perDay} />}>
              <Suspense
                fallback={<div className="h-[220px] animate-pulse rounded-lg bg-surface" />}
              >
                <div className="mt-4">
                  <PointsChart perDay={points.data.perDay} />
                </div>
              </Suspense>
            </ChartBoundary>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                <Trans>Show as a table</Trans>
              </summary>
              <div
                className="mt-2 max-h-72 overflow-y-auto"
                tabIndex={0}
                role="region"
                aria-label={t`Points per day`}
              >
                <PointsTable perDay={points.data.perDay} />
              </div>
            </details>
          </>
        ) : (
          <div className="mt-4 h-[220px] animate-pulse rounded-lg bg-surface" aria-hidden="true" />
        )}
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <RecentCard title={t`Users`} to="/manage-users">
          <DataTable
            caption={t`The 5 most recently registered users`}
            rows={users.data?.items}
            rowKey={(u) => u._id}
            isLoading={users.isPending}
            isError={users.isError}
            empty={adminEmptyStates.users}
            onRowClick={(u) => navigate(`/manage-users/${u._id}`)}
            columns={[
              {
                key: 'name',
                header: t`Name`,
                isRowHeader: true,
                minWidth: 160,
                cell: (u) => (
                  <span className="flex items-center gap-2">
                    <Avatar user={u} size={28} decorative />
                    <Link
                      to={`/manage-users/${u._id}`}
                      onClick={(e) => e.stopPropagation()}
                      className="font-semibold text-ink hover:underline"
                    >
                      {fullName(u)}
                    </Link>
                  </span>
                ),
              },
              { key: 'email', header: t`Email`, cell: (u) => u.email, minWidth: 180 },
              { key: 'joined', header: t`Joined`, cell: (u) => formatDate(u.createdAt) },
            ]}
          />
        </RecentCard>
        <RecentCard title={t`Moderators`} to="/leagues/moderators">
          <DataTable
            caption={t`The 5 most recent league moderators`}
            rows={moderators.data?.items.slice(0, PAGE_SIZE.moderatorsCap)}
            rowKey={(m) => m.creator._id}
            isLoading={moderators.isPending}
            isError={moderators.isError}
            empty={adminEmptyStates.moderators}
            columns={[
              { key: 'name', header: t`Name`, isRowHeader: true, cell: (m) => fullName(m.creator) },
              { key: 'email', header: t`Email`, cell: (m) => m.creator.email, minWidth: 180 },
              { key: 'leagues', header: t`Leagues`, align: 'right', cell: (m) => m.noOfLeagues },
            ]}
          />
        </RecentCard>
        <RecentCard title={t`Leagues`} to="/leagues/manage">
          <DataTable
            caption={t`The 5 most recently created leagues`}
            rows={leagues.data?.items}
            rowKey={(l) => l._id}
            isLoading={leagues.isPending}
            isError={leagues.isError}
            empty={adminEmptyStates.leagues}
            columns={[
              { key: 'name', header: t`League`, isRowHeader: true, cell: (l) => l.name },
              { key: 'moderator', header: t`Moderator`, cell: (l) => fullName(l.creator) },
              { key: 'members', header: t`Members`, align: 'right', cell: (l) => l.members_count },
            ]}
          />
        </RecentCard>
      </div>
    </div>
  );
}
