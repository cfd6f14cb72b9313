import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TUser } from '@dpts/contract/user';
import { ExtensionPrompt } from './extension-prompt';
import { LeaderboardCard } from './leaderboard-card';
import { MyLeaguesCard, type JoinedLeagueSummary } from './my-leagues-card';
import { StatCards } from './stat-cards';

/** Rendering skipped until near the screen; the size kept once known (no jump when it is). */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_480px]';

type DashboardHomeProps = {
  user: TUser;
  /** Joined leagues, newest first; the leagues issue fills it. */
  leagues: readonly JoinedLeagueSummary[];
  /** The next step and what waits on the phone, first on the screen (issue #23). */
  firstCard?: ReactNode;
  /** Cards other features add below the leagues (volunteering hours), composed by the route. */
  children?: ReactNode;
};

/** The officer's dashboard (spec section 2): stats, leaderboard, leagues, extension prompt. */
export function DashboardHome({ user, leagues, firstCard, children }: DashboardHomeProps) {
  const { t } = useLingui();
  const firstName = user.firstName;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t`Welcome, ${firstName}!`}
        </h1>
        <p className="mt-1 text-muted">{t`Here is where your learning journey stands today.`}</p>
      </div>
      {firstCard}
      <ExtensionPrompt />
      <StatCards />
      {/* Below a phone's first screen: laid out and painted when scrolled near (decision 082). */}
      <div className={`grid gap-6 lg:grid-cols-3 ${BELOW_THE_FOLD}`}>
        <div className="min-w-0 lg:col-span-2">
          <LeaderboardCard me={user} />
        </div>
        <MyLeaguesCard leagues={leagues} />
      </div>
      <div className={BELOW_THE_FOLD}>{children}</div>
    </div>
  );
}
