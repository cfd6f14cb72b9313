import type { Dispatch } from 'react';
import { OfficerQuestions } from '../../../components/officer-questions';
import type { SignupAction, SignupForm } from '../lib/signup-form';

type OfficerStepProps = { form: SignupForm; dispatch: Dispatch<SignupAction> };

/** Step 3 Officer Type: technical capability only for technical officers (spec section 2). */
export function OfficerStep({ form, dispatch }: OfficerStepProps) {
  return (
    <OfficerQuestions
      officerType={form.officerType}
      answers={form}
      onOfficerType={(value) => dispatch({ type: 'setOfficerType', value })}
      onAnswer={(field, value) => dispatch({ type: 'set', field, value })}
      isComplementSkillAlwaysRequired={false}
    />
  );
}
