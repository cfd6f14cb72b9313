import { useState } from 'react';
import { AUDIT_PAGE_SIZE, type TAuditEntry } from '@dpts/contract/admin';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useAudit } from '../api/get-audit';
import { formatDateTime } from '../lib/format';
import { Panel } from './panel';

const actionLabel: Record<TAuditEntry['action'], string> = {
  'topic.create': 'Added track',
  'topic.update': 'Edited track',
  'topic.retire': 'Retired track',
  'topic.restore': 'Restored track',
  'course.create': 'Added course',
  'course.update': 'Edited course',
  'course.retire': 'Retired course',
  'course.restore': 'Restored course',
  'user.role': 'Changed role',
  'claim.approve': 'Approved claim',
  'claim.reject': 'Rejected claim',
};

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What changed: every field that differs, as before → after; a new row lists its fields. */
function Changes({ entry }: { entry: TAuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !entry.before || show(before[k]) !== show(after[k]),
  );
  if (keys.length === 0) return <span className="text-muted">No change</span>;
  return (
    <ul className="text-xs">
      {keys.map((k) => (
        <li key={k}>
          <span className="text-muted">{k}: </span>
          {entry.before ? (
            <>
              <del className="text-muted">{show(before[k])}</del> →{' '}
              <ins className="no-underline">{show(after[k])}</ins>
            </>
          ) : (
            show(after[k])
          )}
        </li>
      ))}
    </ul>
  );
}

/** /audit: who changed the catalogue, roles and claims, newest first. */
export function AuditLog() {
  const { page, setPage } = useTableParams();
  const [entity, setEntity] = useState<TAuditEntry['entity'] | ''>('');
  const { data, isPending, isError } = useAudit({
    page,
    limit: AUDIT_PAGE_SIZE,
    ...(entity ? { entity } : {}),
  });
  return (
    <Panel
      title="Audit Log"
      titleId="audit-log"
      description="Every change to the catalogue, roles and claims: who, what, when, before and after."
      actions={
        <>
          <label className="sr-only" htmlFor="audit-entity">
            Show changes to
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
            <option value="">Everything</option>
            <option value="course">Courses</option>
            <option value="topic">Learning tracks</option>
            <option value="user">Roles</option>
            <option value="claim">Claims</option>
          </select>
        </>
      }
    >
      <DataTable
        caption="Audit log, newest first"
        rows={data?.items}
        rowKey={(e) => e._id}
        isLoading={isPending}
        isError={isError}
        empty={{
          title: 'No changes recorded yet',
          text: 'Changes to the catalogue, roles and claims will appear here',
        }}
        columns={[
          { key: 'when', header: 'When', minWidth: 160, cell: (e) => formatDateTime(e.createdAt) },
          { key: 'who', header: 'Who', minWidth: 160, cell: (e) => e.actor.email },
          { key: 'what', header: 'What', isRowHeader: true, cell: (e) => actionLabel[e.action] },
          {
            key: 'name',
            header: 'Item',
            minWidth: 160,
            cell: (e) => show(e.after?.name ?? e.before?.name ?? e.after?.email ?? e.entityId),
          },
          {
            key: 'changes',
            header: 'Before → after',
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
          label="Audit log pages"
        />
      ) : null}
    </Panel>
  );
}
