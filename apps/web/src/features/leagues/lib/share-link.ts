/** A league's share link (decision 034): its card on Discover, or its invitation when signed out. */
export function leagueShareLink(leagueId: string): string {
  return `${window.location.origin}/leagues/discover?league=${encodeURIComponent(leagueId)}`;
}
