import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PASSWORD_MIN_LENGTH } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form-field';
import { useChangePassword } from '../api/change-password';

const empty = { password: '', newPassword: '', confirmPassword: '' };

/** General Settings › Update Password: works (DESIGN §7); other sessions end on success. */
export function PasswordForm() {
  const [values, setValues] = useState(empty);
  const mutation = useChangePassword();
  const mismatch = values.confirmPassword !== '' && values.newPassword !== values.confirmPassword;
  const canSubmit =
    values.password !== '' &&
    values.newPassword.length >= PASSWORD_MIN_LENGTH &&
    values.newPassword === values.confirmPassword;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    mutation.mutate(
      { currentPassword: values.password, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(empty);
          toast.success(clientMessages.passwordUpdated);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex max-w-xl flex-col gap-5">
      <h2 className="text-lg font-bold">Update Password</h2>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
        error={mismatch ? clientMessages.passwordsDoNotMatch : null}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setValues(empty)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} isLoading={mutation.isPending}>
          Update
        </Button>
      </div>
    </form>
  );
}
