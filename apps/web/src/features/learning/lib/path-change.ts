import { meetsPathMinimums, type OfficerType } from '@dpts/contract/options';
import type { TUser } from '@dpts/contract/user';
import type { TLearningPathUpdate } from '../api/update-learning-path';
import { withOfficerType, withToggledPath } from '../../../lib/officer-answers';

/** What the change-learning-path wizard collects (spec section 4). */
export type PathChangeForm = {
  officerType: OfficerType | '';
  complementSkill: string;
  technicalCapability: string;
  language: string;
  learningPath: string[];
};

export type PathChangeAction =
  | { type: 'setOfficerType'; value: OfficerType }
  | { type: 'set'; field: 'complementSkill' | 'technicalCapability' | 'language'; value: string }
  | { type: 'togglePath'; path: string }
  | { type: 'reset'; form: PathChangeForm };

/** The wizard starts from the officer's current answers. */
export function pathChangeFormOf(user: TUser): PathChangeForm {
  return {
    officerType: user.officerType ?? '',
    complementSkill: user.officerData.complementSkill ?? '',
    technicalCapability: user.officerData.technicalCapability ?? '',
    language: user.officerData.language ?? '',
    learningPath: [...user.learningPath],
  };
}

export function pathChangeReducer(state: PathChangeForm, action: PathChangeAction): PathChangeForm {
  switch (action.type) {
    case 'setOfficerType':
      return withOfficerType(state, action.value);
    case 'set':
      return { ...state, [action.field]: action.value };
    case 'togglePath':
      return withToggledPath(state, action.path);
    case 'reset':
      return action.form;
  }
}

/** Step 1: every question is required here, technical capability for technical officers only. */
export function canContinueOfficerAnswers(form: PathChangeForm): boolean {
  if (!form.officerType || !form.complementSkill || !form.language) return false;
  return form.officerType === 'sales' || Boolean(form.technicalCapability);
}

/** Step 2: Submit waits for the server's minimums (contract pathMinimums). */
export function canSubmitPaths(form: PathChangeForm): boolean {
  return (
    canContinueOfficerAnswers(form) &&
    form.officerType !== '' &&
    meetsPathMinimums(form.officerType, form.learningPath)
  );
}

export function toLearningPathUpdate(form: PathChangeForm): TLearningPathUpdate {
  if (!form.officerType) throw new Error('officer type is required');
  return {
    officerType: form.officerType,
    officerData: {
      complementSkill: form.complementSkill,
      technicalCapability: form.officerType === 'technical' ? form.technicalCapability : null,
      language: form.language,
    },
    learningPath: form.learningPath,
  };
}
