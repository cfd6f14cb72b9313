import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { clientMessages } from '@dpts/contract/messages';
import { TIMINGS_MS } from '@dpts/contract/constants';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form-field';
import { useResetPassword } from '../api/password-reset';

/**
 * Opened by `?token=…&email=…` on the login page (the emailed reset link). Finishes the
 * reset, then shows 'Password Updated' and returns to /login after 1 s (spec section 2).
 */
export function UpdatePasswordModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const mutation = useResetPassword();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  function goToLogin() {
    clearTimeout(redirectTimer.current);
    void navigate('/login', { replace: true });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    mutation.mutate(
      { token, email, password },
      {
        onSuccess: () => {
          toast.success(clientMessages.passwordUpdated);
          redirectTimer.current = setTimeout(goToLogin, TIMINGS_MS.passwordUpdateRedirect);
        },
      },
    );
  }

  if (!token) return null;

  if (mutation.isSuccess) {
    return (
      <Modal open onClose={goToLogin} title="Password Updated">
        <p className="text-body">You’ve successfully updated your password</p>
        <Button className="mt-6" block onClick={goToLogin}>
          Proceed to Login
        </Button>
      </Modal>
    );
  }

  return (
    <Modal open onClose={goToLogin} title="Update Password" dismissible={!mutation.isPending}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-5">
        <p className="text-body">Choose a new password{email ? ` for ${email}` : ''}.</p>
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          placeholder="Enter your new password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-autofocus
        />
        <Button
          type="submit"
          block
          disabled={!password || mutation.isPending}
          isLoading={mutation.isPending}
        >
          Update
        </Button>
      </form>
    </Modal>
  );
}
