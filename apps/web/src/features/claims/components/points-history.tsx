import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Pagination } from '../../../components/pagination';
import { formatDate, formatPoints } from '../../../lib/format';
import { contractText } from '../../../lib/contract-text';
import { pageCount } from '../../../lib/paging';
import { usePointsHistory } from '../api/get-points-history';
import { claimStateLabels, claimStateTints } from '../lib/claim-state';
import { ClaimCertificateButton } from './claim-certificate-button';

/** 'My points': every completion claim with its course, site, evidence, state and points. */
export function PointsHistory() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = usePointsHistory(page, PAGE_SIZE.pointsHistory);
  const pages = data ? pageCount(data.total, data.limit) : 1;

  return (
    <section className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data
            ? data.verifying > 0
              ? plural(data.verifying, {
                  one: '# certificate is being verified.',
                  other: '# certificates are being verified.',
                })
              : t`Every certificate you sent has been checked.`
            : null}
        </p>
        <ClaimCertificateButton size="md" />
      </div>
      {isPending ? (
        <p className="py-8 text-center text-muted">{t`Loading...`}</p>
      ) : error ? (
        <p className="py-8 text-center text-muted">{t`Your points history could not be loaded.`}</p>
      ) : data.items.length === 0 ? (
        <p className="py-8 text-center text-muted">
          {t`No completions yet. Finish a course and its certificate will appear here.`}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label={t`Completions`}>
          {data.items.map((claim) => (
            <li
              key={claim._id}
              className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{claim.course.name}</p>
                <p className="text-sm text-muted">
                  {claim.course.website} · {formatDate(claim.createdAt)} ·{' '}
                  <a
                    href={claim.certificateUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-brand-700 underline"
                  >
                    {t`Certificate`}
                  </a>
                  {claim.beforeSignup ? ` · ${t`Earned before you joined`}` : ''}
                  {claim.pastLearning && !claim.beforeSignup ? ` · ${t`Past learning`}` : ''}
                </p>
                {claim.reason ? (
                  <p className="mt-1 text-sm text-body">{contractText(claim.reason)}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <span
                  className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${claimStateTints[claim.state]}`}
                >
                  {i18n._(claimStateLabels[claim.state])}
                </span>
                <span className="min-w-16 text-right font-semibold text-brand-700">
                  {claim.state === 'verified' ? formatPoints(claim.points) : '—'}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          onChange={setPage}
          label={t`Points history pages`}
        />
      ) : null}
    </section>
  );
}
