import { useLingui } from '@lingui/react/macro';
import { contractText } from '../../../lib/contract-text';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { PASSWORD_MIN_LENGTH } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import { weakPasswordMessage } from '../../../lib/password-strength';
import { useChangePassword } from '../api/change-password';
import { ZPasswordForm, emptyPasswordForm, type PasswordFormValues } from '../lib/profile-schema';

/** General Settings › Update Password: works (docs/design.md §7); other sessions end on success. */
export function PasswordForm() {
  const { t } = useLingui();
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

  const handleSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const weak = await weakPasswordMessage(newPassword);
    if (weak) {
      setError('newPassword', { message: weak }, { shouldFocus: true });
      return;
    }
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyPasswordForm);
          toast.success(contractText(clientMessages.passwordUpdated));
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
      <h2 className="text-lg font-bold">{t`Update Password`}</h2>
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t`New Password`}
        autoComplete="new-password"
        required
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t`Confirm Password`}
        autoComplete="new-password"
        required
        error={
          mismatch
            ? contractText(clientMessages.passwordsDoNotMatch)
            : errors.confirmPassword?.message
        }
        {...register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => reset(emptyPasswordForm)}>
          {t`Cancel`}
        </Button>
        <Button type="submit" disabled={!canSubmit} isLoading={mutation.isPending}>
          {t`Update`}
        </Button>
      </div>
    </form>
  );
}
