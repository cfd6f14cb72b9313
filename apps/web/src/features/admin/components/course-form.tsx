import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminMessages,
  ZCourseInput,
  ZCourseUpdate,
  type TCatalogueCourse,
  type TCatalogueTopic,
  type TCourseInput,
  type TCourseUpdate,
} from '@dpts/contract/admin';
import { learningSites } from '@dpts/contract/sites/index';
import { SelectField, TextField } from '../../../components/form-field';
import { optionLabel } from '../../../lib/option-labels';
import { useCreateCourse, useUpdateCourse } from '../api/catalogue';
import { CatalogueFormModal, pathOptions, useCatalogueForm } from './catalogue-form';

const siteNames = learningSites.map((s) => s.name).join(', ');

type CourseFormProps = {
  /** null adds a course */
  course: TCatalogueCourse | null;
  topics: readonly TCatalogueTopic[];
  open: boolean;
  onClose: () => void;
};

/** Adds or edits a course; the address must be a course page of a tracked learning site. */
export function CourseFormModal({ course, topics, open, onClose }: CourseFormProps) {
  const { t } = useLingui();
  const { form, errors, submit, isPending } = useCatalogueForm<
    TCourseInput,
    { id: string; body: TCourseUpdate }
  >({
    resolver: zodResolver(
      course ? (ZCourseUpdate as unknown as typeof ZCourseInput) : ZCourseInput,
    ),
    values: course
      ? {
          name: course.name,
          url: course.url,
          point: course.point,
          learningPath: course.learningPath,
          topicId: course.topic._id,
        }
      : { name: '', url: '', point: 10, learningPath: 'general', topicId: '' },
    create: useCreateCourse(),
    update: useUpdateCourse(),
    toUpdate: course ? ({ url: _url, ...changes }) => ({ id: course._id, body: changes }) : null,
    savedMessage: adminMessages.courseSaved,
    onClose,
  });
  const activeTopics = topics.filter((t) => t.isActive || t._id === course?.topic._id);
  return (
    <CatalogueFormModal
      formId="course-form"
      title={course ? t`Edit Course` : t`Add Course`}
      submitLabel={course ? t`Save changes` : t`Add course`}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
    >
      <TextField
        label={t`Course name`}
        {...form.register('name')}
        error={errors.name?.message}
        data-autofocus
      />
      <TextField
        label={t`Course page address`}
        type="url"
        inputMode="url"
        placeholder="https://www.coursera.org/learn/…"
        readOnly={course !== null}
        hint={
          course
            ? t`The address is the course: retire it and add a new one to change it.`
            : t`A course page on ${siteNames}.`
        }
        {...form.register('url')}
        error={errors.url?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Points`}
          type="number"
          min={1}
          max={1000}
          {...form.register('point')}
          error={errors.point?.message}
        />
        <SelectField
          label={t`Path`}
          options={pathOptions}
          {...form.register('learningPath')}
          error={errors.learningPath?.message}
        />
      </div>
      <SelectField
        label={t`Learning track`}
        placeholder={t`Choose a learning track`}
        options={activeTopics.map((t) => ({ value: t._id, label: optionLabel(t.name) }))}
        {...form.register('topicId')}
        error={errors.topicId?.message}
      />
    </CatalogueFormModal>
  );
}
