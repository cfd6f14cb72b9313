import { contractText } from '../../../lib/contract-text';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { clientMessages } from '@dpts/contract/messages';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';
import { StepIndicator } from '../../../components/step-indicator';
import { weakPasswordMessage } from '../../../lib/password-strength';
import { useSession } from '../../../lib/session';
import { isContactFree } from '../api/check-contact';
import { useUsernameAvailability } from '../api/check-username';
import { useRegister } from '../api/register';
import { useStepForm } from '../../../lib/use-step-form';
import {
  clearSignupDraft,
  readSignupDraft,
  resumeStep,
  saveSignupDraft,
} from '../lib/signup-draft';
import { initialSignupForm, type SignupForm } from '../lib/signup-form';
import { loadSignupRules, useSignupRules } from '../lib/load-signup-rules';
import { Spinner } from '../../../components/spinner';
import { ProfileStep } from './profile-step';
import { VerifyStep } from './verify-step';

// Steps 2–4 (the local governments, the paths) load with the rules, not with the first step.
const laterSteps = {
  location: () => import('../../../components/location-fields'),
  officer: () => import('./officer-step'),
  paths: () => import('./paths-step'),
};
const LocationFields = lazy(async () => ({
  default: (await laterSteps.location()).LocationFields,
}));
const OfficerStep = lazy(async () => ({ default: (await laterSteps.officer()).OfficerStep }));
const PathsStep = lazy(async () => ({ default: (await laterSteps.paths()).PathsStep }));
const loadLaterSteps = () =>
  Object.values(laterSteps).forEach((load) => void load().catch(() => {}));

export const EMAIL_SIGNUP_STEPS = [
  msg`Profile Information`,
  msg`Location`,
  msg`Officer Type`,
  msg`Learning Path`,
  msg`Verify Email Address`,
] as const;

type EmailSignupProps = { inviteCode: string; initialStep?: number };

/** The five-step email sign-up (spec section 2). Step 4 Next submits the registration. */
export function EmailSignup({ inviteCode, initialStep }: EmailSignupProps) {
  const { i18n } = useLingui();
  const [draft] = useState(readSignupDraft);
  const [step, setStep] = useState(() => initialStep ?? resumeStep(draft?.step));
  // The rules load on the form's first focus or touch, or at once to resume a draft.
  const { rules, load: loadRules } = useSignupRules(draft !== null || step > 1);
  const load = () => {
    loadRules();
    loadLaterSteps();
  };
  const { form, values, isStepValid } = useStepForm<SignupForm>(
    rules?.emailSignupSteps,
    step,
    draft?.values ?? initialSignupForm,
    async () => (await loadSignupRules()).emailSignupSteps,
  );
  const [pathAlert, setPathAlert] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const usernameStatus = useUsernameAvailability(values.username, rules?.isUsername);
  const register = useRegister();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => setPathAlert(null), [values.learningPath, values.officerType]);
  useEffect(() => saveSignupDraft(step, values), [step, values]);

  const canContinue = isStepValid && (step !== 1 || usernameStatus === 'available');

  async function handleNext(event: FormEvent) {
    event.preventDefault();
    if (step === 4) {
      const { meetsPathRequirement, toRegisterPayload } = await loadSignupRules();
      if (!meetsPathRequirement(values)) {
        setPathAlert(contractText(clientMessages.selectRequiredPaths));
        return;
      }
      register.mutate(toRegisterPayload(form.getValues(), inviteCode), {
        onSuccess: ({ user }) => {
          setUser(user);
          setStep(5);
        },
      });
      return;
    }
    // Shows each refused field's message (the contract's words) when Next is pressed.
    if (!(await form.trigger()) || !canContinue) return;
    if (step === 1) {
      const { password, email, firstName, lastName, username } = form.getValues();
      const weak = await weakPasswordMessage(password, [email, firstName, lastName, username]);
      if (weak) {
        form.setError('password', { message: weak }, { shouldFocus: true });
        return;
      }
      setIsChecking(true);
      const isFree = await isContactFree(form);
      setIsChecking(false);
      if (!isFree) return;
    }
    setStep((s) => s + 1);
  }

  function finish(user: TUser | undefined) {
    if (user) setUser(user);
    leave();
  }

  function leave() {
    clearSignupDraft();
    void navigate('/dashboard', { replace: true });
  }

  return (
    <div className="flex flex-col gap-8">
      <StepIndicator steps={EMAIL_SIGNUP_STEPS} current={step} />
      <section aria-labelledby="signup-step-heading" className="flex flex-col gap-6">
        <h2
          id="signup-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {step}. {i18n._(EMAIL_SIGNUP_STEPS[step - 1]!)}
        </h2>
        {step === 5 ? (
          <VerifyStep email={values.email.trim()} onVerified={finish} onSkip={leave} />
        ) : (
          <FormProvider {...form}>
            <form
              onSubmit={(e) => void handleNext(e)}
              onFocusCapture={load}
              onPointerDownCapture={load}
              noValidate
              className="flex flex-col gap-8"
            >
              {step === 1 ? <ProfileStep usernameStatus={usernameStatus} /> : null}
              <Suspense fallback={<Spinner />}>
                {step === 2 ? <LocationFields /> : null}
                {step === 3 ? <OfficerStep /> : null}
                {step === 4 ? <PathsStep /> : null}
              </Suspense>
              {pathAlert ? (
                <p
                  role="alert"
                  className="rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 font-medium text-danger-600"
                >
                  {pathAlert}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                {step > 1 ? (
                  <Button
                    variant="secondary"
                    onClick={() => setStep((s) => s - 1)}
                    disabled={register.isPending}
                  >
                    <Trans>Back</Trans>
                  </Button>
                ) : (
                  <span />
                )}
                {step === 4 ? (
                  <Button
                    type="submit"
                    aria-disabled={!canContinue || undefined}
                    isLoading={register.isPending}
                  >
                    <Trans>Next</Trans>
                  </Button>
                ) : (
                  <Button type="submit" disabled={!canContinue} isLoading={isChecking}>
                    <Trans>Next</Trans>
                  </Button>
                )}
              </div>
            </form>
          </FormProvider>
        )}
      </section>
      {step < 5 ? (
        <p className="text-center text-sm text-muted">
          <Trans>
            Already have an account?{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              Log in
            </Link>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
