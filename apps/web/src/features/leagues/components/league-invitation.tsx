import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { UUID_PATTERN } from '@dpts/contract/constants';
import { callApi } from '../../../lib/api-client';
import { leaguesKey } from '../api/keys';

/**
 * The league id of a share link (`/leagues/discover?league=ID`), or null for any other path.
 * Checked as `ZLeagueIdParams` does, without loading zod on the login page.
 */
export function sharedLeagueId(path: string | undefined): string | null {
  if (!path?.startsWith('/leagues/discover?')) return null;
  const id = new URLSearchParams(path.slice(path.indexOf('?'))).get('league');
  return id && UUID_PATTERN.test(id) ? id : null;
}

/**
 * Above the login form when a share link brought a signed-out visitor: which league they were
 * invited to, so the login page is not a dead end (issue 23). Says nothing for an unknown league.
 */
export function LeagueInvitation({ leagueId }: { leagueId: string }) {
  const invitation = useQuery({
    queryKey: [...leaguesKey, 'invitation', leagueId],
    queryFn: ({ signal }) =>
      callApi('getLeagueInvitation', { params: { id: leagueId }, signal }).then((r) => r.data),
    retry: false,
  });
  const { t } = useLingui();
  const league = invitation.data;
  if (!league) return null;
  const name = league.creatorFirstName;
  return (
    <section
      aria-label={t`League invitation`}
      className="mb-5 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 text-sm text-ink"
    >
      <p className="font-semibold">
        <span className="[overflow-wrap:anywhere]">
          {league.private
            ? t`${name} invited you to join the private league “${league.name}”`
            : t`${name} invited you to join the league “${league.name}”`}
        </span>
      </p>
      <p className="mt-1 text-muted">
        {plural(league.members_count, {
          one: '# member. Log in, or sign up, and it opens for you to join.',
          other: '# members. Log in, or sign up, and it opens for you to join.',
        })}
      </p>
    </section>
  );
}
