import { z } from 'zod';
import { DATE_OF_BIRTH_MAX } from './constants.ts';
import { checkNigerianPhone, phoneMessages } from './phone.ts';
import {
  allPaths,
  complementSkills,
  languages,
  officerTypes,
  technicalCapabilities,
} from './options.ts';
import { stateNames } from './locations.ts';
import { ZText } from './text-fields.ts';

export * from './text-fields.ts';

/**
 * A Nigerian phone as officers write it (0803 123 4567, +234…, 234…), stored as E.164
 * (+2348031234567) by the server and sent as such by the web; wrong lengths say so.
 */
export const ZPhone = z
  .string()
  .max(40, phoneMessages.tooLong)
  .transform((value, ctx) => {
    const check = checkNigerianPhone(value);
    if (check.ok) return check.e164;
    ctx.issues.push({ code: 'custom', message: check.message, input: value });
    return z.NEVER;
  });

function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
export const ZDateOfBirth = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(isRealDate, 'Not a real date')
  .refine((v) => v <= DATE_OF_BIRTH_MAX, `Date of birth must be on or before ${DATE_OF_BIRTH_MAX}`)
  .refine((v) => v >= '1900-01-01', 'Date of birth must be after 1900-01-01');

export const ZStateName = z.string().refine((s) => stateNames.includes(s), 'Unknown state');
export const ZLocalGovt = ZText().trim().min(1, 'Required');
export const ZOfficerType = z.enum(officerTypes);

/** Empty strings from forms mean "not chosen". */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
export const ZOfficerDataInput = z.object({
  complementSkill: z.preprocess(emptyToNull, z.enum(complementSkills).nullable()),
  technicalCapability: z.preprocess(emptyToNull, z.enum(technicalCapabilities).nullable()),
  language: z.preprocess(emptyToNull, z.enum(languages).nullable()),
});
export const ZLearningPath = z
  .array(z.string().refine((p) => allPaths.includes(p), 'Unknown learning path'))
  .max(allPaths.length)
  .refine((list) => new Set(list).size === list.length, 'Learning paths must not repeat');
