import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TLeague } from '@dpts/contract/leagues';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import type { LeagueListId } from '../api/get-leagues';
import { useLeagueAction } from '../api/league-actions';
import { menuItemsFor, type CardCommand } from '../lib/menu-items';
import { LeagueDetailsModal } from './league-details-modal';
import { LeagueLeaderboardModal } from './league-leaderboard-modal';
import { InviteMembersModal } from './invite-members-modal';
import { LeagueMenu } from './league-menu';
import { ShareLinkModal } from './share-link-modal';
import { leagueShareLink } from '../lib/share-link';

type Dialog = 'leaderboard' | 'details' | 'invite' | 'share' | 'delete' | 'leave' | null;

export function LeagueImage({
  league,
  size = 56,
}: {
  league: Pick<TLeague, 'name' | 'image' | 'thumbnail'>;
  size?: number;
}) {
  const src = league.thumbnail || league.image;
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-xl object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-xl bg-accent-100 text-lg font-bold text-accent-500"
      style={{ width: size, height: size }}
    >
      {league.name.charAt(0).toUpperCase()}
    </span>
  );
}

export function PrivateBadge() {
  const { t } = useLingui();
  return (
    <span className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
      {t`Private`}
    </span>
  );
}

/** A league card (spec section 2): image, name, members, private badge, description, menu. */
export function LeagueCard({ league, list }: { league: TLeague; list: LeagueListId }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<Dialog>(null);
  const join = useLeagueAction('join');
  const request = useLeagueAction('request');
  const save = useLeagueAction('save');
  const unsave = useLeagueAction('unsave');
  const withdraw = useLeagueAction('withdraw');
  const leave = useLeagueAction('leave');
  const remove = useLeagueAction('remove');
  const discoverable = useLeagueAction('discoverable');

  const run: Record<CardCommand, () => void> = {
    join: () => join.mutate(league._id),
    request: () => request.mutate(league._id),
    save: () => save.mutate(league._id),
    unsave: () => unsave.mutate(league._id),
    withdraw: () => withdraw.mutate(league._id),
    leaderboard: () => setDialog('leaderboard'),
    details: () => setDialog('details'),
    invite: () => setDialog('invite'),
    discoverable: () => discoverable.mutate({ id: league._id, discoverable: !league.discoverable }),
    delete: () => setDialog('delete'),
    leave: () => setDialog('leave'),
    share: () => setDialog('share'),
  };
  const cardItems = menuItemsFor(list, league);
  // Join and Request to Join are the card's own button, not hidden behind "⋮" (issue 23).
  const primary = cardItems.find((item) => item.command === 'join' || item.command === 'request');
  const items = cardItems
    .filter((item) => item !== primary)
    .map((item) => ({
      label: item.label,
      disabled: item.disabled,
      checked: item.checked,
      danger: item.command === 'delete' || item.command === 'leave',
      onSelect: run[item.command],
    }));

  return (
    <article
      aria-labelledby={`league-${league._id}`}
      className="flex min-w-0 flex-col gap-3 rounded-card bg-white p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <div className="flex items-start gap-3">
        <LeagueImage league={league} />
        <div className="min-w-0 flex-1">
          <h3 id={`league-${league._id}`} className="truncate font-bold text-ink">
            {league.name}
          </h3>
          <p className="text-sm text-muted">
            {plural(league.members_count, { one: '# Member', other: '# Members' })}
          </p>
          {league.private ? <PrivateBadge /> : null}
        </div>
        {items.length > 0 ? (
          <LeagueMenu label={t`Actions for ${league.name}`} items={items} />
        ) : null}
      </div>
      <p className="line-clamp-3 text-sm text-body [overflow-wrap:anywhere]">
        {league.description}
      </p>
      {primary ? (
        <div className="mt-auto flex items-center justify-end gap-3 border-t border-line pt-3">
          <Button
            size="md"
            isLoading={primary.command === 'join' ? join.isPending : request.isPending}
            onClick={run[primary.command]}
          >
            {primary.label}
          </Button>
        </div>
      ) : null}
      {list === 'pending' ? (
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-3">
          <span className="text-sm font-semibold text-ink">
            {plural(league.pendingRequests, { one: '# request', other: '# requests' })}
          </span>
          <Link
            to={`/leagues/requests/${league._id}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t`View Requests`}
          </Link>
        </div>
      ) : null}

      <LeagueLeaderboardModal
        league={league}
        open={dialog === 'leaderboard'}
        onClose={() => setDialog(null)}
      />
      <LeagueDetailsModal
        league={league}
        open={dialog === 'details'}
        onClose={() => setDialog(null)}
      />
      <ShareLinkModal
        open={dialog === 'share'}
        onClose={() => setDialog(null)}
        name={league.name}
        link={leagueShareLink(league._id)}
      />
      <InviteMembersModal
        league={league}
        open={dialog === 'invite'}
        onClose={() => setDialog(null)}
      />
      <Modal
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t`Delete League`}
        description={t`Delete ${league.name}? Its members, requests and invites go with it.`}
        confirmLabel={t`Delete League`}
        isConfirming={remove.isPending}
        onConfirm={() => remove.mutate(league._id, { onSettled: () => setDialog(null) })}
      >
        {null}
      </Modal>
      <Modal
        open={dialog === 'leave'}
        onClose={() => setDialog(null)}
        title={t`Leave League`}
        description={t`Leave ${league.name}?`}
        confirmLabel={t`Leave League`}
        isConfirming={leave.isPending}
        onConfirm={() => leave.mutate(league._id, { onSettled: () => setDialog(null) })}
      >
        {null}
      </Modal>
    </article>
  );
}
