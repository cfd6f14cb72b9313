import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { Tabs } from '../../../components/tabs';
import type { LeagueListId } from '../api/get-leagues';
import { LeagueList } from './league-list';
import { SharedLeague } from './shared-league';

const screens = {
  discover: [
    ['discover', msg`Discover Leagues`],
    ['public', msg`Public Leagues`],
    ['private', msg`Private Leagues`],
    ['saved', msg`Saved Leagues`],
  ],
  mine: [
    ['joined', msg`All Joined Leagues`],
    ['created', msg`Created Leagues`],
    ['sent', msg`Sent Requests`],
    ['pending', msg`Pending Requests`],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [LeagueListId, MessageDescriptor]>>;

/** /leagues/discover and /leagues/my-leagues: the header and their four tabs (spec section 2). */
export function LeaguesScreen({ screen }: { screen: keyof typeof screens }) {
  const { t, i18n } = useLingui();
  const tabs = screens[screen];
  const [active, setActive] = useState<LeagueListId>(tabs[0][0]);
  // A league's share link: /leagues/discover?league=ID (decision 034).
  const [params, setParams] = useSearchParams();
  const shared = screen === 'discover' ? params.get('league') : null;
  function dismissShared() {
    setParams(
      (current) => {
        current.delete('league');
        return current;
      },
      { replace: true },
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Leagues`}</h1>
          <p className="mt-1 text-muted">{t`Browse and Join Leagues Here`}</p>
        </div>
        <ButtonLink to="/leagues/create" size="md">
          {t`Create League`}
        </ButtonLink>
      </div>
      {shared !== null ? <SharedLeague id={shared} onDismiss={dismissShared} /> : null}
      <Tabs
        label={screen === 'discover' ? t`Discover leagues` : t`My leagues`}
        activeId={active}
        onChange={(id) => setActive(id as LeagueListId)}
        tabs={tabs.map(([id, label]) => ({
          id,
          label: i18n._(label),
          content: id === active ? <LeagueList list={id} /> : null,
        }))}
      />
    </div>
  );
}
