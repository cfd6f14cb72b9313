import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminEmptyStates, type TAdminLeagueRow } from '@dpts/contract/admin';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useLeagues } from '../api/get-leagues';
import { formatDate, formatTotal } from '../lib/format';
import { LeagueLeaderboardModal } from './league-leaderboard-modal';
import { Panel } from './panel';

/** All Leagues (spec section 2, /leagues/manage): search by league or moderator name. */
export function LeaguesTable() {
  const { t } = useLingui();
  const { page, search, setPage, setSearch } = useTableParams();
  const [board, setBoard] = useState<TAdminLeagueRow | null>(null);
  const { data, isPending, isError } = useLeagues({
    page,
    limit: PAGE_SIZE.adminLeagues,
    ...(search ? { search } : {}),
  });
  const total = data ? formatTotal(data.total, data.totalCapped) : '';
  return (
    <Panel
      title={t`All Leagues`}
      titleId="all-leagues"
      description={data ? (search ? t`${total} found` : t`${total} created`) : undefined}
      actions={
        <SearchInput
          label={t`Search leagues`}
          placeholder={t`Search by league or moderator name`}
          value={search}
          onSearch={setSearch}
        />
      }
    >
      <DataTable
        caption={t`All leagues, newest first`}
        rows={data?.items}
        rowKey={(l) => l._id}
        isLoading={isPending}
        isError={isError}
        empty={search ? { title: t`No leagues match your search` } : adminEmptyStates.leagues}
        columns={[
          {
            key: 'name',
            header: t`League`,
            isRowHeader: true,
            minWidth: 180,
            cell: (l) => <span className="font-semibold text-ink">{l.name}</span>,
          },
          {
            key: 'moderator',
            header: t`Moderator`,
            minWidth: 160,
            cell: (l) => fullName(l.creator),
          },
          { key: 'type', header: t`Type`, cell: (l) => (l.private ? t`Private` : t`Public`) },
          {
            key: 'members',
            header: t`Members`,
            align: 'right',
            cell: (l) => `${l.members_count} Members`,
          },
          { key: 'created', header: t`Created`, cell: (l) => formatDate(l.createdAt) },
          {
            key: 'actions',
            header: (
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            ),
            align: 'right',
            cell: (l) => (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setBoard(l)}
                aria-label={t`Leaderboard of ${l.name}`}
              >
                <Trans>Leaderboard</Trans>
              </Button>
            ),
          },
        ]}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, PAGE_SIZE.adminLeagues)}
          onChange={setPage}
          label={t`Leagues pages`}
        />
      ) : null}
      <LeagueLeaderboardModal league={board} onClose={() => setBoard(null)} />
    </Panel>
  );
}
