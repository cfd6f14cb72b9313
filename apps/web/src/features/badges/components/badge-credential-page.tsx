import { formatDate } from '../../../lib/format';
import { contractText } from '../../../lib/contract-text';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../lib/session';
import { useBadgeCredential, useMyBadges, useSetBadgeVisibility } from '../api/badges';

/** The public page of one credential: what it is, who issued it, and whether it verifies. */
export function BadgeCredentialPage({ id }: { id: string }) {
  const { t } = useLingui();
  const credential = useBadgeCredential(id);
  const { user } = useSession();
  const mine = useMyBadges();
  const setVisibility = useSetBadgeVisibility();
  if (credential.isPending) return <p className="p-6 text-muted">{t`Loading badge…`}</p>;
  if (credential.isError || !credential.data)
    return (
      <div className="p-6">
        <h1 className="text-2xl font-extrabold">{t`Badge not found`}</h1>
        <p className="mt-2 text-body">{t`This credential does not exist.`}</p>
      </div>
    );
  const badge = credential.data;
  const own = user ? mine.data?.find((b) => b._id === id) : undefined;
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <img
          src={badge.image}
          alt={t`${badge.name} badge`}
          width={128}
          height={128}
          className="h-32 w-32 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            {badge.name}
          </h1>
          <p className="mt-1 text-body">{contractText(badge.description)}</p>
        </div>
      </div>
      {badge.revoked ? (
        <p role="status" className="rounded-card bg-red-50 p-4 font-semibold text-red-800">
          {t`This credential has been revoked.`}
        </p>
      ) : badge.verified ? (
        <p role="status" className="rounded-card bg-green-50 p-4 font-semibold text-green-800">
          ✓ {t`Verified: the signature and the revocation status check out.`}
        </p>
      ) : (
        <p role="status" className="rounded-card bg-amber-50 p-4 font-semibold text-amber-900">
          {badge.issued
            ? t`This credential could not be verified.`
            : t`Being issued: check back in a minute.`}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t`Awarded to`}</dt>
        <dd>{badge.holderName ?? t`Name hidden by the holder`}</dd>
        <dt className="font-semibold">{t`Issued by`}</dt>
        <dd>
          <a href={badge.issuer.url} className="text-brand-700 underline">
            {badge.issuer.name}
          </a>
        </dd>
        <dt className="font-semibold">{t`Date`}</dt>
        <dd>{formatDate(badge.awardedAt, 'long')}</dd>
        <dt className="font-semibold">{t`Criteria`}</dt>
        <dd className="break-words whitespace-pre-line">{contractText(badge.criteria)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        {badge.issued ? (
          <a
            href={badge.credentialUrl}
            download={`badge-${badge._id}.json`}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t`Download`}
          </a>
        ) : null}
        {!badge.revoked ? (
          <a
            href={badge.linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          >
            {t`Add to LinkedIn`}
          </a>
        ) : null}
      </div>
      {own ? (
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="h-6 w-6 shrink-0"
            checked={own.hideName}
            disabled={setVisibility.isPending}
            onChange={(e) => setVisibility.mutate({ id, hideName: e.target.checked })}
          />
          {t`Hide my name on this page`}
        </label>
      ) : null}
    </article>
  );
}
