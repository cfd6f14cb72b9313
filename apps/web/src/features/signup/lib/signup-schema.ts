import { z } from 'zod';
import {
  ZLocationFields,
  ZRegisterFields,
  checkComplementSkill,
  checkConfirmPassword,
  checkLocations,
  checkOfficerAnswers,
  checkPathMinimums,
  type TRegisterRequest,
} from '@dpts/contract/auth';
import { checkNigerianPhone } from '@dpts/contract/phone';
import { ZUsername } from '@dpts/contract/fields';
import type { TSocialRegisterRequest } from '@dpts/contract/social';
import type { SignupForm } from './signup-form';

/**
 * The sign-up screens run the contract's own schemas, step by step: a rule is written once, in
 * `packages/contract`, and the form refuses exactly what the server would. The email sign-up
 * loads this module when the person first touches the form (`load-signup-rules.ts`): zod and the
 * rules are most of the page's script.
 */

/** A username the contract accepts (only those are asked about). */
export const isUsername = (username: string) => ZUsername.safeParse(username).success;

const officerFields = ZRegisterFields.pick({ officerType: true, officerData: true });
const pathFields = ZRegisterFields.pick({ officerType: true, learningPath: true });
const pathStep = pathFields.superRefine(checkPathMinimums);

/** Email sign-up steps 1–4 (step 5 verifies the email). */
export const emailSignupSteps = [
  ZRegisterFields.pick({
    firstName: true,
    lastName: true,
    email: true,
    username: true,
    dateOfBirth: true,
    phone: true,
    password: true,
  })
    .extend({ confirmPassword: z.string().min(1, 'Required') })
    .superRefine(checkConfirmPassword('password')),
  ZLocationFields.superRefine(checkLocations),
  officerFields.superRefine(checkOfficerAnswers),
  pathStep,
] as const;

/** Google sign-up steps 1–3: the name and email come from Google. */
export const googleSignupSteps = [
  ZRegisterFields.pick({ email: true, username: true, dateOfBirth: true, phone: true })
    .extend(ZLocationFields.shape)
    .superRefine(checkLocations),
  officerFields.superRefine(checkOfficerAnswers).superRefine(checkComplementSkill),
  pathStep,
] as const;

/** The phone as stored (+2348031234567); a refused one goes as typed and the server says why. */
export function e164OrTyped(phone: string): string {
  const check = checkNigerianPhone(phone);
  return check.ok ? check.e164 : phone;
}

/** Behind the 'Please select the required number of paths.' alert of the last step. */
export function meetsPathRequirement(form: Pick<SignupForm, 'officerType' | 'learningPath'>) {
  return pathStep.safeParse(form).success;
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
    phone: e164OrTyped(form.phone),
    password: form.password,
    stateOfOrigin: form.stateOfOrigin,
    localGovtOfOrigin: form.localGovtOfOrigin,
    stateOfResidence: form.stateOfResidence,
    localGovtOfResidence: form.localGovtOfResidence,
    officerType: form.officerType,
    officerData: {
      complementSkill: form.officerData.complementSkill || null,
      technicalCapability:
        form.officerType === 'technical' ? form.officerData.technicalCapability || null : null,
      language: form.officerData.language || null,
    },
    learningPath: [...new Set(form.learningPath)],
  };
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
