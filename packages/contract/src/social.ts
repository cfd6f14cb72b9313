import { z } from 'zod';
import {
  ZDateOfBirth,
  ZLearningPath,
  ZOfficerDataInput,
  ZOfficerType,
  ZPhone,
  ZUsername,
} from './fields.ts';
import { ZLocationFields, ZMessageResponse, checkLocations, checkOfficer } from './auth.ts';
import { ZUser } from './user.ts';

/**
 * Google sign-in (docs/design.md §1): the browser sends only the ID token Google issued. Email,
 * uid (`sub`), names and picture come from the verified token, never from the body.
 */
export const ZGoogleCredential = z
  .string({ error: 'credential is required' })
  .trim()
  .min(20, 'credential must be an ID token')
  .max(8192, 'credential is too long')
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'credential must be an ID token');

export const ZSocialLoginRequest = z.object({ credential: ZGoogleCredential });
export type TSocialLoginRequest = z.infer<typeof ZSocialLoginRequest>;

/** `POST /authentication/link-social`: the officer with Google now linked. */
export const ZLinkSocialResponse = ZMessageResponse.extend({ user: ZUser });
export type TLinkSocialResponse = z.infer<typeof ZLinkSocialResponse>;

/**
 * Google sign-up (spec sections 3 and 5): no password, and the person's identity comes from the
 * token. The Google flow requires complement skill for both officer types.
 */
export const ZSocialRegisterRequest = z
  .object({
    credential: ZGoogleCredential,
    code: z.string().trim().max(100).optional().default(''),
    username: ZUsername,
    dateOfBirth: ZDateOfBirth,
    phone: ZPhone,
    officerType: ZOfficerType,
    officerData: ZOfficerDataInput,
    learningPath: ZLearningPath,
  })
  .extend(ZLocationFields.shape)
  .superRefine((value, ctx) => {
    if (!value.officerData.complementSkill)
      ctx.addIssue({
        code: 'custom',
        path: ['officerData', 'complementSkill'],
        message: 'Complement skill is required',
      });
  })
  .superRefine(checkOfficer)
  .superRefine(checkLocations);
export type TSocialRegisterRequest = z.input<typeof ZSocialRegisterRequest>;

/** What the browser needs to start Google sign-in, read at run time (`GET /v1/config`). */
export const ZClientConfig = z.object({
  google: z
    .object({
      clientId: z.string(),
      issuer: z.string(),
      /** the issuer's authorization endpoint when it is not Google (tests, other issuers) */
      authorizationEndpoint: z.string().nullable(),
    })
    .nullable(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

export { GOOGLE_ISSUER } from './constants.ts';
