import { useReducer, useState, type FormEvent } from 'react';
import { DATE_OF_BIRTH_MAX, PHONE_PREFIX } from '@dpts/contract/constants';
import { clientMessages } from '@dpts/contract/messages';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { StepIndicator } from '../../../components/step-indicator';
import { useUsernameCheck } from '../hooks/use-username-check';
import {
  canContinueGoogleOfficer,
  canContinueGooglePersonal,
  initialSignupForm,
  meetsPathRequirement,
  signupReducer,
  type SignupForm,
} from '../lib/signup-form';
import { LocationFields } from './location-fields';
import { OfficerStep } from './officer-step';
import { PathsStep } from './paths-step';
import { UsernameStatusText } from './profile-step';

export const GOOGLE_SIGNUP_STEPS = ['Personal Details', 'Officer Type', 'Learning Path'] as const;

export type GoogleProfile = { firstName: string; lastName: string; email: string };

type GoogleSignupStepsProps = {
  profile: GoogleProfile;
  isSubmitting?: boolean;
  onSubmit: (form: SignupForm) => void;
};

/** The three-step Google registration (spec section 2); the identity comes from Google. */
export function GoogleSignupSteps({ profile, isSubmitting, onSubmit }: GoogleSignupStepsProps) {
  const [form, dispatch] = useReducer(signupReducer, { ...initialSignupForm, ...profile });
  const [step, setStep] = useState(1);
  const [pathAlert, setPathAlert] = useState<string | null>(null);
  const username = useUsernameCheck(form.username);
  const canContinue =
    step === 1
      ? canContinueGooglePersonal(form, username.status)
      : step === 2
        ? canContinueGoogleOfficer(form)
        : meetsPathRequirement(form.officerType, form.learningPath);

  function handleNext(event: FormEvent) {
    event.preventDefault();
    if (step < 3) {
      if (canContinue) setStep(step + 1);
      return;
    }
    if (!canContinue) {
      setPathAlert(clientMessages.selectRequiredPaths);
      return;
    }
    onSubmit(form);
  }

  return (
    <div className="flex flex-col gap-8">
      <StepIndicator steps={GOOGLE_SIGNUP_STEPS} current={step} />
      <form onSubmit={handleNext} noValidate className="flex flex-col gap-8">
        <h2 className="text-xl font-bold">
          {step}. {GOOGLE_SIGNUP_STEPS[step - 1]}
        </h2>
        {step === 1 ? (
          <div className="flex flex-col gap-5">
            <TextField label="Email" type="email" value={form.email} readOnly />
            <TextField
              label="Username"
              value={form.username}
              onChange={(e) => dispatch({ type: 'set', field: 'username', value: e.target.value })}
              onBlur={username.checkNow}
              status={<UsernameStatusText status={username.status} />}
              required
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Date of birth"
                type="date"
                max={DATE_OF_BIRTH_MAX}
                min="1900-01-01"
                value={form.dateOfBirth}
                onChange={(e) =>
                  dispatch({ type: 'set', field: 'dateOfBirth', value: e.target.value })
                }
                required
              />
              <TextField
                label="Phone number"
                type="tel"
                inputMode="numeric"
                prefix={PHONE_PREFIX}
                maxLength={10}
                value={form.phone}
                onChange={(e) => dispatch({ type: 'set', field: 'phone', value: e.target.value })}
                required
              />
            </div>
            <LocationFields form={form} dispatch={dispatch} />
          </div>
        ) : null}
        {step === 2 ? <OfficerStep form={form} dispatch={dispatch} /> : null}
        {step === 3 ? <PathsStep form={form} dispatch={dispatch} /> : null}
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
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < 3 ? (
            <Button type="submit" disabled={!canContinue}>
              Next
            </Button>
          ) : (
            <Button
              type="submit"
              aria-disabled={!canContinue || undefined}
              isLoading={isSubmitting}
            >
              Submit
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
