import { useLingui } from '@lingui/react/macro';
import {
  complementSkills,
  languages,
  technicalCapabilities,
  type OfficerType,
} from '@dpts/contract/options';
import { labelledOptions } from '../lib/option-labels';
import { SelectField } from './form-field';
import { OfficerTypeField } from './officer-type-field';

export type OfficerAnswerField = 'complementSkill' | 'technicalCapability' | 'language';

type OfficerQuestionsProps = {
  officerType: OfficerType | '' | null;
  answers: Record<OfficerAnswerField, string>;
  onOfficerType: (value: OfficerType) => void;
  onAnswer: (field: OfficerAnswerField, value: string) => void;
  /** Sign-up asks a technical officer's complement skill as optional; the path wizard requires it. */
  isComplementSkillAlwaysRequired: boolean;
};

/**
 * Officer type, then its questions: complement skill, technical capability (technical officers
 * only) and language (sign-up step 3 and the change-path wizard, spec section 5).
 */
export function OfficerQuestions({
  officerType,
  answers,
  onOfficerType,
  onAnswer,
  isComplementSkillAlwaysRequired,
}: OfficerQuestionsProps) {
  const set = (field: OfficerAnswerField) => (event: { target: { value: string } }) =>
    onAnswer(field, event.target.value);
  const { t } = useLingui();
  const isSkillRequired = isComplementSkillAlwaysRequired || officerType === 'sales';
  return (
    <div className="flex flex-col gap-6">
      <OfficerTypeField value={officerType} onChange={onOfficerType} />
      {officerType ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={isSkillRequired ? t`Complement skill` : t`Complement skill (optional)`}
            name="complementSkill"
            placeholder={t`Select complement skill`}
            options={labelledOptions(complementSkills)}
            value={answers.complementSkill}
            onChange={set('complementSkill')}
            required={isSkillRequired}
          />
          {officerType === 'technical' ? (
            <SelectField
              label={t`Technical capability`}
              name="technicalCapability"
              placeholder={t`Select technical capability`}
              options={labelledOptions(technicalCapabilities)}
              value={answers.technicalCapability}
              onChange={set('technicalCapability')}
              required
            />
          ) : null}
          <SelectField
            label={t`Language`}
            name="language"
            placeholder={t`Select language`}
            options={labelledOptions(languages)}
            value={answers.language}
            onChange={set('language')}
            required
          />
        </div>
      ) : null}
    </div>
  );
}
