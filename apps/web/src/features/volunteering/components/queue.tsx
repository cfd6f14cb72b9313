import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../../lib/contract-text';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { stateNames } from '@dpts/contract/locations';
import { VOLUNTEER_ACTIVITY_TYPES, type TVolunteerQueueQuery } from '@dpts/contract/volunteering';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Pagination } from '../../../components/pagination';
import { describeApiError } from '../../../lib/api-error';
import { useDecideVolunteering, useVolunteeringQueue } from '../api/volunteering';
import { activityLabels, countedMinutes, formatMinutes } from '../lib/format';
import { StatusChip } from './entry-list';

type Status = NonNullable<TVolunteerQueueQuery['status']>;

/** The approval queue: filters, the evidence, and approve / deny for the ticked entries. */
export function VolunteeringQueue() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState<TVolunteerQueueQuery>({ page: 1, status: 'open' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const queue = useVolunteeringQueue(query);
  const decide = useDecideVolunteering();
  const set = (patch: Partial<TVolunteerQueueQuery>) => {
    setSelected(new Set());
    setQuery((q) => ({ ...q, page: 1, ...patch }));
  };

  function run(decision: 'approve' | 'deny') {
    if (decision === 'deny' && !reason.trim()) {
      toast.error(t`Give a reason to deny.`);
      return;
    }
    decide.mutate(
      {
        ids: [...selected],
        decision,
        ...(reason.trim() ? { comment: reason.trim() } : {}),
      },
      {
        onSuccess: ({ data }) => {
          const done = data.results.filter((r) => r.outcome !== 'skipped').length;
          const skipped = data.results.filter((r) => r.outcome === 'skipped');
          toast.success(decision === 'approve' ? t`${done} approved.` : t`${done} denied.`);
          const why = contractText(skipped[0]?.reason ?? '');
          if (skipped.length) toast.error(t`${skipped.length} skipped: ${why}`);
          setSelected(new Set());
          setReason('');
        },
        onError: (e) => toast.error(describeApiError(e).message),
      },
    );
  }

  const items = queue.data?.items ?? [];
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <SelectField
          label={t`List`}
          options={[
            { value: 'open', label: t`Waiting` },
            { value: 'audit', label: t`Audit (auto-approved)` },
            { value: 'approved', label: t`Approved` },
            { value: 'denied', label: t`Denied` },
          ]}
          value={query.status}
          onChange={(e) => set({ status: e.target.value as Status })}
        />
        <SelectField
          label={t`State`}
          placeholder={t`All states`}
          options={stateNames}
          value={query.state ?? ''}
          onChange={(e) => set({ state: e.target.value || undefined })}
        />
        <SelectField
          label={t`Type`}
          placeholder={t`All types`}
          options={VOLUNTEER_ACTIVITY_TYPES.map((t) => ({
            value: t,
            label: i18n._(activityLabels[t]),
          }))}
          value={query.type ?? ''}
          onChange={(e) => set({ type: (e.target.value || undefined) as never })}
        />
        <SelectField
          label={t`Supervisor`}
          placeholder={t`Confirmed or not`}
          options={[
            { value: 'true', label: t`Confirmed` },
            { value: 'false', label: t`Not confirmed` },
          ]}
          value={query.verified ?? ''}
          onChange={(e) => set({ verified: (e.target.value || undefined) as never })}
        />
        <TextField
          label={t`Organisation`}
          defaultValue={query.organisation ?? ''}
          onBlur={(e) => set({ organisation: e.target.value.trim() || undefined })}
        />
        <SelectField
          label={t`Age`}
          placeholder={t`Any age`}
          options={[
            { value: '3', label: t`3 days or more` },
            { value: '7', label: t`7 days or more` },
            { value: '14', label: t`14 days or more` },
          ]}
          value={typeof query.minAgeDays === 'number' ? String(query.minAgeDays) : ''}
          onChange={(e) => set({ minAgeDays: e.target.value ? Number(e.target.value) : undefined })}
        />
      </div>

      <div className="flex flex-wrap items-end gap-3 rounded-xl bg-surface p-3">
        <p className="text-sm font-semibold" aria-live="polite">
          {t`${selected.size} selected`}
        </p>
        <div className="min-w-0 flex-1">
          <TextField
            label={t`Comment or reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button
          size="md"
          disabled={selected.size === 0}
          isLoading={decide.isPending && decide.variables?.decision === 'approve'}
          onClick={() => run('approve')}
        >
          <Trans>Approve</Trans>
        </Button>
        <Button
          size="md"
          variant="danger"
          disabled={selected.size === 0}
          isLoading={decide.isPending && decide.variables?.decision === 'deny'}
          onClick={() => run('deny')}
        >
          <Trans>Deny</Trans>
        </Button>
      </div>

      {queue.isPending ? (
        <p className="text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {queue.isError ? <p role="alert">{describeApiError(queue.error).message}</p> : null}
      {queue.data && items.length === 0 ? (
        <p className="text-muted">
          <Trans>Nothing here.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label={t`Volunteering entries`}>
        {items.map((e) => (
          <li
            key={e._id}
            className="min-w-0 rounded-xl border border-line bg-white p-4"
            data-testid="queue-entry"
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 h-6 w-6 shrink-0 accent-brand-600"
                aria-label={t`Select ${e.title} by ${e.officer.name}`}
                checked={selected.has(e._id)}
                onChange={(event) => {
                  const next = new Set(selected);
                  if (event.target.checked) next.add(e._id);
                  else next.delete(e._id);
                  setSelected(next);
                }}
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-bold break-words">{e.title}</h3>
                  <StatusChip status={e.status} />
                </div>
                <p className="text-sm text-muted break-words">
                  {e.officer.name} · {i18n._(activityLabels[e.activityType])} · {e.date}{' '}
                  {e.startTime} · {formatMinutes(countedMinutes(e))} · {e.lga}, {e.state}
                  {e.organisation ? ` · ${e.organisation}` : ''}
                </p>
                <p className="mt-1 text-sm break-words">{e.description}</p>
                <p className="mt-1 text-sm break-all">
                  {e.verifiedAt
                    ? e.supervisorChannel === 'officer'
                      ? t`Supervisor: ${e.supervisorName} (${e.supervisorContact}) — confirmed through a link the officer sent (call to be sure)`
                      : t`Supervisor: ${e.supervisorName} (${e.supervisorContact}) — confirmed`
                    : t`Supervisor: ${e.supervisorName} (${e.supervisorContact}) — not confirmed`}
                  {e.supervisorComment ? `: “${e.supervisorComment}”` : ''}
                </p>
                {e.review ? (
                  <p className="mt-1 text-sm font-semibold text-danger-600">
                    <Trans>
                      Review: this supervisor confirmed for more than 10 officers in a week.
                    </Trans>
                  </p>
                ) : null}
                {e.auditFlag ? (
                  <p className="mt-1 text-sm font-semibold">
                    <Trans>Picked for audit (auto-approved).</Trans>
                  </p>
                ) : null}
                {e.photos.length ? (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Evidence photos`}>
                    {e.photos.map((url, i) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noreferrer">
                          <img
                            src={url}
                            alt={t`Evidence ${i + 1} of ${e.title}`}
                            className="h-20 w-20 rounded-lg object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {e.link ? (
                  <a
                    href={e.link}
                    target="_blank"
                    rel="noreferrer nofollow"
                    className="mt-1 block text-sm break-all text-brand-700 underline"
                  >
                    {e.link}
                  </a>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={Number(query.page ?? 1)}
        pageCount={Math.ceil((queue.data?.total ?? 0) / (queue.data?.limit ?? 20))}
        onChange={(page) => setQuery((q) => ({ ...q, page }))}
        label={t`Queue pages`}
      />
    </div>
  );
}
