import { useLingui } from '@lingui/react/macro';
import { contractText } from '../../../lib/contract-text';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { DATE_OF_BIRTH_MAX } from '@dpts/contract/constants';
import { serverMessages } from '@dpts/contract/messages';
import { clientMessages } from '@dpts/contract/messages';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { LocationFields } from '../../../components/location-fields';
import { PhoneField } from '../../../components/phone-field';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileImage } from './profile-image';
import {
  ZProfileForm,
  hasEmptyProfileField,
  profileValuesOf,
  type ProfileValues,
} from '../lib/profile-schema';

/** My Profile: Update looks dimmed until a field changes; Cancel resets to the saved profile. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useLingui();
  const { setUser } = useSession();
  const form = useForm<ProfileValues>({
    defaultValues: profileValuesOf(user),
    mode: 'onTouched',
    resolver: zodResolver(ZProfileForm),
  });
  const { register, formState, reset, getValues } = form;
  const { errors, isDirty } = formState;
  const mutation = useUpdateProfile();

  const save = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: ({ data, message }) => {
        setUser(data);
        reset(profileValuesOf(data));
        // A name change after a paid certificate waits for an administrator: the answer says so.
        toast.success(message ?? serverMessages.profileUpdated);
      },
    });
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isDirty) return;
    if (hasEmptyProfileField(getValues())) {
      toast.error(contractText(clientMessages.fillAllFields));
      return;
    }
    void save(event);
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
        <ProfileImage user={user} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label={t`Username`}
            value={user.username ?? ''}
            readOnly
            hint={t`Your username cannot be changed.`}
          />
          <TextField label={t`Email`} type="email" value={user.email} readOnly />
          <TextField
            label={t`Date of birth`}
            type="date"
            max={DATE_OF_BIRTH_MAX}
            min="1900-01-01"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <PhoneField<ProfileValues> name="phone" />
        </div>
        <LocationFields />
        {user.officerType ? (
          <p className="text-sm text-muted">
            {user.officerType === 'sales'
              ? t`You are a sales officer.`
              : t`You are a technical officer.`}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => reset()} disabled={mutation.isPending}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            aria-disabled={!isDirty || undefined}
            isLoading={mutation.isPending}
          >
            {t`Update`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
