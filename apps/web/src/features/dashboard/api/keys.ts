import type { TLeaderboard } from '@dpts/contract/learning';

/** Query keys of the dashboard; invalidating `all` refreshes stats and both rankings. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
  leaderboard: (type: TLeaderboard['type']) => ['dashboard', 'leaderboard', type] as const,
};

/**
 * Points posted by the extension arrive without the page knowing: refetch whenever the page
 * becomes visible again (the officer is back from a course tab) and every 30 s while it is shown.
 */
export const liveRefresh = {
  refetchOnWindowFocus: 'always',
  refetchInterval: 30_000,
} as const;
