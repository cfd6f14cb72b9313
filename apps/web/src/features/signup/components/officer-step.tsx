import type { Dispatch } from 'react';
import { complementSkills, languages, technicalCapabilities } from '@dpts/contract/options';
import { SelectField } from '../../../components/form-field';
import { OfficerTypeField } from '../../../components/officer-type-field';
import type { SignupAction, SignupForm } from '../lib/signup-form';

type OfficerStepProps = { form: SignupForm; dispatch: Dispatch<SignupAction> };

/** Step 3 Officer Type: technical capability only for technical officers (spec section 2). */
export function OfficerStep({ form, dispatch }: OfficerStepProps) {
  const set =
    (field: 'complementSkill' | 'technicalCapability' | 'language') =>
    (event: { target: { value: string } }) =>
      dispatch({ type: 'set', field, value: event.target.value });
  return (
    <div className="flex flex-col gap-6">
      <OfficerTypeField
        value={form.officerType}
        onChange={(value) => dispatch({ type: 'setOfficerType', value })}
      />
      {form.officerType ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={
              form.officerType === 'sales' ? 'Complement skill' : 'Complement skill (optional)'
            }
            name="complementSkill"
            placeholder="Select complement skill"
            options={complementSkills}
            value={form.complementSkill}
            onChange={set('complementSkill')}
            required={form.officerType === 'sales'}
          />
          {form.officerType === 'technical' ? (
            <SelectField
              label="Technical capability"
              name="technicalCapability"
              placeholder="Select technical capability"
              options={technicalCapabilities}
              value={form.technicalCapability}
              onChange={set('technicalCapability')}
              required
            />
          ) : null}
          <SelectField
            label="Language"
            name="language"
            placeholder="Select language"
            options={languages}
            value={form.language}
            onChange={set('language')}
            required
          />
        </div>
      ) : null}
    </div>
  );
}
