import { useLanguageChange } from '../../../lib/i18n-runtime';
import { contractText } from '../../../lib/contract-text';
import { optionLabel } from '../../../lib/option-labels';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@dpts/contract/constants';
import type { TCourseStatus } from '@dpts/contract/learning';
import { buttonClasses } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Pagination } from '../../../components/pagination';
import { ApiError } from '../../../lib/api-client';
import { formatPoints } from '../../../lib/format';
import { APP_NAME } from '../../../config/app';
import { pageCount, pageOf } from '../../../lib/paging';
import { useTopicDetails } from '../api/get-topic-details';
import { courseStatusLabel, filterCourses } from '../lib/course-status';

const statusTints: Record<TCourseStatus, string> = {
  completed: 'bg-brand-50 text-success-600',
  verifying: 'bg-accent-100 text-ink ring-1 ring-accent-400',
  enrolled: 'bg-accent-100 text-ink',
  'not-started': 'bg-surface text-muted',
};

/** Phones show these columns as one line under the course name instead. */
const wideOnly = 'hidden sm:table-cell';

function StatusBadge({ status }: { status: TCourseStatus }) {
  useLanguageChange();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${statusTints[status]}`}
    >
      {courseStatusLabel(status)}
    </span>
  );
}

type TopicDetailsProps = {
  topicId: string;
  /** The name the tracks table passed in navigation state. */
  trackName?: string;
  /** The extension is on this browser and will report the course by itself. */
  isTracked?: boolean;
  /** Another action beside 'Take Course' (the app adds 'I have a certificate'). */
  renderCourseAction?: (course: {
    id: string;
    name: string;
    website: string;
    status: TCourseStatus;
  }) => ReactNode;
};

/** What 'Take Course' leads to, so an officer knows how the points will come. */
function NextStepNote({ id, isTracked }: { id: string; isTracked: boolean }) {
  const { t } = useLingui();
  return (
    <p id={id} className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-body">
      <Trans>
        <strong className="text-ink">Take Course</strong> opens the course on its own site in a new
        tab.
      </Trans>{' '}
      {isTracked
        ? t`The ${APP_NAME} extension on this browser follows it and sends your certificate when you finish; the points follow once it is checked.`
        : t`When you finish, claim your points with the link of the certificate or badge the site gives you (or use a browser with the ${APP_NAME} extension, such as Firefox for Android, to have it sent for you).`}
    </p>
  );
}

/** 'Learning Track Details': a track's courses with search, status and 'Take Course'. */
export function TopicDetails({
  topicId,
  trackName,
  isTracked = false,
  renderCourseAction,
}: TopicDetailsProps) {
  const { t } = useLingui();
  const { data, isPending, error } = useTopicDetails(topicId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const baseId = useId();

  const courses = data ? filterCourses(data.courses, search) : [];
  const pages = pageCount(courses.length, PAGE_SIZE.topicCourses);
  const current = Math.min(page, pages);
  const rows = pageOf(courses, current, PAGE_SIZE.topicCourses);
  const trackOrTopic = trackName ?? data?.topic.name;
  const name = trackOrTopic ? optionLabel(trackOrTopic) : undefined;
  // An unknown id answers 404; a malformed one is refused as 400 'Unknown learning track'.
  const isNotFound = error instanceof ApiError && (error.status === 404 || error.status === 400);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        <Link
          to="/learning-path"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 hover:underline"
        >
          <span aria-hidden="true">←</span>
          {t`Back`}
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t`Learning Track Details`}
        </h1>
      </div>
      <section
        aria-labelledby={`${baseId}-track`}
        className="flex min-w-0 flex-col gap-5 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
      >
        <div>
          <h2 id={`${baseId}-track`} className="text-xl font-bold">
            {name ?? t`Learning track`}
          </h2>
          {data?.topic.description ? (
            <p className="mt-1 text-sm text-muted">{contractText(data.topic.description)}</p>
          ) : null}
        </div>
        <div className="sm:max-w-sm">
          <TextField
            label={t`Search Course`}
            type="search"
            placeholder={t`Course name or website`}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        {isPending ? (
          <p className="py-8 text-center text-muted">{t`Loading...`}</p>
        ) : error ? (
          <p className="py-8 text-center text-muted">
            {isNotFound
              ? t`This learning track could not be found.`
              : t`The courses could not be loaded.`}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-muted">{t`No courses available.`}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <NextStepNote id={`${baseId}-next`} isTracked={isTracked} />
            {search.trim() ? (
              <p className="sr-only" aria-live="polite">
                {plural(courses.length, { one: '# course found', other: '# courses found' })}
              </p>
            ) : null}
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t`Courses`}</caption>
                <thead>
                  <tr className="border-b border-line text-xs text-muted">
                    <th scope="col" className="px-3 py-3 font-semibold">
                      {t`Name of Course`}
                    </th>
                    <th scope="col" className={`${wideOnly} px-3 py-3 font-semibold`}>
                      {t`Website`}
                    </th>
                    <th scope="col" className={`${wideOnly} px-3 py-3 text-right font-semibold`}>
                      {t`Earnable Point`}
                    </th>
                    <th scope="col" className={`${wideOnly} px-3 py-3 font-semibold`}>
                      {t`Status`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((course) => {
                    const nameId = `${baseId}-course-${course.courseId}`;
                    return (
                      <tr key={course.courseId} className="border-b border-line last:border-0">
                        <th scope="row" className="px-3 py-3 font-normal">
                          {/* The link shares the name's cell so a phone gives the name the row's width. */}
                          <span className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                            <span className="min-w-0">
                              <span id={nameId} className="block font-semibold text-ink">
                                {course.courseName}
                              </span>
                              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted sm:hidden">
                                {course.website} · {formatPoints(course.point)}
                                <StatusBadge status={course.status} />
                              </span>
                            </span>
                            <span className="flex shrink-0 flex-wrap items-center gap-2">
                              {renderCourseAction?.({
                                id: course.courseId,
                                name: course.courseName,
                                website: course.website,
                                status: course.status,
                              })}
                              <a
                                href={course.url}
                                target="_blank"
                                rel="noopener noreferrer"
                                aria-describedby={`${nameId} ${baseId}-next`}
                                className={buttonClasses({
                                  variant: 'secondary',
                                  size: 'sm',
                                  className: 'shrink-0',
                                })}
                              >
                                {t`Take Course`}
                              </a>
                            </span>
                          </span>
                        </th>
                        <td className={`${wideOnly} px-3 py-3 text-body`}>{course.website}</td>
                        <td
                          className={`${wideOnly} whitespace-nowrap px-3 py-3 text-right font-semibold text-brand-700`}
                        >
                          {formatPoints(course.point)}
                        </td>
                        <td className={`${wideOnly} px-3 py-3`}>
                          <StatusBadge status={course.status} />
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
              label={t`Courses pages`}
            />
          </div>
        )}
      </section>
    </div>
  );
}
