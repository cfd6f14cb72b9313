import { z } from 'zod';
import {
  ZAnyPassword,
  ZDateOfBirth,
  ZEmail,
  ZLearningPath,
  ZLocalGovt,
  ZName,
  ZOfficerDataInput,
  ZOfficerType,
  ZPassword,
  ZPhone,
  ZStateName,
  ZText,
  ZUsername,
} from './fields.ts';
import { ZUser } from './user.ts';
import { isLocalGovernmentOf } from './locations.ts';
import { meetsPathMinimums, type OfficerType } from './options.ts';
import { clientMessages, serverMessages } from './messages.ts';
import { OTP_LENGTH } from './constants.ts';

type OfficerInput = {
  officerType: OfficerType;
  officerData: z.infer<typeof ZOfficerDataInput>;
  learningPath: string[];
};
type LocationInput = {
  stateOfOrigin: string;
  localGovtOfOrigin: string;
  stateOfResidence: string;
  localGovtOfResidence: string;
};

/** Officer type rules of spec section 5, applied wherever officer data is submitted. */
export function checkOfficer(value: OfficerInput, ctx: z.RefinementCtx): void {
  checkOfficerAnswers(value, ctx);
  checkPathMinimums(value, ctx);
}

/** The questions an officer type must answer (sign-up step 3, the path wizard). */
export function checkOfficerAnswers(
  value: Pick<OfficerInput, 'officerType' | 'officerData'>,
  ctx: z.RefinementCtx,
): void {
  const { officerType, officerData } = value;
  if (!officerData.language)
    ctx.addIssue({
      code: 'custom',
      path: ['officerData', 'language'],
      message: 'Language is required',
    });
  if (officerType === 'sales' && !officerData.complementSkill)
    ctx.addIssue({
      code: 'custom',
      path: ['officerData', 'complementSkill'],
      message: 'Complement skill is required for sales officers',
    });
  if (officerType === 'technical' && !officerData.technicalCapability)
    ctx.addIssue({
      code: 'custom',
      path: ['officerData', 'technicalCapability'],
      message: 'Technical capability is required for technical officers',
    });
}

/**
 * The Google sign-up and the path wizard ask every officer's complement skill (spec section 5);
 * the server asks it of sales officers only (`checkOfficerAnswers`).
 */
export function checkComplementSkill(
  value: { officerData: { complementSkill: string | null } },
  ctx: z.RefinementCtx,
): void {
  if (!value.officerData.complementSkill)
    ctx.addIssue({
      code: 'custom',
      path: ['officerData', 'complementSkill'],
      message: 'Complement skill is required',
    });
}

/**
 * A form's confirm field repeats the password named `passwordKey` ('Passwords do not match.',
 * spec section 5). The confirm value is never sent.
 */
export function checkConfirmPassword<K extends string>(passwordKey: K) {
  return (value: Record<K | 'confirmPassword', string>, ctx: z.RefinementCtx): void => {
    if (value[passwordKey] !== value.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: clientMessages.passwordsDoNotMatch,
      });
  };
}

/** 3 learning paths of the officer's own kind and 1 of the other (spec section 5). */
export function checkPathMinimums(
  value: Pick<OfficerInput, 'officerType' | 'learningPath'>,
  ctx: z.RefinementCtx,
): void {
  if (!meetsPathMinimums(value.officerType, value.learningPath))
    ctx.addIssue({
      code: 'custom',
      path: ['learningPath'],
      message: serverMessages.learningPathMinimum,
    });
}

export function checkLocations(value: LocationInput, ctx: z.RefinementCtx): void {
  if (!isLocalGovernmentOf(value.stateOfOrigin, value.localGovtOfOrigin))
    ctx.addIssue({
      code: 'custom',
      path: ['localGovtOfOrigin'],
      message: 'Local government is not in the state of origin',
    });
  if (!isLocalGovernmentOf(value.stateOfResidence, value.localGovtOfResidence))
    ctx.addIssue({
      code: 'custom',
      path: ['localGovtOfResidence'],
      message: 'Local government is not in the state of residence',
    });
}

export const ZLocationFields = z.object({
  stateOfOrigin: ZStateName,
  localGovtOfOrigin: ZLocalGovt,
  stateOfResidence: ZStateName,
  localGovtOfResidence: ZLocalGovt,
});
export type TLocationFields = z.infer<typeof ZLocationFields>;

/**
 * The sign-up fields without their cross-field rules: forms pick a step's fields from here and
 * add the rules of `checkOfficer` / `checkLocations` (zod cannot pick from a refined object).
 */
export const ZRegisterFields = z
  .object({
    code: ZText().trim().max(100).optional().default(''),
    firstName: ZName,
    lastName: ZName,
    email: ZEmail,
    username: ZUsername,
    dateOfBirth: ZDateOfBirth,
    phone: ZPhone,
    password: ZPassword,
    officerType: ZOfficerType,
    officerData: ZOfficerDataInput,
    learningPath: ZLearningPath,
  })
  .extend(ZLocationFields.shape);

/** Sign-up payload (spec section 3). The confirm-password value is never sent. */
export const ZRegisterRequest =
  ZRegisterFields.superRefine(checkOfficer).superRefine(checkLocations);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZAuthResponse = z.object({ user: ZUser, token: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** The OTP travels as a number (spec section 3); codes never start with 0. */
export const ZVerifyEmailRequest = z.object({
  otp: z.coerce
    .number({ error: 'otp must be a number' })
    .int()
    .min(10 ** (OTP_LENGTH - 1), `otp must be ${OTP_LENGTH} digits`)
    .max(10 ** OTP_LENGTH - 1, `otp must be ${OTP_LENGTH} digits`),
});
export const ZVerifyEmailQuery = z.object({ token: ZText().min(16).max(200).optional() });
export const ZVerifyEmailResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: ZUser.optional(),
});
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZEmailRequest = z.object({ email: ZEmail });
export const ZCheckUsernameQuery = z.object({ username: ZText().min(1).max(100) });
export const ZCheckUsernameResponse = z.object({ message: z.string(), available: z.boolean() });
export type TCheckUsernameResponse = z.infer<typeof ZCheckUsernameResponse>;

/** Sign-up step 1: is this email / phone still free? Each answer is null when not asked. */
export const ZCheckContactQuery = z
  .object({ email: ZEmail.optional(), phone: ZPhone.optional() })
  .refine((v) => v.email !== undefined || v.phone !== undefined, 'Give an email or a phone');
export const ZCheckContactResponse = z.object({
  emailAvailable: z.boolean().nullable(),
  phoneAvailable: z.boolean().nullable(),
});
export type TCheckContactQuery = z.input<typeof ZCheckContactQuery>;
export type TCheckContactResponse = z.infer<typeof ZCheckContactResponse>;

export const ZForgotValidateRequest = z.object({
  token: ZText().min(16).max(200),
  email: ZEmail,
});
export const ZNewPasswordRequest = z.object({ password: ZPassword });
export const ZResetPasswordQuery = z.object({ token: ZText().min(16).max(200) });
export const ZResetPasswordRequest = z.object({ password: ZPassword, email: ZEmail.optional() });
export const ZChangePasswordRequest = z.object({
  currentPassword: ZAnyPassword,
  newPassword: ZPassword,
});

/** `GET /auth/session`: who is signed in; `data: null` for a visitor (an answer, not an error). */
export const ZSessionResponse = z.object({ data: ZUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
