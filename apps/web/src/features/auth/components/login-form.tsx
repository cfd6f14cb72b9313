import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { PasswordField, TextField } from '../../../components/form-field';
import { useSession } from '../../../lib/session';
import { showApiError } from '../../../lib/api-error';
import { returnPath } from '../../../lib/return-to';
import { useLogin } from '../api/login';
import { linkSocial } from '../api/social';

/** Log in stays disabled until both fields are filled (spec section 5). */
export function canSubmitLogin(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}

type LoginFormProps = {
  onForgotPassword: () => void;
  defaultEmail?: string;
  /** A Google ID token to link once the password proves the account (decision 019). */
  linkGoogleCredential?: string;
};

export function LoginForm({
  onForgotPassword,
  defaultEmail = '',
  linkGoogleCredential,
}: LoginFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitLogin(email, password)) return;
    // After a password log-in that a Google sign-in asked for, link Google, then go on.
    async function linkGoogleThenGo() {
      if (linkGoogleCredential) {
        try {
          const linked = await linkSocial(linkGoogleCredential);
          setUser(linked.user);
          toast.success(clientMessages.googleLinked);
        } catch (error) {
          showApiError(error);
        }
      }
      await navigate(returnPath(state), { replace: true });
    }
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          setUser(user);
          toast.success(clientMessages.welcomeBack);
          void linkGoogleThenGo();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5" noValidate>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email address"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="inline-flex min-h-6 items-center rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button
        type="submit"
        block
        disabled={!canSubmitLogin(email, password)}
        isLoading={loginMutation.isPending}
      >
        Log in
      </Button>
      <p className="text-center text-sm text-muted">
        Don’t have an account?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
