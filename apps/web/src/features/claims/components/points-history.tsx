import { useState } from 'react';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Pagination } from '../../../components/pagination';
import { formatPoints } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { usePointsHistory } from '../api/get-points-history';
import { claimStateLabels, claimStateTints } from '../lib/claim-state';
import { ClaimCertificateButton } from './claim-certificate-button';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'My points': every completion claim with its course, site, evidence, state and points. */
export function PointsHistory() {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = usePointsHistory(page, PAGE_SIZE.pointsHistory);
  const pages = data ? pageCount(data.total, data.limit) : 1;

  return (
    <section className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data
            ? data.verifying > 0
              ? `${data.verifying} ${data.verifying === 1 ? 'certificate is' : 'certificates are'} being verified.`
              : 'Every certificate you sent has been checked.'
            : null}
        </p>
        <ClaimCertificateButton size="md" />
      </div>
      {isPending ? (
        <p className="py-8 text-center text-muted">Loading...</p>
      ) : error ? (
        <p className="py-8 text-center text-muted">Your points history could not be loaded.</p>
      ) : data.items.length === 0 ? (
        <p className="py-8 text-center text-muted">
          No completions yet. Finish a course and its certificate will appear here.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Completions">
          {data.items.map((claim) => (
            <li
              key={claim._id}
              className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{claim.course.name}</p>
                <p className="text-sm text-muted">
                  {claim.course.website} · {dateFormat.format(new Date(claim.createdAt))} ·{' '}
                  <a
                    href={claim.certificateUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-brand-700 underline"
                  >
                    Certificate
                  </a>
                  {claim.beforeSignup ? ' · Earned before you joined' : ''}
                </p>
                {claim.reason ? <p className="mt-1 text-sm text-body">{claim.reason}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <span
                  className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${claimStateTints[claim.state]}`}
                >
                  {claimStateLabels[claim.state]}
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
        <Pagination page={page} pageCount={pages} onChange={setPage} label="Points history pages" />
      ) : null}
    </section>
  );
}
