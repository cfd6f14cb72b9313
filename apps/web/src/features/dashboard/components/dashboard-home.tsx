import type { TUser } from '@dpts/contract/user';
import { ExtensionPrompt } from './extension-prompt';
import { LeaderboardCard } from './leaderboard-card';
import { MyLeaguesCard, type JoinedLeagueSummary } from './my-leagues-card';
import { StatCards } from './stat-cards';

type DashboardHomeProps = {
  user: TUser;
  /** Joined leagues, newest first; the leagues issue fills it. */
  leagues: readonly JoinedLeagueSummary[];
};

/** The officer's dashboard (spec section 2): stats, leaderboard, leagues, extension prompt. */
export function DashboardHome({ user, leagues }: DashboardHomeProps) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Welcome, {user.firstName}!
        </h1>
        <p className="mt-1 text-muted">Here is where your learning journey stands today.</p>
      </div>
      <ExtensionPrompt />
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <LeaderboardCard me={user} />
        </div>
        <MyLeaguesCard leagues={leagues} />
      </div>
    </div>
  );
}
