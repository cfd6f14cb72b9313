import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { useState } from 'react';
import { REVIEW_PAGE_SIZE } from '@dpts/contract/admin';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { showApiError } from '../../../lib/api-error';
import { fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useDecideNameChange, useNameChanges } from '../api/review';
import { formatDateTime } from '../lib/format';
import { Panel } from './panel';

/**
 * Officers who changed their name after their first paid certificate: their certificates are
 * checked against the earlier name until an administrator approves the new one.
 */
export function NameChanges() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useNameChanges(page);
  const decide = useDecideNameChange();
  const act = (id: string, approve: boolean) =>
    decide.mutate(
      { id, approve },
      { onSuccess: (answer) => toast.success(answer.message), onError: showApiError },
    );
  return (
    <Panel
      title={t`Certificate name changes`}
      titleId="name-changes"
      description={t`Certificates are checked against the name an officer had at their first paid claim. Approve a new name only when the officer shows it is theirs.`}
    >
      <DataTable
        caption={t`Certificate name changes waiting for approval, oldest first`}
        rows={data?.items}
        rowKey={(r) => r._id}
        isLoading={isPending}
        isError={isError}
        empty={{
          title: t`No name changes waiting`,
          text: t`An officer who changes their name after a paid certificate will appear here`,
        }}
        columns={[
          {
            key: 'officer',
            header: t`Officer`,
            isRowHeader: true,
            minWidth: 160,
            cell: (r) => (
              <>
                <span className="block font-semibold text-ink">{fullName(r.officer)}</span>
                <span className="block text-xs text-muted">{r.officer.email}</span>
              </>
            ),
          },
          { key: 'now', header: t`Checked against`, cell: (r) => fullName(r.current) },
          { key: 'asked', header: t`Requested`, cell: (r) => fullName(r.requested) },
          { key: 'when', header: t`Asked`, cell: (r) => formatDateTime(r.createdAt) },
          {
            key: 'actions',
            header: (
              <span className="sr-only">
                <Trans>Decision</Trans>
              </span>
            ),
            align: 'right',
            minWidth: 200,
            cell: (r) => (
              <span className="flex justify-end gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => act(r._id, true)}
                  aria-label={t`Approve ${fullName(r.requested)} for ${r.officer.email}`}
                >
                  <Trans>Approve</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={decide.isPending}
                  onClick={() => act(r._id, false)}
                  aria-label={t`Reject ${fullName(r.requested)} for ${r.officer.email}`}
                >
                  <Trans>Reject</Trans>
                </Button>
              </span>
            ),
          },
        ]}
      />
      {data && data.total > REVIEW_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, REVIEW_PAGE_SIZE)}
          onChange={setPage}
          label={t`Name change pages`}
        />
      ) : null}
    </Panel>
  );
}
