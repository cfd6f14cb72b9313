import { contractText } from '../../../lib/contract-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ZResetPasswordRequest } from '@dpts/contract/auth';
import { clientMessages } from '@dpts/contract/messages';
import { TIMINGS_MS } from '@dpts/contract/constants';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form-field';
import { useResetPassword } from '../api/password-reset';
import { weakPasswordMessage } from '../../../lib/password-strength';

/** The new password as POST /auth/reset-password checks it (the email comes from the link). */
const ZUpdatePasswordForm = ZResetPasswordRequest.pick({ password: true });

/**
 * Opened by `?token=…&email=…` on the login page (the emailed reset link). Finishes the
 * reset, then shows 'Password Updated' and returns to /login after 1 s (spec section 2).
 */
export function UpdatePasswordModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const form = useForm({
    defaultValues: { password: '' },
    mode: 'onTouched',
    resolver: zodResolver(ZUpdatePasswordForm),
  });
  const { t } = useLingui();
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const mutation = useResetPassword();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  function goToLogin() {
    clearTimeout(redirectTimer.current);
    void navigate('/login', { replace: true });
  }

  const handleSubmit = form.handleSubmit(async (values) => {
    const weak = await weakPasswordMessage(values.password, [email]);
    if (weak) {
      form.setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    mutation.mutate(
      { token, email, password: values.password },
      {
        onSuccess: () => {
          toast.success(contractText(clientMessages.passwordUpdated));
          redirectTimer.current = setTimeout(goToLogin, TIMINGS_MS.passwordUpdateRedirect);
        },
      },
    );
  });

  if (!token) return null;

  if (mutation.isSuccess) {
    return (
      <Modal open onClose={goToLogin} title={t`Password Updated`}>
        <p className="text-body">
          <Trans>You’ve successfully updated your password</Trans>
        </p>
        <Button className="mt-6" block onClick={goToLogin}>
          <Trans>Proceed to Login</Trans>
        </Button>
      </Modal>
    );
  }

  return (
    <Modal open onClose={goToLogin} title={t`Update Password`} dismissible={!mutation.isPending}>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
      >
        <p className="text-body">
          {email ? t`Choose a new password for ${email}.` : t`Choose a new password.`}
        </p>
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          placeholder={t`Enter your new password`}
          required
          error={errors.password?.message}
          data-autofocus
          {...form.register('password')}
        />
        <Button
          type="submit"
          block
          disabled={!password || mutation.isPending}
          isLoading={mutation.isPending}
        >
          <Trans>Update</Trans>
        </Button>
      </form>
    </Modal>
  );
}
