import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ZLoginRequest, type TLoginRequest } from '@dpts/contract/auth';
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
  // The contract's login schema, as POST /authentication/login checks it.
  const form = useForm<z.input<typeof ZLoginRequest>, unknown, TLoginRequest>({
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
    resolver: zodResolver(ZLoginRequest),
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const loginMutation = useLogin();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();

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

  const handleSubmit = form.handleSubmit((credentials) => {
    loginMutation.mutate(credentials, {
      onSuccess: ({ user }) => {
        setUser(user);
        toast.success(clientMessages.welcomeBack);
        void linkGoogleThenGo();
      },
    });
  });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5" noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email address"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Enter your password"
        required
        error={errors.password?.message}
        {...register('password')}
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
