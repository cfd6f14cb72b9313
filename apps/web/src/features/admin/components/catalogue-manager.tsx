import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueCourse,
  type TCatalogueTopic,
} from '@dpts/contract/admin';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { showApiError } from '../../../lib/api-error';
import { formatPoints } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useTableParams } from '../../../lib/table-params';
import {
  useCatalogueCourses,
  useCatalogueTopics,
  useSetCourseActive,
  useSetTopicActive,
} from '../api/catalogue';
import { formatTotal } from '../lib/format';
import { CourseFormModal } from './course-form';
import { Panel } from './panel';
import { TopicFormModal } from './topic-form';

type Confirm =
  | { kind: 'course'; item: TCatalogueCourse; isActive: boolean }
  | { kind: 'topic'; item: TCatalogueTopic; isActive: boolean };

function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      Active
    </span>
  ) : (
    <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted">
      Retired
    </span>
  );
}

/** Edit, and Retire or Restore, at the end of each catalogue row; only for those who manage it. */
function manageColumns<T extends { name: string; isActive: boolean }>(
  canManage: boolean,
  onEdit: (item: T) => void,
  onSetActive: (item: T) => void,
): Column<T>[] {
  if (!canManage) return [];
  return [
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      minWidth: 190,
      cell: (item) => (
        <span className="flex justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onEdit(item)}
            aria-label={`Edit ${item.name}`}
          >
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onSetActive(item)}
            aria-label={`${item.isActive ? 'Retire' : 'Restore'} ${item.name}`}
          >
            {item.isActive ? 'Retire' : 'Restore'}
          </Button>
        </span>
      ),
    },
  ];
}

/**
 * /manage-courses: learning tracks and courses. Super adds, edits, retires and restores; admin
 * reads. Retiring keeps every point already paid.
 */
export function CatalogueManager({ canManage }: { canManage: boolean }) {
  const { page, search, setPage, setSearch } = useTableParams();
  const [status, setStatus] = useState<'all' | 'active' | 'retired'>('all');
  const topics = useCatalogueTopics();
  const courses = useCatalogueCourses({
    page,
    limit: CATALOGUE_PAGE_SIZE,
    status,
    ...(search ? { search } : {}),
  });
  const [courseForm, setCourseForm] = useState<{ course: TCatalogueCourse | null } | null>(null);
  const [topicForm, setTopicForm] = useState<{ topic: TCatalogueTopic | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const setCourseActive = useSetCourseActive();
  const setTopicActive = useSetTopicActive();

  function applyConfirm() {
    if (!confirm) return;
    const options = {
      onSuccess: () => {
        toast.success(`${confirm.item.name} ${confirm.isActive ? 'restored' : 'retired'}`);
        setConfirm(null);
      },
      onError: (error: unknown) => {
        showApiError(error);
        setConfirm(null);
      },
    };
    if (confirm.kind === 'course')
      setCourseActive.mutate({ id: confirm.item._id, isActive: confirm.isActive }, options);
    else setTopicActive.mutate({ id: confirm.item._id, isActive: confirm.isActive }, options);
  }

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title="Courses"
        titleId="catalogue-courses"
        description={
          courses.data
            ? `${formatTotal(courses.data.total, courses.data.totalCapped)} courses`
            : undefined
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput
              label="Search courses"
              placeholder="Search by course or site"
              value={search}
              onSearch={setSearch}
            />
            <label className="sr-only" htmlFor="course-status">
              Show
            </label>
            <select
              id="course-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as typeof status);
                setPage(1);
              }}
              className="h-11 rounded-xl border border-line bg-white px-3 text-sm"
            >
              <option value="all">All courses</option>
              <option value="active">Active</option>
              <option value="retired">Retired</option>
            </select>
            {canManage ? (
              <Button
                size="md"
                onClick={() => setCourseForm({ course: null })}
                disabled={!topics.data}
              >
                Add Course
              </Button>
            ) : null}
          </div>
        }
      >
        <DataTable
          caption="Catalogue courses, newest first"
          rows={courses.data?.items}
          rowKey={(c) => c._id}
          isLoading={courses.isPending}
          isError={courses.isError}
          empty={{ title: search ? 'No courses match your search' : 'No courses available.' }}
          columns={[
            {
              key: 'name',
              header: 'Name of Course',
              isRowHeader: true,
              minWidth: 180,
              cell: (c) => (
                <a
                  href={c.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-ink hover:underline"
                >
                  {c.name}
                </a>
              ),
            },
            { key: 'site', header: 'Website', cell: (c) => c.website },
            { key: 'track', header: 'Learning track', minWidth: 140, cell: (c) => c.topic.name },
            {
              key: 'points',
              header: 'Earnable Point',
              align: 'right',
              cell: (c) => formatPoints(c.point),
            },
            {
              key: 'done',
              header: 'Completions',
              align: 'right',
              minWidth: 80,
              cell: (c) => c.completions,
            },
            {
              key: 'status',
              header: 'Status',
              minWidth: 80,
              cell: (c) => <StatusBadge isActive={c.isActive} />,
            },
            ...manageColumns<TCatalogueCourse>(
              canManage,
              (c) => setCourseForm({ course: c }),
              (c) => setConfirm({ kind: 'course', item: c, isActive: !c.isActive }),
            ),
          ]}
        />
        {courses.data ? (
          <Pagination
            page={page}
            pageCount={pageCount(courses.data.total, CATALOGUE_PAGE_SIZE)}
            onChange={setPage}
            label="Courses pages"
          />
        ) : null}
      </Panel>

      <Panel
        title="Learning Tracks"
        titleId="catalogue-topics"
        actions={
          canManage ? (
            <Button size="md" variant="secondary" onClick={() => setTopicForm({ topic: null })}>
              Add Learning Track
            </Button>
          ) : null
        }
      >
        <DataTable
          caption="Learning tracks"
          rows={topics.data}
          rowKey={(t) => t._id}
          isLoading={topics.isPending}
          isError={topics.isError}
          empty={{ title: 'No learning tracks yet' }}
          columns={[
            {
              key: 'name',
              header: 'Track',
              isRowHeader: true,
              minWidth: 180,
              cell: (t) => <span className="font-semibold text-ink">{t.name}</span>,
            },
            { key: 'path', header: 'Path', cell: (t) => t.learningPath },
            {
              key: 'courses',
              header: 'Active courses',
              align: 'right',
              cell: (t) => t.courseCount,
            },
            { key: 'status', header: 'Status', cell: (t) => <StatusBadge isActive={t.isActive} /> },
            ...manageColumns<TCatalogueTopic>(
              canManage,
              (t) => setTopicForm({ topic: t }),
              (t) => setConfirm({ kind: 'topic', item: t, isActive: !t.isActive }),
            ),
          ]}
        />
      </Panel>

      {courseForm && topics.data ? (
        <CourseFormModal
          open
          course={courseForm.course}
          topics={topics.data}
          onClose={() => setCourseForm(null)}
        />
      ) : null}
      {topicForm ? (
        <TopicFormModal open topic={topicForm.topic} onClose={() => setTopicForm(null)} />
      ) : null}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? `${confirm.isActive ? 'Restore' : 'Retire'} ${confirm.item.name}?` : ''}
        onConfirm={applyConfirm}
        confirmLabel={confirm?.isActive ? 'Restore' : 'Retire'}
        isConfirming={setCourseActive.isPending || setTopicActive.isPending}
      >
        {confirm?.isActive ? (
          <p>Officers will see it again and can earn its points.</p>
        ) : confirm?.kind === 'topic' ? (
          <p>
            Officers will no longer see this track or its courses, and new completions will not earn
            points. Points already earned stay. Restoring the track later does not restore its
            courses: restore those one by one.
          </p>
        ) : (
          <p>
            Officers will no longer see this course and new completions will not earn points. Points
            already earned stay.
          </p>
        )}
      </Modal>
    </div>
  );
}
