import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { useState } from 'react';
import { adminEmptyStates, type TModerator } from '@dpts/contract/admin';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useModerators } from '../api/get-moderators';
import { formatDate, formatTotal } from '../lib/format';
import { Panel } from './panel';

/** Moderator details popup: who they are and their leagues with members. */
function ModeratorModal({
  moderator,
  onClose,
}: {
  moderator: TModerator | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={moderator !== null} onClose={onClose} title={t`Moderator Details`}>
      {moderator ? (
        <div className="flex flex-col gap-4">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">
                <Trans>Name</Trans>
              </dt>
              <dd>{fullName(moderator.creator)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">
                <Trans>Email</Trans>
              </dt>
              <dd className="break-words">{moderator.creator.email}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">
                <Trans>Joined</Trans>
              </dt>
              <dd>{formatDate(moderator.creator.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">
                <Trans>Leagues</Trans>
              </dt>
              <dd>{moderator.noOfLeagues}</dd>
            </div>
          </dl>
          <ul className="flex flex-col divide-y divide-line">
            {moderator.leagues.map((l) => (
              <li key={l._id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="font-semibold">{l.name}</span>
                <span className="text-muted">
                  <Plural value={l.members_count} one="# Member" other="# Members" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}

/** League Moderators (spec section 2, /leagues/moderators): search by name or email. */
export function ModeratorsTable() {
  const { t } = useLingui();
  const { page, search, setPage, setSearch } = useTableParams();
  const [open, setOpen] = useState<TModerator | null>(null);
  const { data, isPending, isError } = useModerators({
    page,
    limit: PAGE_SIZE.moderators,
    ...(search ? { search } : {}),
  });
  const total = data ? formatTotal(data.total, data.totalCapped) : '';
  return (
    <Panel
      title={t`League Moderators`}
      titleId="league-moderators"
      description={data ? (search ? t`${total} found` : t`${total} moderators`) : undefined}
      actions={
        <SearchInput
          label={t`Search moderators`}
          placeholder={t`Search by name or email`}
          value={search}
          onSearch={setSearch}
        />
      }
    >
      <DataTable
        caption={t`League moderators, newest first`}
        rows={data?.items}
        rowKey={(m) => m.creator._id}
        isLoading={isPending}
        isError={isError}
        empty={search ? { title: t`No moderators match your search` } : adminEmptyStates.moderators}
        columns={[
          {
            key: 'name',
            header: t`Name`,
            isRowHeader: true,
            minWidth: 160,
            cell: (m) => <span className="font-semibold text-ink">{fullName(m.creator)}</span>,
          },
          { key: 'email', header: t`Email`, minWidth: 200, cell: (m) => m.creator.email },
          { key: 'leagues', header: t`Leagues`, align: 'right', cell: (m) => m.noOfLeagues },
          { key: 'joined', header: t`Joined`, cell: (m) => formatDate(m.creator.createdAt) },
          {
            key: 'actions',
            header: (
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            ),
            align: 'right',
            cell: (m) => (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOpen(m)}
                aria-label={t`View details of ${fullName(m.creator)}`}
              >
                <Trans>View</Trans>
              </Button>
            ),
          },
        ]}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, PAGE_SIZE.moderators)}
          onChange={setPage}
          label={t`Moderators pages`}
        />
      ) : null}
      <ModeratorModal moderator={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}
