import type { Dispatch } from 'react';
import { DATE_OF_BIRTH_MAX, PASSWORD_MIN_LENGTH, PHONE_PREFIX } from '@dpts/contract/constants';
import { Checkbox, PasswordField, TextField } from '../../../components/form-field';
import {
  passwordMismatchMessage,
  type SignupAction,
  type SignupForm,
  type UsernameStatus,
} from '../lib/signup-form';

type ProfileStepProps = {
  form: SignupForm;
  dispatch: Dispatch<SignupAction>;
  usernameStatus: UsernameStatus;
  onUsernameBlur: () => void;
};

export function UsernameStatusText({ status }: { status: UsernameStatus }) {
  if (status === 'available')
    return <span className="font-medium text-success-600">✓ available</span>;
  if (status === 'not-available')
    return <span className="font-medium text-danger-600">✗ not-available</span>;
  if (status === 'checking') return <span className="text-muted">Checking…</span>;
  return null;
}

/** Step 1 Profile Information (spec section 2). */
export function ProfileStep({ form, dispatch, usernameStatus, onUsernameBlur }: ProfileStepProps) {
  const set =
    (field: Extract<SignupAction, { type: 'set' }>['field']) =>
    (event: { target: { value: string } }) =>
      dispatch({ type: 'set', field, value: event.target.value });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        value={form.firstName}
        onChange={set('firstName')}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        value={form.lastName}
        onChange={set('lastName')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="Enter your email address"
          value={form.email}
          onChange={set('email')}
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={form.username}
          readOnly={form.useFullName}
          onChange={set('username')}
          onBlur={onUsernameBlur}
          status={<UsernameStatusText status={usernameStatus} />}
          hint="Spaces are removed automatically."
        />
        <Checkbox
          label="Use my first and last name"
          checked={form.useFullName}
          onChange={(e) => dispatch({ type: 'setUseFullName', value: e.target.checked })}
        />
      </div>
      <TextField
        label="Date of birth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        max={DATE_OF_BIRTH_MAX}
        min="1900-01-01"
        required
        value={form.dateOfBirth}
        onChange={set('dateOfBirth')}
      />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={PHONE_PREFIX}
        maxLength={10}
        placeholder="8012345678"
        required
        value={form.phone}
        onChange={set('phone')}
        hint={`10 digits after ${PHONE_PREFIX}.`}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={set('password')}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        error={passwordMismatchMessage(form)}
      />
    </div>
  );
}
