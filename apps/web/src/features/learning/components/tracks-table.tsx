import { optionLabel } from '../../../lib/option-labels';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { Pagination } from '../../../components/pagination';
import { formatPoints } from '../../../lib/format';
import { pageCount, pageOf } from '../../../lib/paging';
import { useTopics } from '../api/get-topics';
import { orderTracks, pathKindLabel } from '../lib/tracks';

/** Phones show these columns as one line under the track name instead. */
const wideOnly = 'hidden sm:table-cell';

/** Navigation state a track row passes to /topic-details/{id} (spec section 2). */
export type TopicDetailsState = { trackName: string };

/** Learning tracks, the officer's own first, 10 per page; a row opens the track's courses. */
export function TracksTable() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: topics, isPending, isError } = useTopics();
  const [page, setPage] = useState(1);
  const ordered = topics ? orderTracks(topics) : [];
  const pages = pageCount(ordered.length, PAGE_SIZE.learningTracks);
  const current = Math.min(page, pages);
  const rows = pageOf(ordered, current, PAGE_SIZE.learningTracks);

  return (
    <section
      aria-labelledby="learning-tracks-title"
      className="min-w-0 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id="learning-tracks-title" className="text-lg font-bold">
        {t`Learning Tracks`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t`Open a track to see its courses and the points they earn.`}
      </p>
      {isPending ? (
        <p className="py-8 text-center text-muted">{t`Loading...`}</p>
      ) : isError ? (
        <p className="py-8 text-center text-muted">{t`The learning tracks could not be loaded.`}</p>
      ) : ordered.length === 0 ? (
        <p className="py-8 text-center text-muted">{t`No learning tracks available yet.`}</p>
      ) : (
        <>
          <div className="relative mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t`Learning tracks, your own first`}</caption>
              <thead>
                <tr className="border-b border-line text-xs text-muted">
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {t`Track`}
                  </th>
                  <th scope="col" className={`${wideOnly} px-3 py-3 font-semibold`}>
                    {t`Path kind`}
                  </th>
                  <th scope="col" className={`${wideOnly} px-3 py-3 text-right font-semibold`}>
                    {t`Courses`}
                  </th>
                  <th scope="col" className={`${wideOnly} px-3 py-3 text-right font-semibold`}>
                    {t`Total points`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((topic) => {
                  const state: TopicDetailsState = { trackName: topic.name };
                  const to = `/topic-details/${topic._id}`;
                  return (
                    <tr
                      key={topic._id}
                      onClick={() => navigate(to, { state })}
                      className="cursor-pointer border-b border-line last:border-0 hover:bg-surface"
                    >
                      <th scope="row" className="px-3 py-3 font-normal">
                        <span className="flex flex-wrap items-center gap-2">
                          <Link
                            to={to}
                            state={state}
                            onClick={(event) => event.stopPropagation()}
                            className="inline-flex min-h-6 items-center rounded font-semibold text-ink hover:text-brand-700 hover:underline"
                          >
                            {optionLabel(topic.name)}
                          </Link>
                          {topic.inMyPath ? (
                            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                              {t`In my path`}
                            </span>
                          ) : null}
                        </span>
                        <span className="mt-1 block text-xs text-muted sm:hidden">
                          {pathKindLabel(topic.learningPath)} ·{' '}
                          {plural(topic.courseCount, { one: '# course', other: '# courses' })} ·{' '}
                          {formatPoints(topic.totalPoints)}
                        </span>
                      </th>
                      <td className={`${wideOnly} px-3 py-3 text-body`}>
                        {pathKindLabel(topic.learningPath)}
                      </td>
                      <td className={`${wideOnly} px-3 py-3 text-right text-body`}>
                        {topic.courseCount}
                      </td>
                      <td
                        className={`${wideOnly} whitespace-nowrap px-3 py-3 text-right font-semibold text-brand-700`}
                      >
                        {formatPoints(topic.totalPoints)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination
            page={current}
            pageCount={pages}
            onChange={setPage}
            label={t`Learning tracks pages`}
          />
        </>
      )}
    </section>
  );
}
