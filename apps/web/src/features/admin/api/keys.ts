/** Query keys of the administrator screens; `all` drops every one of them. */
export const adminKeys = {
  all: ['super'] as const,
  users: (query: object) => ['super', 'users', query] as const,
  user: (id: string) => ['super', 'user', id] as const,
  leagues: (query: object) => ['super', 'leagues', query] as const,
  leagueBoard: (id: string) => ['super', 'league-board', id] as const,
  moderators: (query: object) => ['super', 'moderators', query] as const,
  points: ['super', 'points'] as const,
  topics: ['super', 'catalogue', 'topics'] as const,
  courses: (query: object) => ['super', 'catalogue', 'courses', query] as const,
  catalogue: ['super', 'catalogue'] as const,
  audit: (query: object) => ['super', 'audit', query] as const,
  review: (query: object) => ['super', 'review', query] as const,
  reviewCount: ['super', 'review-count'] as const,
  jobs: ['super', 'jobs'] as const,
  failedJobs: (query: object) => ['super', 'jobs', 'failed', query] as const,
  nameChanges: ['super', 'name-changes'] as const,
};
