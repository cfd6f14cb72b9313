import { contractText } from '../../../lib/contract-text';
import { formatDate } from '../../../lib/format';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { VOLUNTEERING_LIMITS, type TVolunteerVerifyRequest } from '@dpts/contract/volunteering';
import { Button } from '../../../components/button';
import { SelectField, TextArea } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error';
import { useAnswerVerification, useVerification } from '../api/volunteering';
import { formatMinutes, activityLabels } from '../lib/format';

type Decision = TVolunteerVerifyRequest['decision'];

/**
 * The supervisor's page (no account): the entry and its evidence, then Confirm, Lower the hours
 * or Deny with a comment. A used or expired link shows the server's words.
 */
export function VerifyLink({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const entry = useVerification(token);
  const answer = useAnswerVerification(token);
  const [decision, setDecision] = useState<Decision>('confirm');
  const [minutes, setMinutes] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (answer.isSuccess)
    return (
      <div role="status" className="rounded-card bg-white p-5 ring-1 ring-line">
        <h2 className="text-xl font-bold">{t`Thank you`}</h2>
        <p className="mt-2">{contractText(answer.data.data.message)}</p>
      </div>
    );
  if (entry.isPending) return <p className="text-muted">{t`Loading…`}</p>;
  if (entry.isError) {
    const message =
      entry.error instanceof ApiError && entry.error.body
        ? entry.error.body.message
        : describeApiError(entry.error).message;
    return (
      <div role="alert" className="rounded-card bg-white p-5 ring-1 ring-line">
        <h2 className="text-xl font-bold">{t`This link does not work`}</h2>
        <p className="mt-2">{contractText(message)}</p>
      </div>
    );
  }
  const e = entry.data;
  const lowerOptions = Array.from(
    { length: e.minutes / VOLUNTEERING_LIMITS.stepMinutes - 1 },
    (_, i) => (i + 1) * VOLUNTEERING_LIMITS.stepMinutes,
  );

  function send() {
    setProblem(null);
    if (decision === 'deny' && !comment.trim()) {
      setProblem(t`Say why you deny it.`);
      return;
    }
    if (decision === 'lower' && !minutes) {
      setProblem(t`Choose the hours you saw.`);
      return;
    }
    answer.mutate(
      {
        decision,
        ...(decision === 'lower' && minutes ? { minutes } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      },
      {
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.body
              ? error.body.message
              : describeApiError(error).message,
          ),
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <section className="min-w-0 rounded-card bg-white p-5 ring-1 ring-line">
        <p className="text-sm text-muted">
          {t`${e.officerName} says you supervised this activity, ${e.supervisorName}:`}
        </p>
        <h2 className="mt-2 text-xl font-bold break-words">{e.title}</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t`Type`}</dt>
          <dd>{i18n._(activityLabels[e.activityType])}</dd>
          <dt className="font-semibold">{t`When`}</dt>
          <dd>{t`${formatDate(e.date)}, from ${e.startTime}, ${formatMinutes(e.minutes)}`}</dd>
          <dt className="font-semibold">{t`Where`}</dt>
          <dd>
            {e.lga}, {e.state}
          </dd>
          {e.organisation ? (
            <>
              <dt className="font-semibold">{t`Organisation`}</dt>
              <dd className="break-words">{e.organisation}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 text-sm break-words whitespace-pre-line">{e.description}</p>
        {e.photos.length ? (
          <ul className="mt-3 flex flex-wrap gap-3" aria-label={t`Photos`}>
            {e.photos.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t`Evidence photo ${i + 1}`}
                    className="h-24 w-24 rounded-xl object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {e.link ? (
          <p className="mt-3 text-sm break-all">
            {t`Link:`}{' '}
            <a
              href={e.link}
              target="_blank"
              rel="noreferrer nofollow"
              className="text-brand-700 underline"
            >
              {e.link}
            </a>
          </p>
        ) : null}
      </section>

      <section className="flex flex-col gap-4 rounded-card bg-white p-5 ring-1 ring-line">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-bold">{t`Your answer`}</legend>
          {(
            [
              ['confirm', t`Confirm: it happened as described`],
              ['lower', t`Lower the hours: it was shorter`],
              ['deny', t`Deny: it did not happen like this`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-base">
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
                className="h-6 w-6 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {decision === 'lower' ? (
          <SelectField
            label={t`Hours you saw`}
            placeholder={t`Choose`}
            options={lowerOptions.map((m) => ({ value: String(m), label: formatMinutes(m) }))}
            value={minutes ? String(minutes) : ''}
            onChange={(event) => setMinutes(Number(event.target.value) || null)}
          />
        ) : null}
        <TextArea
          label={decision === 'deny' ? t`Why (required)` : t`Comment (optional)`}
          rows={3}
          maxLength={VOLUNTEERING_LIMITS.commentMax}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {problem ? (
          <p role="alert" className="text-sm text-danger-600">
            {contractText(problem)}
          </p>
        ) : null}
        <Button size="lg" block onClick={send} isLoading={answer.isPending}>
          {t`Send answer`}
        </Button>
        <p className="text-xs text-muted">
          {t`This link works once. Officers earn points only for hours that are confirmed and approved.`}
        </p>
      </section>
    </div>
  );
}
