import { contractText } from '../../../lib/contract-text';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { DATE_OF_BIRTH_MAX } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { LocationFields } from '../../../components/location-fields';
import { PhoneField } from '../../../components/phone-field';
import { StepIndicator } from '../../../components/step-indicator';
import { isContactFree } from '../api/check-contact';
import { useUsernameAvailability } from '../api/check-username';
import { useStepForm } from '../../../lib/use-step-form';
import { googleSignupSteps, isUsername, meetsPathRequirement } from '../lib/signup-schema';
import { initialSignupForm, type SignupForm } from '../lib/signup-form';
import { OfficerStep } from './officer-step';
import { PathsStep } from './paths-step';
import { UsernameStatusText } from './username-status';

export const GOOGLE_SIGNUP_STEPS = [
  msg`Personal Details`,
  msg`Officer Type`,
  msg`Learning Path`,
] as const;

export type GoogleProfile = { firstName: string; lastName: string; email: string };

type GoogleSignupStepsProps = {
  profile: GoogleProfile;
  isSubmitting?: boolean;
  onSubmit: (form: SignupForm) => void;
};

/** The three-step Google registration (spec section 2); the identity comes from Google. */
export function GoogleSignupSteps({ profile, isSubmitting, onSubmit }: GoogleSignupStepsProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(1);
  const { form, values, isStepValid } = useStepForm<SignupForm>(googleSignupSteps, step, {
    ...initialSignupForm,
    ...profile,
  });
  const [pathAlert, setPathAlert] = useState<string | null>(null);
  const usernameStatus = useUsernameAvailability(values.username, isUsername);
  const canContinue = isStepValid && (step !== 1 || usernameStatus === 'available');
  const { errors } = form.formState;

  async function handleNext(event: FormEvent) {
    event.preventDefault();
    if (step < 3) {
      if (!(await form.trigger()) || !canContinue) return;
      if (step === 1 && !(await isContactFree(form))) return;
      setStep(step + 1);
      return;
    }
    if (!meetsPathRequirement(values)) {
      setPathAlert(contractText(clientMessages.selectRequiredPaths));
      return;
    }
    onSubmit(form.getValues());
  }

  return (
    <div className="flex flex-col gap-8">
      <StepIndicator steps={GOOGLE_SIGNUP_STEPS} current={step} />
      <FormProvider {...form}>
        <form onSubmit={(e) => void handleNext(e)} noValidate className="flex flex-col gap-8">
          <h2 className="text-xl font-bold">
            {step}. {i18n._(GOOGLE_SIGNUP_STEPS[step - 1]!)}
          </h2>
          {step === 1 ? (
            <div className="flex flex-col gap-5">
              <TextField label={t`Email`} type="email" readOnly {...form.register('email')} />
              <TextField
                label={t`Username`}
                status={<UsernameStatusText status={usernameStatus} />}
                required
                error={errors.username?.message}
                {...form.register('username', {
                  onChange: (event: { target: { value: string } }) =>
                    form.setValue('username', event.target.value.replace(/\s+/g, '')),
                })}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label={t`Date of birth`}
                  type="date"
                  max={DATE_OF_BIRTH_MAX}
                  min="1900-01-01"
                  required
                  error={errors.dateOfBirth?.message}
                  {...form.register('dateOfBirth')}
                />
                <PhoneField<SignupForm> name="phone" />
              </div>
              <LocationFields />
            </div>
          ) : null}
          {step === 2 ? <OfficerStep isComplementSkillAlwaysRequired /> : null}
          {step === 3 ? <PathsStep /> : null}
          {pathAlert && step === 3 ? (
            <p
              role="alert"
              className="rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 font-medium text-danger-600"
            >
              {pathAlert}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {step > 1 ? (
              <Button variant="secondary" onClick={() => setStep(step - 1)}>
                <Trans>Back</Trans>
              </Button>
            ) : (
              <span />
            )}
            {step < 3 ? (
              <Button type="submit" disabled={!canContinue}>
                <Trans>Next</Trans>
              </Button>
            ) : (
              <Button
                type="submit"
                aria-disabled={!canContinue || undefined}
                isLoading={isSubmitting}
              >
                <Trans>Submit</Trans>
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
