/**
 * Where a log-in goes next: the page the route guard sent the visitor from (kept with its query,
 * so a league's share link survives the detour), or the dashboard. Only this site's own paths:
 * never another origin ('//host', '/\host') and never back to /login.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from) || /^\/login(?:[/?#]|$)/.test(from))
    return '/dashboard';
  return from;
}

/** The navigation state the guard hands to /login. */
export type ReturnState = { from: string };
