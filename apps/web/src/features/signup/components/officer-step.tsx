import type { Dispatch } from 'react';
import {
  complementSkills,
  languages,
  technicalCapabilities,
  type OfficerType,
} from '@dpts/contract/options';
import { SelectField } from '../../../components/form-field';
import type { SignupAction, SignupForm } from '../lib/signup-form';

type OfficerStepProps = { form: SignupForm; dispatch: Dispatch<SignupAction> };

const officerChoices: { value: OfficerType; title: string; text: string }[] = [
  {
    value: 'sales',
    title: 'Sales officer',
    text: 'Marketing, communication, business and productivity skills.',
  },
  {
    value: 'technical',
    title: 'Technical officer',
    text: 'Cloud, data, software, security and IT support skills.',
  },
];

/** Step 3 Officer Type: technical capability only for technical officers (spec section 2). */
export function OfficerStep({ form, dispatch }: OfficerStepProps) {
  const set =
    (field: 'complementSkill' | 'technicalCapability' | 'language') =>
    (event: { target: { value: string } }) =>
      dispatch({ type: 'set', field, value: event.target.value });
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-ink">What kind of officer are you?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {officerChoices.map((choice) => {
            const checked = form.officerType === choice.value;
            return (
              <label
                key={choice.value}
                className={`flex cursor-pointer gap-3 rounded-card border p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400 ${
                  checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-600'
                }`}
              >
                <input
                  type="radio"
                  name="officerType"
                  value={choice.value}
                  checked={checked}
                  onChange={() => dispatch({ type: 'setOfficerType', value: choice.value })}
                  className="mt-1 h-5 w-5 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold text-ink">{choice.title}</span>
                  <span className="block text-sm text-muted">{choice.text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
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
