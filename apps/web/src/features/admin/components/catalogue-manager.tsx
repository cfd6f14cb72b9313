import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
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
import { i18n } from '../../../lib/i18n';
import { optionLabel } from '../../../lib/option-labels';
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
import { CourseIdentifiersModal } from './course-identifiers';
import { Panel } from './panel';
import { TopicFormModal } from './topic-form';

/** A track's path kind, as the learning screens name it. */
const pathKinds: Record<TCatalogueTopic['learningPath'], MessageDescriptor> = {
  sales: msg({ message: 'Sales', context: 'path kind' }),
  technical: msg({ message: 'Technical', context: 'path kind' }),
  general: msg({ message: 'General', context: 'path kind' }),
};

type Confirm =
  | { kind: 'course'; item: TCatalogueCourse; isActive: boolean }
  | { kind: 'topic'; item: TCatalogueTopic; isActive: boolean };

function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      <Trans>Active</Trans>
    </span>
  ) : (
    <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted">
      <Trans>Retired</Trans>
    </span>
  );
}

function ManageButtons({
  name,
  isActive,
  onEdit,
  onSetActive,
}: {
  name: string;
  isActive: boolean;
  onEdit: () => void;
  onSetActive: () => void;
}) {
  const { t } = useLingui();
  return (
    <span className="flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onSetActive}
        aria-label={isActive ? t`Retire ${name}` : t`Restore ${name}`}
      >
        {isActive ? t`Retire` : t`Restore`}
      </Button>
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
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      align: 'right',
      minWidth: 190,
      cell: (item) => (
        <ManageButtons
          name={optionLabel(item.name)}
          isActive={item.isActive}
          onEdit={() => onEdit(item)}
          onSetActive={() => onSetActive(item)}
        />
      ),
    },
  ];
}

/**
 * /manage-courses: learning tracks and courses. Super adds, edits, retires and restores; admin
 * reads. Retiring keeps every point already paid.
 */
export function CatalogueManager({ canManage }: { canManage: boolean }) {
  const { t } = useLingui();
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
  const [identifying, setIdentifying] = useState<TCatalogueCourse | null>(null);
  const setCourseActive = useSetCourseActive();
  const setTopicActive = useSetTopicActive();

  function applyConfirm() {
    if (!confirm) return;
    const options = {
      onSuccess: () => {
        const name = optionLabel(confirm.item.name);
        toast.success(confirm.isActive ? t`${name} restored` : t`${name} retired`);
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
        title={t`Courses`}
        titleId="catalogue-courses"
        description={
          courses.data
            ? t`${formatTotal(courses.data.total, courses.data.totalCapped)} courses`
            : undefined
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput
              label={t`Search courses`}
              placeholder={t`Search by course or site`}
              value={search}
              onSearch={setSearch}
            />
            <label className="sr-only" htmlFor="course-status">
              <Trans>Show</Trans>
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
              <option value="all">
                <Trans>All courses</Trans>
              </option>
              <option value="active">
                <Trans>Active</Trans>
              </option>
              <option value="retired">
                <Trans>Retired</Trans>
              </option>
            </select>
            {canManage ? (
              <Button
                size="md"
                onClick={() => setCourseForm({ course: null })}
                disabled={!topics.data}
              >
                <Trans>Add Course</Trans>
              </Button>
            ) : null}
          </div>
        }
      >
        <DataTable
          caption={t`Catalogue courses, newest first`}
          rows={courses.data?.items}
          rowKey={(c) => c._id}
          isLoading={courses.isPending}
          isError={courses.isError}
          empty={{ title: search ? t`No courses match your search` : t`No courses available.` }}
          columns={[
            {
              key: 'name',
              header: t`Name of Course`,
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
            { key: 'site', header: t`Website`, cell: (c) => c.website },
            {
              key: 'track',
              header: t`Learning track`,
              minWidth: 140,
              cell: (c) => optionLabel(c.topic.name),
            },
            {
              key: 'points',
              header: t`Earnable Point`,
              align: 'right',
              cell: (c) => formatPoints(c.point),
            },
            {
              key: 'done',
              header: t`Completions`,
              align: 'right',
              minWidth: 80,
              cell: (c) => c.completions,
            },
            {
              key: 'status',
              header: t`Status`,
              minWidth: 80,
              cell: (c) => <StatusBadge isActive={c.isActive} />,
            },
            {
              key: 'identifiers',
              header: t`At the issuer`,
              minWidth: 140,
              cell: (c) => (
                <span className="flex flex-col items-start gap-1">
                  <span className="text-xs text-muted">
                    {c.identifiers.length
                      ? c.identifiers.map((i) => i.value).join(', ')
                      : t`None: certificates go to review`}
                  </span>
                  {canManage ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setIdentifying(c)}
                      aria-label={t`Identifiers of ${c.name}`}
                    >
                      <Trans>Identifiers</Trans>
                    </Button>
                  ) : null}
                </span>
              ),
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
            label={t`Courses pages`}
          />
        ) : null}
      </Panel>

      <Panel
        title={t`Learning Tracks`}
        titleId="catalogue-topics"
        actions={
          canManage ? (
            <Button size="md" variant="secondary" onClick={() => setTopicForm({ topic: null })}>
              <Trans>Add Learning Track</Trans>
            </Button>
          ) : null
        }
      >
        <DataTable
          caption={t`Learning tracks`}
          rows={topics.data}
          rowKey={(t) => t._id}
          isLoading={topics.isPending}
          isError={topics.isError}
          empty={{ title: t`No learning tracks yet` }}
          columns={[
            {
              key: 'name',
              header: t`Track`,
              isRowHeader: true,
              minWidth: 180,
              cell: (t) => <span className="font-semibold text-ink">{optionLabel(t.name)}</span>,
            },
            { key: 'path', header: t`Path`, cell: (t) => i18n._(pathKinds[t.learningPath]) },
            {
              key: 'courses',
              header: t`Active courses`,
              align: 'right',
              cell: (t) => t.courseCount,
            },
            {
              key: 'status',
              header: t`Status`,
              cell: (t) => <StatusBadge isActive={t.isActive} />,
            },
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
      {identifying ? (
        <CourseIdentifiersModal course={identifying} onClose={() => setIdentifying(null)} />
      ) : null}
      {topicForm ? (
        <TopicFormModal open topic={topicForm.topic} onClose={() => setTopicForm(null)} />
      ) : null}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm
            ? confirm.isActive
              ? t`Restore ${optionLabel(confirm.item.name)}?`
              : t`Retire ${optionLabel(confirm.item.name)}?`
            : ''
        }
        onConfirm={applyConfirm}
        confirmLabel={confirm?.isActive ? t`Restore` : t`Retire`}
        isConfirming={setCourseActive.isPending || setTopicActive.isPending}
      >
        {confirm?.isActive ? (
          <p>
            <Trans>Officers will see it again and can earn its points.</Trans>
          </p>
        ) : confirm?.kind === 'topic' ? (
          <p>
            <Trans>
              Officers will no longer see this track or its courses, and new completions will not
              earn points. Points already earned stay. Restoring the track later does not restore
              its courses: restore those one by one.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Officers will no longer see this course and new completions will not earn points.
              Points already earned stay.
            </Trans>
          </p>
        )}
      </Modal>
    </div>
  );
}
