import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { useRequestPasswordReset } from '../api/password-reset';

type ResetPasswordModalProps = { open: boolean; onClose: () => void };

/** Reset Password modal (spec section 2): email, 'Send Reset Link', then 'Check Your Email'. */
export function ResetPasswordModal({ open, onClose }: ResetPasswordModalProps) {
  const [email, setEmail] = useState('');
  const [isSent, setSent] = useState(false);
  const mutation = useRequestPasswordReset();

  function close() {
    setEmail('');
    setSent(false);
    mutation.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    mutation.mutate({ email: email.trim() }, { onSuccess: () => setSent(true) });
  }

  if (isSent) {
    return (
      <Modal open={open} onClose={close} title="Check Your Email">
        <p className="text-body">A reset link has been sent to your email to reset your password</p>
        <Button className="mt-6" block onClick={close}>
          Close
        </Button>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={close} title="Reset Password" dismissible={!mutation.isPending}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-5">
        <p className="text-body">
          Enter the email address of your account and we will send you a reset link.
        </p>
        <TextField
          label="Email address"
          type="email"
          name="reset-email"
          autoComplete="email"
          placeholder="Enter your email address"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-autofocus
        />
        <Button type="submit" block isLoading={mutation.isPending}>
          Send Reset Link
        </Button>
      </form>
    </Modal>
  );
}
