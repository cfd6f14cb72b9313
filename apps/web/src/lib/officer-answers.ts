import type { OfficerType } from '@dpts/contract/options';

type OfficerAnswers = {
  officerType: OfficerType | '';
  technicalCapability: string;
  learningPath: string[];
};

/** Changing officer type clears the chosen learning paths (spec section 4). */
export function withOfficerType<T extends OfficerAnswers>(state: T, officerType: OfficerType): T {
  if (state.officerType === officerType) return state;
  return {
    ...state,
    officerType,
    technicalCapability: officerType === 'technical' ? state.technicalCapability : '',
    learningPath: [],
  };
}

/** A path chip toggles on click. */
export function withToggledPath<T extends OfficerAnswers>(state: T, path: string): T {
  return {
    ...state,
    learningPath: state.learningPath.includes(path)
      ? state.learningPath.filter((p) => p !== path)
      : [...state.learningPath, path],
  };
}
