import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TIMINGS_MS } from '@dpts/contract/constants';
import { pathMinimums, type OfficerType } from '@dpts/contract/options';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { OfficerQuestions } from '../../../components/officer-questions';
import { PathPicker } from '../../../components/path-picker';
import { Spinner } from '../../../components/spinner';
import { StepIndicator } from '../../../components/step-indicator';
import { useSession } from '../../../lib/session';
import { useStepForm } from '../../../lib/use-step-form';
import { useUpdateLearningPath } from '../api/update-learning-path';
import {
  pathChangeFormOf,
  pathChangeSteps,
  toLearningPathUpdate,
  type PathChangeForm,
} from '../lib/path-change';

export const PATH_CHANGE_STEPS = [msg`Officer Type`, msg`Learning Path`] as const;

type Stage = 'closed' | 'wizard' | 'submitted';

type StepProps = { form: UseFormReturn<PathChangeForm>; values: PathChangeForm };

function OfficerAnswers({ form, values }: StepProps) {
  function chooseOfficerType(value: OfficerType) {
    if (form.getValues('officerType') === value) return;
    form.setValue('officerType', value, { shouldDirty: true });
    // Another officer type clears the chosen paths (spec section 4); only technical has a capability.
    form.setValue('learningPath', []);
    if (value !== 'technical') form.setValue('officerData.technicalCapability', '');
  }
  return (
    <OfficerQuestions
      officerType={values.officerType}
      answers={values.officerData}
      onOfficerType={chooseOfficerType}
      onAnswer={(field, value) =>
        form.setValue(`officerData.${field}`, value, { shouldDirty: true, shouldTouch: true })
      }
      isComplementSkillAlwaysRequired
    />
  );
}

function PathChoices({ form, values }: StepProps) {
  const officerType = values.officerType || 'sales';
  const selected = values.learningPath;
  return (
    <PathPicker
      officerType={officerType}
      minimums={pathMinimums[officerType]}
      selected={selected}
      onToggle={(path) =>
        form.setValue(
          'learningPath',
          selected.includes(path) ? selected.filter((p) => p !== path) : [...selected, path],
          { shouldDirty: true },
        )
      }
    />
  );
}

type ChangePathDialogsProps = {
  user: TUser;
  /** Called once the new learning path is saved (e.g. to refresh the dashboard). */
  onUpdated?: () => void;
  /** The button that opened the flow: focus returns to it once everything is closed. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * 'Change Your learning Path' (spec section 4): step 1 officer type and questions, step 2 path
 * tags, then 'Updating Changes' and, 2 s later, the success modal. Mounted afresh, open, from
 * the officer's current answers each time the flow's button is pressed.
 */
export function ChangePathDialogs({ user, onUpdated, triggerRef }: ChangePathDialogsProps) {
  const { t, i18n } = useLingui();
  const { setUser } = useSession();
  const formId = useId();
  const [stage, setStage] = useState<Stage>('wizard');
  const [step, setStep] = useState<1 | 2>(1);
  const { form, values, isStepValid } = useStepForm<PathChangeForm>(
    pathChangeSteps,
    step,
    pathChangeFormOf(user),
  );
  const [isDelayOver, setDelayOver] = useState(false);
  const mutation = useUpdateLearningPath();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage !== 'submitted') return;
    setDelayOver(false);
    const timer = setTimeout(() => setDelayOver(true), TIMINGS_MS.pathChangeSuccess);
    return () => clearTimeout(timer);
  }, [stage]);

  // Back on the page, focus returns to the button that opened the flow.
  useEffect(() => {
    if (stage === 'closed') triggerRef.current?.focus();
  }, [stage, triggerRef]);

  // A new step's content replaces the button that was pressed: move focus to its heading.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) stepHeadingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  function close() {
    setStage('closed');
    mutation.reset();
  }

  // Each step runs its contract schema; Next and Submit stay disabled until it accepts.
  const submitStep = form.handleSubmit(() => {
    if (step === 1) {
      setStep(2);
      return;
    }
    setStage('submitted');
    mutation.mutate(toLearningPathUpdate(form.getValues()), {
      onSuccess: ({ data }) => {
        setUser(data);
        onUpdated?.();
      },
      // The shared error handling shows the toast; the officer's choices are kept.
      onError: () => setStage('wizard'),
    });
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isStepValid) void submitStep(event);
  }

  const isSaved = mutation.isSuccess && isDelayOver;

  return (
    <>
      <Modal
        open={stage === 'wizard'}
        onClose={close}
        title={t`Change Your learning Path`}
        footer={
          <>
            {step === 1 ? (
              <Button variant="secondary" size="md" onClick={close}>
                {t`Cancel`}
              </Button>
            ) : (
              <Button variant="secondary" size="md" onClick={() => setStep(1)}>
                {t`Back`}
              </Button>
            )}
            <Button type="submit" form={formId} size="md" disabled={!isStepValid}>
              {step === 1 ? t`Next` : t`Submit`}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
          <StepIndicator
            steps={PATH_CHANGE_STEPS}
            current={step}
            label={t`Change learning path progress`}
          />
          <h3
            ref={stepHeadingRef}
            tabIndex={-1}
            className="text-lg font-bold text-ink focus:outline-none"
          >
            {step}. {i18n._(PATH_CHANGE_STEPS[step - 1]!)}
          </h3>
          {step === 1 ? (
            <OfficerAnswers form={form} values={values} />
          ) : (
            <PathChoices form={form} values={values} />
          )}
        </form>
      </Modal>
      <Modal
        open={stage === 'submitted' && !isSaved}
        onClose={() => undefined}
        title={t`Updating Changes`}
        dismissible={false}
      >
        <div className="flex flex-col items-center gap-4 py-4 text-brand-600">
          <Spinner size="lg" label={t`Updating your learning path`} />
          <p className="text-body">{t`Please wait while we save your new learning path.`}</p>
        </div>
      </Modal>
      <Modal
        open={stage === 'submitted' && isSaved}
        onClose={close}
        title={t`Learning Path Updated`}
        showClose={false}
        footer={
          <Button size="md" onClick={close} data-autofocus>
            {t`Okay`}
          </Button>
        }
      >
        <p className="text-body">{t`Your learning path has been updated successfully.`}</p>
      </Modal>
    </>
  );
}
