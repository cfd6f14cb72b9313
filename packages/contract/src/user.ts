import { z } from 'zod';
import { complementSkills, languages, officerTypes, technicalCapabilities } from './options.ts';
import { ROLES } from './constants.ts';
import { APP_LANGUAGES } from './app-languages.ts';

/** One of the product's languages (app-languages.ts). */
export const ZAppLanguage = z.enum(APP_LANGUAGES);

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZOfficerData = z.object({
  complementSkill: z.enum(complementSkills).nullable(),
  technicalCapability: z.enum(technicalCapabilities).nullable(),
  language: z.enum(languages).nullable(),
});

/** The user as every API answer presents it (spec section 3, "User"). */
export const ZUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  role: ZRole,
  createdAt: z.string(),
  completedCourses: z.number().int(),
  enrolledCourses: z.number().int(),
  totalPointsEarned: z.number().int(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  stateOfOrigin: z.string().nullable(),
  localGovtOfOrigin: z.string().nullable(),
  stateOfResidence: z.string().nullable(),
  localGovtOfResidence: z.string().nullable(),
  officerType: z.enum(officerTypes).nullable(),
  officerData: ZOfficerData,
  learningPath: z.array(z.string()),
  /** the language the officer reads the app and their emails in (decision 074) */
  language: ZAppLanguage,
  /** true once the email is verified */
  _email: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;
