import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { FAILED_JOBS_PAGE_SIZE, type TJobQueueSummary } from '@dpts/contract/jobs';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { showApiError } from '../../../lib/api-error';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useFailedJobs, useJobQueue, useRetryJobs } from '../api/jobs';
import { formatDateTime, formatWait } from '../lib/format';
import { Panel } from './panel';

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <li className="rounded-card bg-white p-4 shadow-sm ring-1 ring-line">
      <p className="text-sm text-muted">{label}</p>
      {value === null ? (
        <p className="mt-2 h-8 w-16 animate-pulse rounded-lg bg-surface">
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
        </p>
      ) : (
        <p className="mt-1 text-2xl font-extrabold text-ink">{value}</p>
      )}
    </li>
  );
}

function figures(queue: TJobQueueSummary | undefined, nothingDue: string) {
  const n = (pick: (q: TJobQueueSummary) => number) =>
    queue ? pick(queue).toLocaleString() : null;
  return {
    waiting: n((q) => q.queued),
    due: n((q) => q.due),
    running: n((q) => q.active),
    failed: n((q) => q.failed),
    oldest: queue
      ? queue.oldestDueSeconds === null
        ? nothingDue
        : formatWait(queue.oldestDueSeconds)
      : null,
  };
}

/** The queue at a glance on the super overview: depth, oldest due job's wait, failures. */
export function JobQueueSummary() {
  const { t } = useLingui();
  const { data, isError } = useJobQueue();
  const shown = figures(data, t`Nothing due`);
  return (
    <section
      aria-labelledby="job-queue-summary"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="job-queue-summary" className="text-lg font-bold">
          <Trans>Background jobs</Trans>
        </h2>
        <Link
          to="/background-jobs"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          <Trans>View jobs</Trans>
        </Link>
      </div>
      {isError ? (
        <p className="mt-3 text-sm text-danger-600">
          <Trans>The job queue could not be read.</Trans>
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" aria-label={t`Job queue`}>
          <Figure label={t`Jobs waiting`} value={shown.waiting} />
          <Figure label={t`Oldest due job waiting for`} value={shown.oldest} />
          <Figure label={t`Failed jobs`} value={shown.failed} />
        </ul>
      )}
    </section>
  );
}

/** /background-jobs: the queue, and the jobs that failed every attempt, to run again. */
export function BackgroundJobs() {
  const { t } = useLingui();
  const { page, setPage } = useTableParams();
  const queue = useJobQueue();
  const failed = useFailedJobs({ page, limit: FAILED_JOBS_PAGE_SIZE });
  const retry = useRetryJobs();
  const shown = figures(queue.data, t`Nothing due`);
  const run = (id?: string) =>
    retry.mutate(id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: showApiError,
    });
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t`Job queue`}>
        <Figure label={t`Jobs waiting`} value={shown.waiting} />
        <Figure label={t`Due now`} value={shown.due} />
        <Figure label={t`Running`} value={shown.running} />
        <Figure label={t`Oldest due job waiting for`} value={shown.oldest} />
        <Figure label={t`Failed jobs`} value={shown.failed} />
      </ul>
      <Panel
        title={t`Failed jobs`}
        titleId="failed-jobs"
        description={
          queue.data
            ? t`Jobs that failed every attempt, most recent first. They are deleted ${queue.data.retentionDays} days after they failed.`
            : t`Jobs that failed every attempt, most recent first.`
        }
        actions={
          <Button
            size="md"
            variant="secondary"
            onClick={() => run()}
            disabled={!failed.data?.total || retry.isPending}
          >
            <Trans>Run all again</Trans>
          </Button>
        }
      >
        <DataTable
          caption={t`Failed background jobs, most recent first`}
          rows={failed.data?.items}
          rowKey={(j) => j._id}
          isLoading={failed.isPending}
          isError={failed.isError}
          empty={{
            title: t`No failed jobs`,
            text: t`Jobs that fail every attempt will appear here`,
          }}
          columns={[
            {
              key: 'job',
              header: t`Job`,
              isRowHeader: true,
              minWidth: 140,
              cell: (j) => (
                <>
                  <span className="block font-semibold text-ink">{j.name}</span>
                  <span className="block text-xs text-muted">#{j._id}</span>
                </>
              ),
            },
            {
              key: 'error',
              header: t`Last error`,
              minWidth: 220,
              cell: (j) => <span className="break-words">{j.lastError ?? '—'}</span>,
            },
            {
              key: 'attempts',
              header: t`Attempts`,
              align: 'right',
              cell: (j) => `${j.attempts} of ${j.maxAttempts}`,
            },
            {
              key: 'failed',
              header: t`Failed`,
              minWidth: 160,
              cell: (j) => (j.failedAt ? formatDateTime(j.failedAt) : '—'),
            },
            {
              key: 'actions',
              header: (
                <span className="sr-only">
                  <Trans>Action</Trans>
                </span>
              ),
              align: 'right',
              cell: (j) => (
                <Button
                  size="sm"
                  onClick={() => run(j._id)}
                  disabled={retry.isPending}
                  aria-label={t`Run job #${j._id} (${j.name}) again`}
                >
                  <Trans>Run again</Trans>
                </Button>
              ),
            },
          ]}
        />
        {failed.data ? (
          <Pagination
            page={page}
            pageCount={pageCount(failed.data.total, FAILED_JOBS_PAGE_SIZE)}
            onChange={setPage}
            label={t`Failed jobs pages`}
          />
        ) : null}
      </Panel>
    </div>
  );
}
