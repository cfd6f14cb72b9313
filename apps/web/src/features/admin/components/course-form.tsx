import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  adminMessages,
  ZCourseInput,
  ZCourseUpdate,
  type TCatalogueCourse,
  type TCatalogueTopic,
  type TCourseInput,
} from '@dpts/contract/admin';
import { learningPathKinds } from '@dpts/contract/learning';
import { learningSites } from '@dpts/contract/sites/index';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { showApiError } from '../../../lib/api-error';
import { useCreateCourse, useUpdateCourse } from '../api/catalogue';

const pathOptions = learningPathKinds.map((p) => ({
  value: p,
  label: p[0]!.toUpperCase() + p.slice(1),
}));
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
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const form = useForm<TCourseInput>({
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
  });
  const errors = form.formState.errors;
  const isPending = create.isPending || update.isPending;
  const done = () => {
    toast.success(adminMessages.courseSaved);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (course) {
      const { url: _url, ...changes } = values;
      update.mutate({ id: course._id, body: changes }, { onSuccess: done, onError: showApiError });
    } else {
      create.mutate(values, { onSuccess: done, onError: showApiError });
    }
  });
  const activeTopics = topics.filter((t) => t.isActive || t._id === course?.topic._id);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={course ? 'Edit Course' : 'Add Course'}
      dismissible={!isPending}
      footer={
        <>
          <Button variant="secondary" size="md" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button size="md" type="submit" form="course-form" isLoading={isPending}>
            {course ? 'Save changes' : 'Add course'}
          </Button>
        </>
      }
    >
      <form id="course-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Course name"
          {...form.register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <TextField
          label="Course page address"
          type="url"
          inputMode="url"
          placeholder="https://www.coursera.org/learn/…"
          readOnly={course !== null}
          hint={
            course
              ? 'The address is the course: retire it and add a new one to change it.'
              : `A course page on ${siteNames}.`
          }
          {...form.register('url')}
          error={errors.url?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Points"
            type="number"
            min={1}
            max={1000}
            {...form.register('point')}
            error={errors.point?.message}
          />
          <SelectField
            label="Path"
            options={pathOptions}
            {...form.register('learningPath')}
            error={errors.learningPath?.message}
          />
        </div>
        <SelectField
          label="Learning track"
          placeholder="Choose a learning track"
          options={activeTopics.map((t) => ({ value: t._id, label: t.name }))}
          {...form.register('topicId')}
          error={errors.topicId?.message}
        />
      </form>
    </Modal>
  );
}
