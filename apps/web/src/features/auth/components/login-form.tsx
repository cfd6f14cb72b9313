import { contractText } from '../../../lib/contract-text';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import type { TLoginRequest, ZLoginRequest } from '@dpts/contract/login';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { PasswordField, TextField } from '../../../components/form-field';
import { useSession } from '../../../lib/session';
import { showApiError } from '../../../lib/api-error';
import { returnPath } from '../../../lib/return-to';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useLogin } from '../api/login';
import { linkSocial } from '../api/social';

/** When a log-in still waiting says so (issue 23: slow networks are the norm). */
export const SLOW_AFTER_MS = 5000;
export const SLOW_LOGIN_TEXT = msg`Still logging in: your connection is slow. We keep trying for up to a minute.`;

/** True once `isPending` has lasted `ms`; false again when it ends. */
function useIsTakingLong(isPending: boolean, ms: number): boolean {
  const [isLong, setLong] = useState(false);
  useEffect(() => {
    if (!isPending) {
      setLong(false);
      return;
    }
    const timer = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(timer);
  }, [isPending, ms]);
  return isLong;
}

/** Log in stays disabled until both fields are filled (spec section 5). */
export function canSubmitLogin(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}

/** The contract's login schema, as POST /authentication/login checks it; loaded on first use. */
const login = lazyZodResolver(() =>
  import('@dpts/contract/login').then(({ ZLoginRequest }) => ZLoginRequest),
);

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
  const form = useForm<z.input<typeof ZLoginRequest>, unknown, TLoginRequest>({
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
    resolver: login.resolver,
  });
  const { t, i18n } = useLingui();
  const { register, formState, control } = form;
  const { errors } = formState;
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const loginMutation = useLogin();
  const isSlow = useIsTakingLong(loginMutation.isPending, SLOW_AFTER_MS);
  const { setUser } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();

  // After a password log-in that a Google sign-in asked for, link Google, then go on.
  async function linkGoogleThenGo() {
    if (linkGoogleCredential) {
      try {
        const linked = await linkSocial(linkGoogleCredential);
        setUser(linked.user);
        toast.success(contractText(clientMessages.googleLinked));
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
        toast.success(contractText(clientMessages.welcomeBack));
        void linkGoogleThenGo();
      },
    });
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      onFocus={login.preload}
      className="flex flex-col gap-5"
      noValidate
    >
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder={t`Enter your email address`}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        placeholder={t`Enter your password`}
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
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <Button
        type="submit"
        block
        disabled={!canSubmitLogin(email, password)}
        isLoading={loginMutation.isPending}
      >
        <Trans>Log in</Trans>
      </Button>
      {isSlow ? (
        <p role="status" className="-mt-2 text-center text-sm text-muted">
          {i18n._(SLOW_LOGIN_TEXT)}
        </p>
      ) : null}
      <p className="text-center text-sm text-muted">
        <Trans>
          Don’t have an account?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </Trans>
      </p>
    </form>
  );
}
