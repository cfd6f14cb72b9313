import { formatDate } from '../../../lib/format';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { TVolunteerEntry } from '@dpts/contract/volunteering';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { describeApiError } from '../../../lib/api-error';
import { useMyVolunteering, useWithdrawVolunteering } from '../api/volunteering';
import {
  activityLabels,
  countedMinutes,
  formatMinutes,
  statusClasses,
  statusLabels,
} from '../lib/format';
import { SupervisorLink } from './supervisor-link';

export function StatusChip({ status }: { status: TVolunteerEntry['status'] }) {
  const { i18n } = useLingui();
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-bold ${statusClasses[status]}`}>
      {i18n._(statusLabels[status])}
    </span>
  );
}

/** The officer's entries with their state, the supervisor's and approver's words, withdraw. */
export function EntryList() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const mine = useMyVolunteering(page);
  const withdraw = useWithdrawVolunteering();
  if (mine.isPending) return <p className="text-muted">{t`Loading your entries…`}</p>;
  if (mine.isError) return <p role="alert">{describeApiError(mine.error).message}</p>;
  const { items, total, limit } = mine.data;
  if (items.length === 0)
    return <p className="text-muted">{t`Nothing logged yet: your entries will show here.`}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label={t`My volunteering entries`}>
        {items.map((entry) => (
          <li
            key={entry._id}
            className="min-w-0 rounded-xl border border-line p-4"
            data-testid="volunteer-entry"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-bold break-words">{entry.title}</h3>
                <p className="text-sm text-muted">
                  {i18n._(activityLabels[entry.activityType])} · {formatDate(entry.date)} ·{' '}
                  {formatMinutes(countedMinutes(entry))}
                  {entry.confirmedMinutes !== null && entry.confirmedMinutes < entry.minutes
                    ? ` ${t`(logged ${formatMinutes(entry.minutes)})`}`
                    : ''}{' '}
                  · {entry.lga}, {entry.state}
                </p>
              </div>
              <StatusChip status={entry.status} />
            </div>
            {entry.status === 'approved' ? (
              <p className="mt-2 text-sm font-semibold text-green-800">+{entry.points} dpts</p>
            ) : null}
            {entry.supervisorComment ? (
              <p className="mt-2 text-sm break-words">
                <span className="font-semibold">{t`Supervisor:`} </span>
                {entry.supervisorComment}
              </p>
            ) : null}
            {entry.approverComment ? (
              <p className="mt-1 text-sm break-words">
                <span className="font-semibold">
                  {entry.status === 'denied' ? t`Reason:` : t`Approver:`}{' '}
                </span>
                {entry.approverComment}
              </p>
            ) : null}
            {entry.status === 'pending' || entry.status === 'verified' ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {entry.status === 'pending' && entry.supervisorChannel === 'officer' ? (
                  <SupervisorLink entry={entry} />
                ) : null}
                <Button
                  size="sm"
                  variant="secondary"
                  isLoading={withdraw.isPending && withdraw.variables === entry._id}
                  onClick={() =>
                    withdraw.mutate(entry._id, {
                      onSuccess: () => toast.success(t`Entry withdrawn.`),
                      onError: (e) => toast.error(describeApiError(e).message),
                    })
                  }
                  aria-label={t`Withdraw ${entry.title}`}
                >
                  {t`Withdraw`}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / limit)}
        onChange={setPage}
        label={t`Volunteering pages`}
      />
    </div>
  );
}
