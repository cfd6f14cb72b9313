import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  REVIEW_PAGE_SIZE,
  ZRejectClaimRequest,
  type TRejectClaimRequest,
  type TReviewClaim,
} from '@dpts/contract/admin';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { TextArea } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { showApiError } from '../../../lib/api-error';
import { formatPoints, fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useDecideClaim, useReviewQueue } from '../api/review';
import { formatDateTime } from '../lib/format';
import { Panel } from './panel';

function Saw({ saw }: { saw: TReviewClaim['verifierSaw'] }) {
  if (!saw || Object.keys(saw).length === 0)
    return <span className="text-muted">Nothing read</span>;
  return (
    <dl className="text-xs">
      {Object.entries(saw).map(([k, v]) => (
        <div key={k} className="flex gap-1">
          <dt className="text-muted">{k}:</dt>
          <dd className="break-all">{String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function RejectModal({ claim, onClose }: { claim: TReviewClaim | null; onClose: () => void }) {
  const decide = useDecideClaim();
  const form = useForm<TRejectClaimRequest>({
    resolver: zodResolver(ZRejectClaimRequest),
    values: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => {
    if (!claim) return;
    decide.mutate(
      { id: claim._id, approve: false, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => {
          showApiError(error);
          onClose();
        },
      },
    );
  });
  return (
    <Modal
      open={claim !== null}
      onClose={onClose}
      title="Reject claim"
      description="The officer sees this reason."
      footer={
        <>
          <Button variant="secondary" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            size="md"
            type="submit"
            form="reject-form"
            isLoading={decide.isPending}
          >
            Reject
          </Button>
        </>
      }
    >
      <form id="reject-form" onSubmit={submit} noValidate>
        <TextArea label="Reason" rows={3} {...form.register('reason')} />
        {form.formState.errors.reason ? (
          <p role="alert" className="mt-1 text-sm text-danger-600">
            {form.formState.errors.reason.message}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/** /review: completion claims the verifier could not decide, oldest first. */
export function ReviewQueue() {
  const { page, setPage } = useTableParams();
  const { data, isPending, isError } = useReviewQueue({ page, limit: REVIEW_PAGE_SIZE });
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState<TReviewClaim | null>(null);
  const approve = (claim: TReviewClaim) =>
    decide.mutate(
      { id: claim._id, approve: true },
      { onSuccess: (answer) => toast.success(answer.message), onError: showApiError },
    );
  return (
    <Panel
      title="Claims waiting for review"
      titleId="review-queue"
      description="Approving pays the course's points once; rejecting tells the officer why."
    >
      <DataTable
        caption="Completion claims waiting for review, oldest first"
        rows={data?.items}
        rowKey={(c) => c._id}
        isLoading={isPending}
        isError={isError}
        empty={{
          title: 'No claims waiting for review',
          text: 'Claims the verifier cannot decide will appear here',
        }}
        columns={[
          {
            key: 'officer',
            header: 'Officer',
            isRowHeader: true,
            minWidth: 160,
            cell: (c) => (
              <>
                <span className="block font-semibold text-ink">{fullName(c.officer)}</span>
                <span className="block text-xs text-muted">{c.officer.email}</span>
              </>
            ),
          },
          {
            key: 'course',
            header: 'Course',
            minWidth: 180,
            cell: (c) => (
              <>
                <span className="block">{c.course.name}</span>
                <span className="block text-xs text-muted">
                  {c.course.website} · {formatPoints(c.course.point)}
                </span>
              </>
            ),
          },
          {
            key: 'evidence',
            header: 'Evidence',
            cell: (c) => (
              <a
                href={c.evidenceUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="font-semibold text-brand-700 hover:underline"
              >
                Open evidence
              </a>
            ),
          },
          {
            key: 'saw',
            header: 'Verifier saw',
            minWidth: 180,
            cell: (c) => <Saw saw={c.verifierSaw} />,
          },
          { key: 'why', header: 'Why it stopped', minWidth: 160, cell: (c) => c.reviewReason },
          { key: 'when', header: 'Claimed', cell: (c) => formatDateTime(c.createdAt) },
          {
            key: 'actions',
            header: <span className="sr-only">Decision</span>,
            align: 'right',
            minWidth: 200,
            cell: (c) => (
              <span className="flex justify-end gap-2">
                <Button
                  size="sm"
                  onClick={() => approve(c)}
                  disabled={decide.isPending}
                  aria-label={`Approve ${fullName(c.officer)}: ${c.course.name}`}
                >
                  Approve
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRejecting(c)}
                  aria-label={`Reject ${fullName(c.officer)}: ${c.course.name}`}
                >
                  Reject
                </Button>
              </span>
            ),
          },
        ]}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, REVIEW_PAGE_SIZE)}
          onChange={setPage}
          label="Review queue pages"
        />
      ) : null}
      <RejectModal claim={rejecting} onClose={() => setRejecting(null)} />
    </Panel>
  );
}
