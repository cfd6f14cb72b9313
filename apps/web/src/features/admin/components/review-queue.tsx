import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../../lib/contract-text';
import { useLanguageChange } from '../../../lib/i18n-runtime';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  REVIEW_PAGE_SIZE,
  ZRejectClaimRequest,
  type TRejectClaimRequest,
  type TReviewClaim,
} from '@dpts/contract/admin';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { TextArea } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { Tabs } from '../../../components/tabs';
import { showApiError } from '../../../lib/api-error';
import { formatPoints, fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import { useDecideClaim, useMoveCertificate, useReopenClaim, useReviewQueue } from '../api/review';
import { formatDateTime } from '../lib/format';
import { verifierLabel, verifierValue } from '../lib/verifier-labels';
import { Panel } from './panel';

function Saw({ saw }: { saw: TReviewClaim['verifierSaw'] }) {
  useLanguageChange();
  if (!saw || Object.keys(saw).length === 0)
    return (
      <span className="text-muted">
        <Trans>Nothing read</Trans>
      </span>
    );
  return (
    <dl className="text-xs">
      {Object.entries(saw).map(([k, v]) => (
        <div key={k} className="flex gap-1">
          <dt className="text-muted">{verifierLabel(k)}:</dt>
          <dd className="break-all">{verifierValue(String(v))}</dd>
        </div>
      ))}
    </dl>
  );
}

function RejectModal({ claim, onClose }: { claim: TReviewClaim | null; onClose: () => void }) {
  const { t } = useLingui();
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
      title={t`Reject claim`}
      description={t`The officer sees this reason.`}
      footer={
        <>
          <Button variant="secondary" size="md" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            size="md"
            type="submit"
            form="reject-form"
            isLoading={decide.isPending}
          >
            <Trans>Reject</Trans>
          </Button>
        </>
      }
    >
      <form id="reject-form" onSubmit={submit} noValidate>
        <TextArea label={t`Reason`} rows={3} {...form.register('reason')} />
        {form.formState.errors.reason ? (
          <p role="alert" className="mt-1 text-sm text-danger-600">
            {form.formState.errors.reason.message}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

type View = 'waiting' | 'held' | 'rejected';

const views: {
  id: View;
  label: MessageDescriptor;
  caption: MessageDescriptor;
  empty: { title: MessageDescriptor; text: MessageDescriptor };
}[] = [
  {
    id: 'waiting',
    label: msg`Waiting`,
    caption: msg`Completion claims waiting for review, oldest first`,
    empty: {
      title: msg`No claims waiting for review`,
      text: msg`Claims the verifier cannot decide will appear here`,
    },
  },
  {
    id: 'held',
    label: msg`Held by another officer`,
    caption: msg`Claims on certificates another officer holds, oldest first`,
    empty: {
      title: msg`No certificate is claimed by two officers`,
      text: msg`A certificate one officer holds and another claims will appear here`,
    },
  },
  {
    id: 'rejected',
    label: msg`Rejected`,
    caption: msg`Claims rejected in the last 30 days, newest first`,
    empty: {
      title: msg`No claims rejected lately`,
      text: msg`Rejected claims can be reopened here for 30 days`,
    },
  },
];

/** What to ask again past a daily cap: the approval or move, and the server's words. */
type OverCap = { claim: TReviewClaim; action: 'approve' | 'move'; message: string };

const isOverCap = (error: unknown) => error instanceof ApiError && error.code === 'CLAIM_OVER_CAP';

/**
 * /review: completion claims for an administrator. `Waiting`: the verifier could not decide;
 * `Held by another officer`: a certificate one officer holds that another claims (move it to its
 * real holder, points and all); `Rejected`: reopen one to have it checked again.
 */
export function ReviewQueue() {
  const { t, i18n } = useLingui();
  const { page, setPage } = useTableParams();
  const [view, setView] = useState<View>('waiting');
  const current = views.find((v) => v.id === view)!;
  const { data, isPending, isError } = useReviewQueue({ page, limit: REVIEW_PAGE_SIZE, view });
  const decide = useDecideClaim();
  const move = useMoveCertificate();
  const reopen = useReopenClaim();
  const [rejecting, setRejecting] = useState<TReviewClaim | null>(null);
  const [overCap, setOverCap] = useState<OverCap | null>(null);
  const busy = decide.isPending || move.isPending || reopen.isPending;

  const run = (claim: TReviewClaim, action: 'approve' | 'move', confirmed = false) => {
    const done = {
      onSuccess: (answer: { message: string }) => {
        toast.success(answer.message);
        setOverCap(null);
      },
      onError: (error: unknown) => {
        if (!confirmed && isOverCap(error))
          setOverCap({ claim, action, message: (error as ApiError).message });
        else {
          setOverCap(null);
          showApiError(error);
        }
      },
    };
    if (action === 'approve')
      decide.mutate({ id: claim._id, approve: true, overCap: confirmed }, done);
    else move.mutate({ id: claim._id, overCap: confirmed }, done);
  };

  const table = (
    <DataTable
      caption={i18n._(current.caption)}
      rows={data?.items}
      rowKey={(c) => c._id}
      isLoading={isPending}
      isError={isError}
      empty={{ title: i18n._(current.empty.title), text: i18n._(current.empty.text) }}
      columns={[
        {
          key: 'officer',
          header: t`Officer`,
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
          header: t`Course`,
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
          header: t`Evidence`,
          cell: (c) => (
            <a
              href={c.evidenceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-semibold text-brand-700 hover:underline"
            >
              <Trans>Open evidence</Trans>
            </a>
          ),
        },
        {
          key: 'saw',
          header: t`Verifier saw`,
          minWidth: 180,
          cell: (c) => <Saw saw={c.verifierSaw} />,
        },
        {
          key: 'why',
          header: view === 'rejected' ? t`Why it was rejected` : t`Why it stopped`,
          minWidth: 160,
          cell: (c) => (
            <>
              <span className="block">{contractText(c.reviewReason)}</span>
              {c.heldBy ? (
                <span className="mt-1 block rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                  {c.state === 'verified'
                    ? t`Held by another officer: ${fullName(c.heldBy)} (${c.heldBy.email}) · both were paid`
                    : t`Held by another officer: ${fullName(c.heldBy)} (${c.heldBy.email})`}
                </span>
              ) : null}
            </>
          ),
        },
        { key: 'when', header: t`Claimed`, cell: (c) => formatDateTime(c.createdAt) },
        {
          key: 'actions',
          header: (
            <span className="sr-only">
              <Trans>Decision</Trans>
            </span>
          ),
          align: 'right',
          minWidth: 220,
          cell: (c) => {
            const who = `${fullName(c.officer)}: ${c.course.name}`;
            if (c.state === 'rejected')
              return (
                <span className="flex justify-end">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      reopen.mutate(c._id, {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: showApiError,
                      })
                    }
                    aria-label={t`Reopen ${who}`}
                  >
                    <Trans>Reopen</Trans>
                  </Button>
                </span>
              );
            return (
              <span className="flex flex-wrap justify-end gap-2">
                {c.heldBy ? (
                  <Button
                    size="sm"
                    onClick={() => run(c, 'move')}
                    disabled={busy}
                    aria-label={t`Move to this officer, ${who}`}
                  >
                    <Trans>Move to this officer</Trans>
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    onClick={() => run(c, 'approve')}
                    disabled={busy}
                    aria-label={t`Approve ${who}`}
                  >
                    <Trans>Approve</Trans>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRejecting(c)}
                  disabled={c.state !== 'review'}
                  aria-label={t`Reject ${who}`}
                >
                  <Trans>Reject</Trans>
                </Button>
              </span>
            );
          },
        },
      ]}
    />
  );

  return (
    <Panel
      title={t`Claims for review`}
      titleId="review-queue"
      description={t`Approving pays the course's points once, within the officer's daily limits; rejecting tells the officer why. Nobody decides their own claim.`}
    >
      <Tabs
        label={t`Claims`}
        activeId={view}
        onChange={(id) => {
          setView(id as View);
          setPage(1);
        }}
        tabs={views.map((v) => ({
          id: v.id,
          label: i18n._(v.label),
          content: v.id === view ? table : null,
        }))}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, REVIEW_PAGE_SIZE)}
          onChange={setPage}
          label={t`Review queue pages`}
        />
      ) : null}
      <RejectModal claim={rejecting} onClose={() => setRejecting(null)} />
      <Modal
        open={overCap !== null}
        onClose={() => setOverCap(null)}
        title={t`Over the officer's daily limit`}
        description={overCap?.message}
        onConfirm={() => overCap && run(overCap.claim, overCap.action, true)}
        confirmLabel={t`Approve over the limit`}
        isConfirming={busy}
      >
        <p className="text-sm text-body">
          {overCap
            ? t`${fullName(overCap.claim.officer)} has reached a daily limit. Approving now pays ${formatPoints(overCap.claim.course.point)} anyway and is recorded in the audit log.`
            : null}
        </p>
      </Modal>
    </Panel>
  );
}
