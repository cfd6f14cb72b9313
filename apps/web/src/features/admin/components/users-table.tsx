import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { adminEmptyStates } from '@dpts/contract/admin';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Avatar } from '../../../components/avatar';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { formatPoints, fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useUsers } from '../api/get-users';
import { formatDate, formatTotal } from '../lib/format';
import { roleLabel } from '../lib/role-labels';
import { Panel } from './panel';

/** All Users (spec section 2, /manage-users): searched and paged 10 at a time on the server. */
export function UsersTable() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = useTableParams();
  const { data, isPending, isError, isFetching } = useUsers({
    page,
    limit: PAGE_SIZE.users,
    ...(search ? { search } : {}),
  });
  const total = data ? formatTotal(data.total, data.totalCapped) : '';
  return (
    <Panel
      title={t`All Users`}
      titleId="all-users"
      description={data ? (search ? t`${total} found` : t`${total} registered`) : undefined}
      actions={
        <SearchInput
          label={t`Search users`}
          placeholder={t`Search by name, username or email`}
          value={search}
          onSearch={setSearch}
        />
      }
    >
      <div aria-live="polite" className="sr-only">
        {isFetching ? t`Loading users` : ''}
      </div>
      <DataTable
        caption={t`All users, newest first`}
        rows={data?.items}
        rowKey={(u) => u._id}
        isLoading={isPending}
        isError={isError}
        empty={
          search
            ? {
                title: t`No users match your search`,
                text: t`Try part of a name, username or email`,
              }
            : adminEmptyStates.users
        }
        onRowClick={(u) => navigate(`/manage-users/${u._id}`)}
        columns={[
          {
            key: 'name',
            header: t`Name`,
            isRowHeader: true,
            minWidth: 200,
            cell: (u) => (
              <span className="flex items-center gap-3">
                <Avatar user={u} size={32} decorative />
                <span className="min-w-0">
                  <Link
                    to={`/manage-users/${u._id}`}
                    onClick={(e) => e.stopPropagation()}
                    className="block font-semibold text-ink hover:underline"
                  >
                    {fullName(u)}
                  </Link>
                  {u.username ? (
                    <span className="block text-xs text-muted">@{u.username}</span>
                  ) : null}
                </span>
              </span>
            ),
          },
          { key: 'email', header: t`Email`, minWidth: 200, cell: (u) => u.email },
          { key: 'role', header: t`Role`, cell: (u) => i18n._(roleLabel[u.role]) },
          {
            key: 'type',
            header: t`Officer type`,
            cell: (u) =>
              u.officerType === 'sales'
                ? t`Sales officer`
                : u.officerType === 'technical'
                  ? t`Technical officer`
                  : '—',
          },
          {
            key: 'points',
            header: t`Points`,
            align: 'right',
            cell: (u) => formatPoints(u.totalPointsEarned),
          },
          { key: 'joined', header: t`Joined`, cell: (u) => formatDate(u.createdAt) },
        ]}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, PAGE_SIZE.users)}
          onChange={setPage}
          label={t`Users pages`}
        />
      ) : null}
    </Panel>
  );
}
