import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  adminMessages,
  ZTopicInput,
  type TCatalogueTopic,
  type TTopicInput,
} from '@dpts/contract/admin';
import { learningPathKinds } from '@dpts/contract/learning';
import { Button } from '../../../components/button';
import { SelectField, TextArea, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { showApiError } from '../../../lib/api-error';
import { useCreateTopic, useUpdateTopic } from '../api/catalogue';

const pathOptions = learningPathKinds.map((p) => ({
  value: p,
  label: p[0]!.toUpperCase() + p.slice(1),
}));

/** Adds a learning track, or edits one's description and path (its name is its identity). */
export function TopicFormModal({
  topic,
  open,
  onClose,
}: {
  topic: TCatalogueTopic | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const form = useForm<TTopicInput>({
    resolver: zodResolver(ZTopicInput),
    values: topic
      ? { name: topic.name, description: topic.description, learningPath: topic.learningPath }
      : { name: '', description: '', learningPath: 'general' },
  });
  const errors = form.formState.errors;
  const isPending = create.isPending || update.isPending;
  const done = () => {
    toast.success(adminMessages.topicSaved);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (topic) {
      update.mutate(
        {
          id: topic._id,
          body: { description: values.description ?? '', learningPath: values.learningPath },
        },
        { onSuccess: done, onError: showApiError },
      );
    } else create.mutate(values, { onSuccess: done, onError: showApiError });
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={topic ? 'Edit Learning Track' : 'Add Learning Track'}
      dismissible={!isPending}
      footer={
        <>
          <Button variant="secondary" size="md" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button size="md" type="submit" form="topic-form" isLoading={isPending}>
            {topic ? 'Save changes' : 'Add track'}
          </Button>
        </>
      }
    >
      <form id="topic-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Track name"
          readOnly={topic !== null}
          {...form.register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <SelectField
          label="Path"
          options={pathOptions}
          {...form.register('learningPath')}
          error={errors.learningPath?.message}
        />
        <TextArea label="Description" rows={3} {...form.register('description')} />
      </form>
    </Modal>
  );
}
