import { contractText } from '../../../lib/contract-text';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DATE_OF_BIRTH_MAX, PASSWORD_MIN_LENGTH } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Checkbox, PasswordField, TextField } from '../../../components/form-field';
import { PhoneField } from '../../../components/phone-field';
import type { UsernameStatus } from '../api/check-username';
import { fullNameUsername, type SignupForm } from '../lib/signup-form';
import { UsernameStatusText } from './username-status';

/** Step 1 Profile Information (spec section 2). */
export function ProfileStep({ usernameStatus }: { usernameStatus: UsernameStatus }) {
  const { t } = useLingui();
  const { register, control, setValue, formState } = useFormContext<SignupForm>();
  const { errors } = formState;
  const [firstName, lastName, useFullName, password, confirmPassword] = useWatch({
    control,
    name: ['firstName', 'lastName', 'useFullName', 'password', 'confirmPassword'],
  });

  useEffect(() => {
    if (useFullName) setValue('username', fullNameUsername(firstName, lastName));
  }, [useFullName, firstName, lastName, setValue]);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          placeholder={t`Enter your email address`}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <TextField
          label={t`Username`}
          autoComplete="username"
          required
          readOnly={useFullName}
          status={<UsernameStatusText status={usernameStatus} />}
          hint={t`Spaces are removed automatically.`}
          error={errors.username?.message}
          {...register('username', {
            onChange: (event: { target: { value: string } }) =>
              setValue('username', event.target.value.replace(/\s+/g, '')),
          })}
        />
        <Checkbox label={t`Use my first and last name`} {...register('useFullName')} />
      </div>
      <TextField
        label={t`Date of birth`}
        type="date"
        autoComplete="bday"
        max={DATE_OF_BIRTH_MAX}
        min="1900-01-01"
        required
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <PhoneField<SignupForm> name="phone" />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        required
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        required
        error={
          confirmPassword !== '' && password !== confirmPassword
            ? contractText(clientMessages.passwordsDoNotMatch)
            : errors.confirmPassword?.message
        }
        {...register('confirmPassword')}
      />
    </div>
  );
}
