import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { serverMessages } from '@dpts/contract/messages';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { ZUpdateNameForm, splitFullName, type UpdateNameValues } from '../lib/profile-schema';

/** /update-name: Full Name and 'Update Name', disabled while empty (spec section 2). */
export function UpdateNameForm({ user }: { user: TUser }) {
  const { t } = useLingui();
  const form = useForm<UpdateNameValues>({
    defaultValues: { fullName: fullName(user) },
    mode: 'onTouched',
    resolver: zodResolver(ZUpdateNameForm),
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'fullName' });
  const mutation = useUpdateProfile();
  const { setUser } = useSession();
  const navigate = useNavigate();

  const handleSubmit = form.handleSubmit((values) => {
    mutation.mutate(splitFullName(values.fullName, user.lastName), {
      onSuccess: ({ data, message }) => {
        setUser(data);
        // A name change after a paid certificate waits for an administrator: the answer says so.
        toast.success(message ?? serverMessages.profileUpdated);
        void navigate('/dashboard');
      },
    });
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="flex max-w-md flex-col gap-5"
    >
      <TextField
        label={t`Full Name`}
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <Button type="submit" disabled={!name.trim()} isLoading={mutation.isPending}>
        {t`Update Name`}
      </Button>
    </form>
  );
}
