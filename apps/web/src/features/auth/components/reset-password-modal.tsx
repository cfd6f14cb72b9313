import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZEmailRequest } from '@dpts/contract/auth';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { useRequestPasswordReset } from '../api/password-reset';

type ResetPasswordModalProps = { open: boolean; onClose: () => void };

/** Reset Password modal (spec section 2): email, 'Send Reset Link', then 'Check Your Email'. */
export function ResetPasswordModal({ open, onClose }: ResetPasswordModalProps) {
  // The contract's schema, as POST /authentication/forgot/request checks it.
  const form = useForm<z.input<typeof ZEmailRequest>, unknown, z.output<typeof ZEmailRequest>>({
    defaultValues: { email: '' },
    mode: 'onTouched',
    resolver: zodResolver(ZEmailRequest),
  });
  const { t } = useLingui();
  const { errors } = form.formState;
  const [isSent, setSent] = useState(false);
  const mutation = useRequestPasswordReset();

  function close() {
    form.reset();
    setSent(false);
    mutation.reset();
    onClose();
  }

  const handleSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, { onSuccess: () => setSent(true) });
  });

  if (isSent) {
    return (
      <Modal open={open} onClose={close} title={t`Check Your Email`}>
        <p className="text-body">
          <Trans>A reset link has been sent to your email to reset your password</Trans>
        </p>
        <Button className="mt-6" block onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={close} title={t`Reset Password`} dismissible={!mutation.isPending}>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
      >
        <p className="text-body">
          <Trans>Enter the email address of your account and we will send you a reset link.</Trans>
        </p>
        <TextField
          label={t`Email address`}
          type="email"
          autoComplete="email"
          placeholder={t`Enter your email address`}
          required
          error={errors.email?.message}
          data-autofocus
          {...form.register('email')}
        />
        <Button type="submit" block isLoading={mutation.isPending}>
          <Trans>Send Reset Link</Trans>
        </Button>
      </form>
    </Modal>
  );
}
