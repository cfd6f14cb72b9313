import { z } from 'zod';
import {
  ZDateOfBirth,
  ZLearningPath,
  ZLocalGovt,
  ZName,
  ZOfficerDataInput,
  ZOfficerType,
  ZPhone,
  ZStateName,
  ZText,
  ZUsername,
} from './fields.ts';
import { SUPPORT_MESSAGE_MAX } from './constants.ts';
import { ZAppLanguage, ZUser } from './user.ts';
import { checkOfficer } from './auth.ts';

/**
 * PUT /profile: any subset of the profile fields and/or the learning-path update payload
 * (officerType, officerData, learningPath). The server merges it with the stored profile and
 * applies the sign-up rules to the result.
 */
export const ZProfileFields = z.object({
  firstName: ZName,
  lastName: ZName,
  username: ZUsername,
  dateOfBirth: ZDateOfBirth,
  phone: ZPhone,
  stateOfOrigin: ZStateName,
  localGovtOfOrigin: ZLocalGovt,
  stateOfResidence: ZStateName,
  localGovtOfResidence: ZLocalGovt,
  officerType: ZOfficerType,
  officerData: ZOfficerDataInput,
  learningPath: ZLearningPath,
});
/** The learning-path fields of a profile (sign-up step 3 and 4, the path wizard). */
export const ZLearningPathFields = ZProfileFields.pick({
  officerType: true,
  officerData: true,
  learningPath: true,
});
/**
 * A learning-path update with the officer rules of spec section 5: the path wizard submits it,
 * and PUT /profile applies it to the stored profile merged with what was sent.
 */
export const ZLearningPathUpdate = ZLearningPathFields.superRefine(checkOfficer);
export type TLearningPathUpdate = z.input<typeof ZLearningPathUpdate>;

export const ZProfileUpdateRequest = ZProfileFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Nothing to update',
);
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;

export const ZProfileResponse = z.object({
  data: ZUser,
  /** set when a name change waits for an administrator before certificates are checked against it */
  message: z.string().optional(),
});

export const profileMessages = {
  certificateNameRequested: (name: { firstName: string; lastName: string }) =>
    `Profile updated. Your certificates are still checked against your earlier name until an administrator approves “${name.firstName} ${name.lastName}”.`,
} as const;
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** PUT /profile/language: the officer's language, which the app and their emails follow. */
export const ZLanguageUpdateRequest = z.object({ language: ZAppLanguage });
export type TLanguageUpdateRequest = z.infer<typeof ZLanguageUpdateRequest>;

export const ZSupportMessageRequest = z.object({
  message: ZText({ multiline: true }).trim().min(1).max(SUPPORT_MESSAGE_MAX),
});
