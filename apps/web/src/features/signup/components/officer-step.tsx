import { useFormContext, useWatch } from 'react-hook-form';
import type { OfficerType } from '@dpts/contract/options';
import { OfficerQuestions } from '../../../components/officer-questions';
import type { SignupForm } from '../lib/signup-form';

/** Officer Type: technical capability only for technical officers (spec section 2). */
export function OfficerStep({ isComplementSkillAlwaysRequired = false }) {
  const { control, setValue, getValues } = useFormContext<SignupForm>();
  const officerType = useWatch({ control, name: 'officerType' });
  const officerData = useWatch({ control, name: 'officerData' });

  function chooseOfficerType(value: OfficerType) {
    if (getValues('officerType') === value) return;
    setValue('officerType', value, { shouldDirty: true });
    // Another officer type clears the chosen paths and a sales officer has no capability.
    setValue('learningPath', []);
    if (value !== 'technical') setValue('officerData.technicalCapability', '');
  }

  return (
    <OfficerQuestions
      officerType={officerType}
      answers={officerData}
      onOfficerType={chooseOfficerType}
      onAnswer={(field, value) =>
        setValue(`officerData.${field}`, value, { shouldDirty: true, shouldTouch: true })
      }
      isComplementSkillAlwaysRequired={isComplementSkillAlwaysRequired}
    />
  );
}
