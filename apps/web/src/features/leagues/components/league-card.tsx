import { useState } from 'react';
import { Link } from 'react-router';
import type { TLeague } from '@dpts/contract/leagues';
import { Modal } from '../../../components/modal';
import type { LeagueListId } from '../api/get-leagues';
import { useLeagueAction } from '../api/league-actions';
import { menuItemsFor, type CardCommand } from '../lib/menu-items';
import { LeagueDetailsModal } from './league-details-modal';
import { LeagueLeaderboardModal } from './league-leaderboard-modal';
import { InviteMembersModal } from './invite-members-modal';
import { LeagueMenu } from './league-menu';

type Dialog = 'leaderboard' | 'details' | 'invite' | 'delete' | 'leave' | null;

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
  return (
    <span className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
      Private
    </span>
  );
}

/** A league card (spec section 2): image, name, members, private badge, description, menu. */
export function LeagueCard({ league, list }: { league: TLeague; list: LeagueListId }) {
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
  };
  const items = menuItemsFor(list, league).map((item) => ({
    label: item.label,
    disabled: item.disabled,
    checked: item.checked,
    danger: item.command === 'delete' || item.command === 'leave',
    onSelect: run[item.command],
  }));

  return (
    <article
      aria-labelledby={`league-${league._id}`}
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <div className="flex items-start gap-3">
        <LeagueImage league={league} />
        <div className="min-w-0 flex-1">
          <h3 id={`league-${league._id}`} className="truncate font-bold text-ink">
            {league.name}
          </h3>
          <p className="text-sm text-muted">{league.members_count} Members</p>
          {league.private ? <PrivateBadge /> : null}
        </div>
        {items.length > 0 ? (
          <LeagueMenu label={`Actions for ${league.name}`} items={items} />
        ) : null}
      </div>
      <p className="line-clamp-3 text-sm text-body">{league.description}</p>
      {list === 'pending' ? (
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-3">
          <span className="text-sm font-semibold text-ink">
            {league.pendingRequests} {league.pendingRequests === 1 ? 'request' : 'requests'}
          </span>
          <Link
            to={`/leagues/requests/${league._id}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            View Requests
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
      <InviteMembersModal
        league={league}
        open={dialog === 'invite'}
        onClose={() => setDialog(null)}
      />
      <Modal
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title="Delete League"
        description={`Delete ${league.name}? Its members, requests and invites go with it.`}
        confirmLabel="Delete League"
        isConfirming={remove.isPending}
        onConfirm={() => remove.mutate(league._id, { onSettled: () => setDialog(null) })}
      >
        {null}
      </Modal>
      <Modal
        open={dialog === 'leave'}
        onClose={() => setDialog(null)}
        title="Leave League"
        description={`Leave ${league.name}?`}
        confirmLabel="Leave League"
        isConfirming={leave.isPending}
        onConfirm={() => leave.mutate(league._id, { onSettled: () => setDialog(null) })}
      >
        {null}
      </Modal>
    </article>
  );
}
