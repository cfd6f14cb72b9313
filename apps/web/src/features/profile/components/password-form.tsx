import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { PASSWORD_MIN_LENGTH } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import { ZPasswordForm, emptyPasswordForm, type PasswordFormValues } from '../lib/profile-schema';

/** General Settings › Update Password: works (DESIGN §7); other sessions end on success. */
export function PasswordForm() {
  const form = useForm<PasswordFormValues>({
    defaultValues: emptyPasswordForm,
    mode: 'onTouched',
    resolver: zodResolver(ZPasswordForm),
  });
  const { register, formState, control, reset, setError } = form;
  const { errors } = formState;
  const values = useWatch({ control }) as PasswordFormValues;
  const mutation = useChangePassword();
  // Shown while typing, before the field is left (as in sign-up).
  const mismatch = values.confirmPassword !== '' && values.newPassword !== values.confirmPassword;
  const canSubmit = ZPasswordForm.safeParse(values).success;

  const handleSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyPasswordForm);
          toast.success(clientMessages.passwordUpdated);
        },
        onError: (error) => {
          // Decided on the contract's code: a wrong current password belongs under its field.
          if (error instanceof ApiError && error.code === 'WRONG_PASSWORD' && error.body) {
            setError('currentPassword', { message: error.body.message }, { shouldFocus: true });
          } else showApiError(error);
        },
      },
    );
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="flex max-w-xl flex-col gap-5"
    >
      <h2 className="text-lg font-bold">Update Password</h2>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={mismatch ? clientMessages.passwordsDoNotMatch : errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => reset(emptyPasswordForm)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} isLoading={mutation.isPending}>
          Update
        </Button>
      </div>
    </form>
  );
}
