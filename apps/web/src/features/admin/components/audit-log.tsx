import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguageChange } from '../../../lib/i18n-runtime';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, type TAuditEntry } from '@dpts/contract/admin';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useAudit } from '../api/get-audit';
import {
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
  auditValue,
} from '../lib/audit-labels';
import { formatDateTime } from '../lib/format';
import { Panel } from './panel';

/** What changed: every field that differs, as before → after; a new row lists its fields. */
function Changes({ entry }: { entry: TAuditEntry }) {
  useLanguageChange();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !entry.before || auditValue(k, before[k]) !== auditValue(k, after[k]),
  );
  if (keys.length === 0)
    return (
      <span className="text-muted">
        <Trans>No change</Trans>
      </span>
    );
  return (
    <ul className="text-xs">
      {keys.map((k) => (
        <li key={k}>
          <span className="text-muted">{auditFieldLabel(k)}: </span>
          {entry.before ? (
            <>
              <del className="text-muted">{auditValue(k, before[k])}</del> →{' '}
              <ins className="no-underline">{auditValue(k, after[k])}</ins>
            </>
          ) : (
            auditValue(k, after[k])
          )}
        </li>
      ))}
    </ul>
  );
}

/** /audit: who changed what, and who decided what, newest first. */
export function AuditLog() {
  const { t, i18n } = useLingui();
  const { page, setPage } = useTableParams();
  const [entity, setEntity] = useState<TAuditEntry['entity'] | ''>('');
  const { data, isPending, isError } = useAudit({
    page,
    limit: AUDIT_PAGE_SIZE,
    ...(entity ? { entity } : {}),
  });
  return (
    <Panel
      title={t`Audit Log`}
      titleId="audit-log"
      description={t`Every change to the catalogue, roles, claims, badges, rewards and volunteering decisions: who, what, when, before and after.`}
      actions={
        <>
          <label className="sr-only" htmlFor="audit-entity">
            <Trans>Show changes to</Trans>
          </label>
          <select
            id="audit-entity"
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value as typeof entity);
              setPage(1);
            }}
            className="h-11 rounded-xl border border-line bg-white px-3 text-sm"
          >
            <option value="">
              <Trans>Everything</Trans>
            </option>
            {Object.entries(auditEntityLabel).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </>
      }
    >
      <DataTable
        caption={t`Audit log, newest first`}
        rows={data?.items}
        rowKey={(e) => e._id}
        isLoading={isPending}
        isError={isError}
        empty={{
          title: t`No changes recorded yet`,
          text: t`Changes and decisions will appear here`,
        }}
        columns={[
          { key: 'when', header: t`When`, minWidth: 160, cell: (e) => formatDateTime(e.createdAt) },
          { key: 'who', header: t`Who`, minWidth: 160, cell: (e) => e.actor.email },
          {
            key: 'what',
            header: t`What`,
            isRowHeader: true,
            cell: (e) => i18n._(auditActionLabel[e.action]),
          },
          {
            key: 'name',
            header: t`Item`,
            minWidth: 160,
            cell: (e) =>
              auditValue(
                'name',
                e.after?.name ?? e.before?.name ?? e.after?.title ?? e.after?.email ?? e.entityId,
              ),
          },
          {
            key: 'changes',
            header: t`Before → after`,
            minWidth: 260,
            cell: (e) => <Changes entry={e} />,
          },
        ]}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, AUDIT_PAGE_SIZE)}
          onChange={setPage}
          label={t`Audit log pages`}
        />
      ) : null}
    </Panel>
  );
}
