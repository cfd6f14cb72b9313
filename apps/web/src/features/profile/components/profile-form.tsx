import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { DATE_OF_BIRTH_MAX, PHONE_DIGITS, PHONE_PREFIX } from '@dpts/contract/constants';
import { clientMessages, serverMessages } from '@dpts/contract/messages';
import { localGovernmentsOf, stateNames } from '@dpts/contract/locations';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';

export type ProfileValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
  stateOfOrigin: string;
  localGovtOfOrigin: string;
  stateOfResidence: string;
  localGovtOfResidence: string;
};

export function profileValuesOf(user: TUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    // Date of birth shown as a date only (spec section 5).
    dateOfBirth: (user.dateOfBirth ?? '').slice(0, 10),
    phone: user.phone ?? '',
    stateOfOrigin: user.stateOfOrigin ?? '',
    localGovtOfOrigin: user.localGovtOfOrigin ?? '',
    stateOfResidence: user.stateOfResidence ?? '',
    localGovtOfResidence: user.localGovtOfResidence ?? '',
  };
}

export function isProfileChanged(saved: ProfileValues, current: ProfileValues): boolean {
  return (Object.keys(saved) as (keyof ProfileValues)[]).some((key) => saved[key] !== current[key]);
}

/** Every field must be non-empty (spec section 5). */
export function hasEmptyProfileField(values: ProfileValues): boolean {
  return Object.values(values).some((v) => v.trim() === '');
}

/** My Profile: Update looks dimmed until a field changes; Cancel resets to the saved profile. */
export function ProfileForm({ user }: { user: TUser }) {
  const { setUser } = useSession();
  const saved = profileValuesOf(user);
  const [values, setValues] = useState<ProfileValues>(saved);
  const mutation = useUpdateProfile();
  const isChanged = isProfileChanged(saved, values);

  function set<K extends keyof ProfileValues>(key: K, value: string) {
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'stateOfOrigin' && current.stateOfOrigin !== value) next.localGovtOfOrigin = '';
      if (key === 'stateOfResidence' && current.stateOfResidence !== value)
        next.localGovtOfResidence = '';
      if (key === 'phone') next.phone = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
      return next;
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isChanged) return;
    if (hasEmptyProfileField(values)) {
      toast.error(clientMessages.fillAllFields);
      return;
    }
    mutation.mutate(
      { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      {
        onSuccess: ({ data }) => {
          setUser(data);
          setValues(profileValuesOf(data));
          toast.success(serverMessages.profileUpdated);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          autoComplete="family-name"
        />
        <TextField
          label="Username"
          value={user.username ?? ''}
          readOnly
          hint="Your username cannot be changed."
        />
        <TextField label="Email" type="email" value={user.email} readOnly />
        <TextField
          label="Date of birth"
          type="date"
          max={DATE_OF_BIRTH_MAX}
          min="1900-01-01"
          value={values.dateOfBirth}
          onChange={(e) => set('dateOfBirth', e.target.value)}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          prefix={PHONE_PREFIX}
          maxLength={PHONE_DIGITS}
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <SelectField
          label="State of origin"
          placeholder="Select state"
          options={stateNames}
          value={values.stateOfOrigin}
          onChange={(e) => set('stateOfOrigin', e.target.value)}
        />
        <SelectField
          label="Local government of origin"
          placeholder="Select local government"
          options={localGovernmentsOf(values.stateOfOrigin)}
          value={values.localGovtOfOrigin}
          onChange={(e) => set('localGovtOfOrigin', e.target.value)}
        />
        <SelectField
          label="State of residence"
          placeholder="Select state"
          options={stateNames}
          value={values.stateOfResidence}
          onChange={(e) => set('stateOfResidence', e.target.value)}
        />
        <SelectField
          label="Local government of residence"
          placeholder="Select local government"
          options={localGovernmentsOf(values.stateOfResidence)}
          value={values.localGovtOfResidence}
          onChange={(e) => set('localGovtOfResidence', e.target.value)}
        />
      </div>
      {user.officerType ? (
        <p className="text-sm text-muted">
          You are a{' '}
          <span className="font-semibold capitalize text-ink">{user.officerType} officer</span>.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setValues(saved)} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          aria-disabled={!isChanged || undefined}
          isLoading={mutation.isPending}
        >
          Update
        </Button>
      </div>
    </form>
  );
}
