import type { OfficerType } from '@dpts/contract/options';

/** The sign-up form's values, apart from its rules (`signup-schema.ts`), which load later. */
export type SignupForm = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  useFullName: boolean;
  dateOfBirth: string;
  phone: string;
  password: string;
  /** Never sent (spec section 3). */
  confirmPassword: string;
  stateOfOrigin: string;
  localGovtOfOrigin: string;
  stateOfResidence: string;
  localGovtOfResidence: string;
  officerType: OfficerType | '';
  officerData: { complementSkill: string; technicalCapability: string; language: string };
  learningPath: string[];
};

export const initialSignupForm: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  useFullName: false,
  dateOfBirth: '',
  phone: '',
  password: '',
  confirmPassword: '',
  stateOfOrigin: '',
  localGovtOfOrigin: '',
  stateOfResidence: '',
  localGovtOfResidence: '',
  officerType: '',
  officerData: { complementSkill: '', technicalCapability: '', language: '' },
  learningPath: [],
};

/** Spaces are stripped from usernames (spec section 4). */
export function fullNameUsername(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`.replace(/\s+/g, '');
}
