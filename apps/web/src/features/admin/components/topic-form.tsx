import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminMessages,
  ZTopicInput,
  type TCatalogueTopic,
  type TTopicInput,
  type TTopicUpdate,
} from '@dpts/contract/admin';
import { SelectField, TextArea, TextField } from '../../../components/form-field';
import { useCreateTopic, useUpdateTopic } from '../api/catalogue';
import { CatalogueFormModal, pathOptions, useCatalogueForm } from './catalogue-form';

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
  const { t } = useLingui();
  const { form, errors, submit, isPending } = useCatalogueForm<
    TTopicInput,
    { id: string; body: TTopicUpdate }
  >({
    resolver: zodResolver(ZTopicInput),
    values: topic
      ? { name: topic.name, description: topic.description, learningPath: topic.learningPath }
      : { name: '', description: '', learningPath: 'general' },
    create: useCreateTopic(),
    update: useUpdateTopic(),
    toUpdate: topic
      ? (values) => ({
          id: topic._id,
          body: { description: values.description ?? '', learningPath: values.learningPath },
        })
      : null,
    savedMessage: adminMessages.topicSaved,
    onClose,
  });
  return (
    <CatalogueFormModal
      formId="topic-form"
      title={topic ? t`Edit Learning Track` : t`Add Learning Track`}
      submitLabel={topic ? t`Save changes` : t`Add track`}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
    >
      <TextField
        label={t`Track name`}
        readOnly={topic !== null}
        {...form.register('name')}
        error={errors.name?.message}
        data-autofocus
      />
      <SelectField
        label={t`Path`}
        options={pathOptions}
        {...form.register('learningPath')}
        error={errors.learningPath?.message}
      />
      <TextArea label={t`Description`} rows={3} {...form.register('description')} />
    </CatalogueFormModal>
  );
}
