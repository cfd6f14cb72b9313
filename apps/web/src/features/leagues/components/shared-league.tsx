import { contractText } from '../../../lib/contract-text';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { leagueMessages, ZLeagueIdParams, type TLeague } from '@dpts/contract/leagues';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import { fullName } from '../../../lib/format';
import { useLeagueCard } from '../api/get-league-details';
import { useLeagueAction } from '../api/league-actions';
import { LeagueImage, PrivateBadge } from './league-card';
import { LeagueLeaderboardModal } from './league-leaderboard-modal';

const isLeagueId = (id: string) => ZLeagueIdParams.shape.id.safeParse(id).success;
/** The server's answers for an id that names no league (malformed, unknown or deleted). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The league a share link names (`/leagues/discover?league=ID`), above the Discover tabs, with
 * the one thing the officer can do about it. The server decides what the card shows.
 */
export function SharedLeague({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { t } = useLingui();
  const isId = isLeagueId(id);
  const card = useLeagueCard(id, isId);
  // Anything but "no such league" (session gone, offline, …) gets the shared handling.
  useEffect(() => {
    if (card.error && !isNotFound(card.error)) showApiError(card.error);
  }, [card.error]);

  let body;
  if (!isId || isNotFound(card.error))
    body = (
      <p role="alert" className="font-semibold text-danger-600">
        {contractText(leagueMessages.notFound)}
        <span className="block text-sm font-normal text-muted">
          {t`The link may be mistyped, or the league was deleted.`}
        </span>
      </p>
    );
  else if (card.data) body = <SharedLeagueCard league={card.data} />;
  else if (card.isError)
    body = (
      <p role="alert" className="text-danger-600">
        {t`Could not load this league.`}
      </p>
    );
  else
    body = (
      <div className="flex justify-center py-6 text-brand-600">
        <Spinner />
      </div>
    );

  return (
    <section
      aria-label={t`Shared league`}
      className="relative rounded-card bg-white p-5 shadow-sm ring-2 ring-brand-600 sm:p-6"
    >
      <button
        type="button"
        aria-label={t`Close shared league`}
        onClick={onDismiss}
        className="absolute right-3 top-3 rounded-full p-2 text-muted hover:bg-surface hover:text-ink"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <path d="M5.3 4.3a1 1 0 0 1 1.4 0L10 7.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 9l3.3 3.3a1 1 0 0 1-1.4 1.4L10 10.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 9 5.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {body}
    </section>
  );
}

function SharedLeagueCard({ league }: { league: TLeague }) {
  const { t } = useLingui();
  const [isBoardOpen, setBoardOpen] = useState(false);
  const join = useLeagueAction('join');
  const request = useLeagueAction('request');
  const withdraw = useLeagueAction('withdraw');

  let action;
  if (league.isMember)
    action = (
      <>
        <p className="font-semibold text-ink">{t`You are a member of this league`}</p>
        <Button size="md" onClick={() => setBoardOpen(true)}>
          {t`View League`}
        </Button>
      </>
    );
  else if (league.request)
    action = (
      <>
        <p className="font-semibold text-ink">{t`Request sent: the creator will answer it`}</p>
        <Button
          size="md"
          variant="secondary"
          isLoading={withdraw.isPending}
          onClick={() => withdraw.mutate(league._id)}
        >
          {t`Withdraw Request`}
        </Button>
      </>
    );
  else if (!league.private || league.isInvited)
    action = (
      <Button size="md" isLoading={join.isPending} onClick={() => join.mutate(league._id)}>
        {t`Join League`}
      </Button>
    );
  else
    action = (
      <Button size="md" isLoading={request.isPending} onClick={() => request.mutate(league._id)}>
        {t`Request to Join`}
      </Button>
    );

  return (
    <article aria-labelledby="shared-league-name" className="flex flex-col gap-4 pr-8">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t`Shared league`}</p>
      <div className="flex items-start gap-4">
        <LeagueImage league={league} size={72} />
        <div className="min-w-0 flex-1">
          <h2 id="shared-league-name" className="text-xl font-extrabold text-ink">
            {league.name}
          </h2>
          <p className="text-sm text-muted">
            {plural(league.members_count, { one: '# Member', other: '# Members' })} ·{' '}
            {t`created by ${fullName(league._creator)}`}
          </p>
          {league.private ? <PrivateBadge /> : null}
        </div>
      </div>
      <p className="text-body">{league.description}</p>
      <div className="flex flex-wrap items-center gap-3">{action}</div>
      <LeagueLeaderboardModal
        league={league}
        open={isBoardOpen}
        onClose={() => setBoardOpen(false)}
      />
    </article>
  );
}
