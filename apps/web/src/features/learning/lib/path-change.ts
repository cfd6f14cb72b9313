import { checkComplementSkill, checkOfficerAnswers } from '@dpts/contract/auth';
import type { OfficerType } from '@dpts/contract/options';
import {
  ZLearningPathFields,
  ZLearningPathUpdate,
  type TLearningPathUpdate,
} from '@dpts/contract/profile';
import type { TUser } from '@dpts/contract/user';

/** What the change-learning-path wizard collects (spec section 4), shaped as PUT /profile takes it. */
export type PathChangeForm = {
  officerType: OfficerType | '';
  officerData: { complementSkill: string; technicalCapability: string; language: string };
  learningPath: string[];
};

/** The wizard starts from the officer's current answers. */
export function pathChangeFormOf(user: TUser): PathChangeForm {
  return {
    officerType: user.officerType ?? '',
    officerData: {
      complementSkill: user.officerData.complementSkill ?? '',
      technicalCapability:
        user.officerType === 'technical' ? (user.officerData.technicalCapability ?? '') : '',
      language: user.officerData.language ?? '',
    },
    learningPath: [...user.learningPath],
  };
}

/**
 * The wizard's steps run the contract's rules: step 1 the officer questions (every one, complement
 * skill included, spec section 5), step 2 the learning-path update PUT /profile accepts.
 */
const ZSubmittedPathChange = ZLearningPathUpdate.superRefine(checkComplementSkill);
export const pathChangeSteps = [
  ZLearningPathFields.pick({ officerType: true, officerData: true })
    .superRefine(checkOfficerAnswers)
    .superRefine(checkComplementSkill),
  ZSubmittedPathChange,
] as const;

/** The payload, as the contract parses it ('' answers become null). */
export function toLearningPathUpdate(form: PathChangeForm): TLearningPathUpdate {
  return ZSubmittedPathChange.parse(form);
}
