import { DATE_OF_BIRTH_MAX, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '@dpts/contract/constants';
import { countPaths, pathLabelMinimums, type OfficerType } from '@dpts/contract/options';
import type { TRegisterRequest } from '@dpts/contract/auth';
import type { TSocialRegisterRequest } from '@dpts/contract/social';
import { withOfficerType, withToggledPath } from '../../../lib/officer-answers';

/** Everything the sign-up screens collect; confirmPassword is never sent (spec section 3). */
export type SignupForm = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  useFullName: boolean;
  dateOfBirth: string;
  phone: string;
  password: string;
  confirmPassword: string;
  stateOfOrigin: string;
  localGovtOfOrigin: string;
  stateOfResidence: string;
  localGovtOfResidence: string;
  officerType: OfficerType | '';
  complementSkill: string;
  technicalCapability: string;
  language: string;
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
  complementSkill: '',
  technicalCapability: '',
  language: '',
  learningPath: [],
};

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'not-available';

type TextField = Exclude<keyof SignupForm, 'useFullName' | 'learningPath' | 'officerType'>;

export type SignupAction =
  | { type: 'set'; field: TextField; value: string }
  | { type: 'setUseFullName'; value: boolean }
  | { type: 'setOfficerType'; value: OfficerType }
  | { type: 'togglePath'; path: string }
  | { type: 'reset'; form?: Partial<SignupForm> };

/** Spaces are stripped from usernames (spec section 4). */
export function normaliseUsername(value: string): string {
  return value.replace(/\s+/g, '');
}

export function fullNameUsername(firstName: string, lastName: string): string {
  return normaliseUsername(`${firstName}${lastName}`);
}

/** Digits only, at most 10 (spec section 5). */
export function normalisePhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

const localGovtOf: Partial<Record<TextField, TextField>> = {
  stateOfOrigin: 'localGovtOfOrigin',
  stateOfResidence: 'localGovtOfResidence',
};

export function signupReducer(state: SignupForm, action: SignupAction): SignupForm {
  switch (action.type) {
    case 'set': {
      let value = action.value;
      if (action.field === 'username') value = normaliseUsername(value);
      if (action.field === 'phone') value = normalisePhone(value);
      const next = { ...state, [action.field]: value };
      // Choosing a state resets its local government (spec section 4).
      const lga = localGovtOf[action.field];
      if (lga && state[action.field] !== value) next[lga] = '';
      if (state.useFullName && (action.field === 'firstName' || action.field === 'lastName')) {
        next.username = fullNameUsername(next.firstName, next.lastName);
      }
      return next;
    }
    case 'setUseFullName':
      return {
        ...state,
        useFullName: action.value,
        username: action.value ? fullNameUsername(state.firstName, state.lastName) : state.username,
      };
    case 'setOfficerType':
      return withOfficerType(state, action.value);
    case 'togglePath':
      return withToggledPath(state, action.path);
    case 'reset':
      return { ...initialSignupForm, ...action.form };
  }
}

export function passwordsMatch(form: Pick<SignupForm, 'password' | 'confirmPassword'>): boolean {
  return form.password === form.confirmPassword;
}

/** Message under confirm password once both are typed and differ (spec section 5). */
export function passwordMismatchMessage(form: Pick<SignupForm, 'password' | 'confirmPassword'>) {
  return form.confirmPassword !== '' && !passwordsMatch(form) ? 'Passwords do not match.' : null;
}

export function isDateOfBirthAllowed(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= DATE_OF_BIRTH_MAX && value >= '1900-01-01';
}

export function isPhoneComplete(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value);
}

export function isEmailLike(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Step 1 Next (spec section 5): every field filled, a username (typed or from the full-name
 * option), matching passwords and an available username. The server's own rules are also met
 * here so that a sign-up never fails on step 4 for a step 1 field: a real date on or before
 * 2011-01-01, 10 phone digits and a password of at least 8 characters.
 */
export function canContinueProfile(form: SignupForm, usernameStatus: UsernameStatus): boolean {
  const required = [
    form.firstName,
    form.lastName,
    form.email,
    form.dateOfBirth,
    form.phone,
    form.password,
    form.confirmPassword,
  ];
  if (required.some((v) => v.trim() === '')) return false;
  if (!form.username && !form.useFullName) return false;
  if (!form.username) return false;
  return (
    passwordsMatch(form) &&
    usernameStatus === 'available' &&
    isEmailLike(form.email) &&
    isDateOfBirthAllowed(form.dateOfBirth) &&
    isPhoneComplete(form.phone) &&
    form.password.length >= PASSWORD_MIN_LENGTH
  );
}

/** Step 2 needs all four location fields. */
export function canContinueLocation(form: SignupForm): boolean {
  return Boolean(
    form.stateOfOrigin &&
    form.localGovtOfOrigin &&
    form.stateOfResidence &&
    form.localGovtOfResidence,
  );
}

/** Step 3: sales needs complement skill and language; technical needs capability and language. */
export function canContinueOfficer(form: SignupForm): boolean {
  if (!form.officerType || !form.language) return false;
  return form.officerType === 'sales'
    ? Boolean(form.complementSkill)
    : Boolean(form.technicalCapability);
}

/** The minimums the labels announce: 3 of the officer's own kind and 1 of the other. */
export function pathRequirement(officerType: OfficerType) {
  return pathLabelMinimums[officerType];
}

export function meetsPathRequirement(
  officerType: OfficerType | '',
  learningPath: readonly string[],
): boolean {
  if (!officerType) return false;
  const need = pathRequirement(officerType);
  const count = countPaths(learningPath);
  return count.sales >= need.sales && count.technical >= need.technical;
}

export function toRegisterPayload(form: SignupForm, inviteCode: string): TRegisterRequest {
  if (!form.officerType) throw new Error('officer type is required');
  return {
    code: inviteCode,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    username: form.username,
    dateOfBirth: form.dateOfBirth,
    phone: form.phone,
    password: form.password,
    stateOfOrigin: form.stateOfOrigin,
    localGovtOfOrigin: form.localGovtOfOrigin,
    stateOfResidence: form.stateOfResidence,
    localGovtOfResidence: form.localGovtOfResidence,
    officerType: form.officerType,
    officerData: {
      complementSkill: form.complementSkill || null,
      technicalCapability:
        form.officerType === 'technical' ? form.technicalCapability || null : null,
      language: form.language || null,
    },
    learningPath: [...new Set(form.learningPath)],
  } as TRegisterRequest;
}

/** Google flow step 1: date of birth, username, email, phone and all four locations. */
export function canContinueGooglePersonal(
  form: SignupForm,
  usernameStatus: UsernameStatus,
): boolean {
  return (
    isDateOfBirthAllowed(form.dateOfBirth) &&
    form.username !== '' &&
    usernameStatus === 'available' &&
    isEmailLike(form.email) &&
    isPhoneComplete(form.phone) &&
    canContinueLocation(form)
  );
}

/** Google flow step 2: officer type, complement skill and language (and capability if technical). */
export function canContinueGoogleOfficer(form: SignupForm): boolean {
  if (!form.officerType || !form.complementSkill || !form.language) return false;
  return form.officerType === 'sales' || Boolean(form.technicalCapability);
}

/** The Google sign-up payload: the ID token names the person; the form adds the rest. */
export function toSocialRegisterPayload(
  form: SignupForm,
  credential: string,
  inviteCode: string,
): TSocialRegisterRequest {
  const { code, username, dateOfBirth, phone, officerType, officerData, learningPath } =
    toRegisterPayload(form, inviteCode);
  return {
    credential,
    code,
    username,
    dateOfBirth,
    phone,
    stateOfOrigin: form.stateOfOrigin,
    localGovtOfOrigin: form.localGovtOfOrigin,
    stateOfResidence: form.stateOfResidence,
    localGovtOfResidence: form.localGovtOfResidence,
    officerType,
    officerData,
    learningPath,
  };
}
