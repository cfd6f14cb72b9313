import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../../lib/contract-text';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, type TAuditEntry } from '@dpts/contract/admin';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useAudit } from '../api/get-audit';
import { formatDateTime } from '../lib/format';
import { Panel } from './panel';

const actionLabel: Record<TAuditEntry['action'], MessageDescriptor> = {
  'topic.create': msg`Added track`,
  'topic.update': msg`Edited track`,
  'topic.retire': msg`Retired track`,
  'topic.restore': msg`Restored track`,
  'course.create': msg`Added course`,
  'course.update': msg`Edited course`,
  'course.retire': msg`Retired course`,
  'course.restore': msg`Restored course`,
  'user.role': msg`Changed role`,
  'claim.approve': msg`Approved claim`,
  'claim.reject': msg`Rejected claim`,
  'job.retry': msg`Ran failed job again`,
  'claim.move': msg`Moved certificate to its holder`,
  'claim.reopen': msg`Reopened claim`,
  'course.identifiers': msg`Edited course identifiers`,
  'user.name-change.approve': msg`Approved name change`,
  'user.name-change.reject': msg`Rejected name change`,
  'badge.create': msg`Added badge`,
  'badge.update': msg`Edited badge`,
  'badge.delete': msg`Deleted badge`,
  'reward.create': msg`Added reward`,
  'reward.update': msg`Edited reward`,
  'reward.delete': msg`Deleted reward`,
  'reward.archive': msg`Archived reward`,
  'reward.codes': msg`Imported voucher codes`,
  'redemption.sent': msg`Marked reward sent`,
  'redemption.cancelled': msg`Cancelled redemption (refunded)`,
  'volunteering.approve': msg`Approved volunteering`,
  'volunteering.deny': msg`Denied volunteering`,
  'volunteering.audit-pass': msg`Passed a volunteering audit`,
  'volunteering.audit-fail': msg`Failed a volunteering audit (points taken back)`,
  'volunteering.confirm': msg`Supervisor confirmed volunteering`,
  'volunteering.lower': msg`Supervisor lowered volunteering hours`,
  'volunteering.supervisor-deny': msg`Supervisor denied volunteering`,
  'volunteering.auto-approve': msg`Auto-approved volunteering (registered organisation)`,
};

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  // A reason or a message the server wrote from the contract's texts reads in the admin's language.
  return typeof value === 'string' ? contractText(value) : JSON.stringify(value);
}

/** What changed: every field that differs, as before → after; a new row lists its fields. */
function Changes({ entry }: { entry: TAuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !entry.before || show(before[k]) !== show(after[k]),
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
            <option value="course">
              <Trans>Courses</Trans>
            </option>
            <option value="topic">
              <Trans>Learning tracks</Trans>
            </option>
            <option value="user">
              <Trans>Roles</Trans>
            </option>
            <option value="claim">
              <Trans>Claims</Trans>
            </option>
            <option value="job">
              <Trans>Background jobs</Trans>
            </option>
            <option value="volunteering">
              <Trans>Volunteering</Trans>
            </option>
            <option value="badge">
              <Trans>Badges</Trans>
            </option>
            <option value="reward">
              <Trans>Rewards</Trans>
            </option>
            <option value="redemption">
              <Trans>Redemptions</Trans>
            </option>
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
            cell: (e) => i18n._(actionLabel[e.action]),
          },
          {
            key: 'name',
            header: t`Item`,
            minWidth: 160,
            cell: (e) =>
              show(
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
