import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { learningPathKinds } from '@dpts/contract/learning';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { showApiError } from '../../../lib/api-error';

/** The learning paths as the catalogue forms offer them ("general" reads "General"). */
export const pathOptions = learningPathKinds.map((p) => ({
  value: p,
  label: p[0]!.toUpperCase() + p.slice(1),
}));

type SaveCallbacks = { onSuccess: () => void; onError: (error: unknown) => void };
type SaveMutation<V> = {
  mutate: (variables: V, callbacks: SaveCallbacks) => void;
  isPending: boolean;
};

/**
 * One catalogue entry's add-or-edit form: validates with the contract's schema, sends the create
 * or the update, and on success says so, clears the form and closes its dialog.
 */
export function useCatalogueForm<TValues extends FieldValues, TUpdate>({
  resolver,
  values,
  create,
  update,
  toUpdate,
  savedMessage,
  onClose,
}: {
  resolver: Resolver<TValues>;
  values: TValues;
  create: SaveMutation<TValues>;
  update: SaveMutation<TUpdate>;
  /** null adds an entry; otherwise what the form's values change in the one edited */
  toUpdate: ((values: TValues) => TUpdate) | null;
  savedMessage: string;
  onClose: () => void;
}) {
  const form = useForm<TValues>({ resolver, values });
  const done = () => {
    toast.success(savedMessage);
    form.reset();
    onClose();
  };
  const callbacks = { onSuccess: done, onError: showApiError };
  const submit = form.handleSubmit((input) => {
    if (toUpdate) update.mutate(toUpdate(input), callbacks);
    else create.mutate(input, callbacks);
  });
  return {
    form,
    errors: form.formState.errors,
    submit,
    isPending: create.isPending || update.isPending,
  };
}

/** The dialog around a catalogue form: its fields, then Cancel and a submit that waits on the save. */
export function CatalogueFormModal({
  formId,
  title,
  submitLabel,
  open,
  onClose,
  onSubmit,
  isPending,
  children,
}: {
  formId: string;
  title: string;
  submitLabel: string;
  open: boolean;
  onClose: () => void;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      dismissible={!isPending}
      footer={
        <>
          <Button variant="secondary" size="md" onClick={onClose} disabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button size="md" type="submit" form={formId} isLoading={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
      </form>
    </Modal>
  );
}
