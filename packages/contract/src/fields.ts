import { z } from 'zod';
import { DATE_OF_BIRTH_MAX, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';
import { serverMessages } from './messages.ts';
import {
  allPaths,
  complementSkills,
  languages,
  officerTypes,
  technicalCapabilities,
} from './options.ts';
import { stateNames } from './locations.ts';

/** Control characters (NUL, escape, …) and DEL; a single line also refuses tab and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Every free-text field of a form, body or query starts here: control characters are refused
 * with a 400 naming the field (the database would refuse a NUL with a 500, and none belongs
 * in a name or a title). `multiline` lets tab and line breaks through (messages).
 */
export function ZText({ multiline = false }: { multiline?: boolean } = {}) {
  const controls = multiline ? TEXT_CONTROLS : LINE_CONTROLS;
  return z.string().refine((s) => !controls.test(s), serverMessages.controlCharacters);
}

/** Field rules shared by sign-up, profile update and the web forms (spec section 5). */
export const ZName = ZText().trim().min(1, 'Required').max(80);
export const ZEmail = ZText()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));
/** Spaces are stripped from usernames (spec section 4). */
export const ZUsername = ZText()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(2, 'Username must be at least 2 characters')
      .max(40, 'Username must be at most 40 characters')
      .regex(
        /^[\p{L}\p{N}._'-]+$/u,
        'Username may hold letters, digits, dots, dashes and underscores',
      ),
  );
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, serverMessages.passwordTooShort)
  .max(200);
/** Any existing password: no length rule when signing in. */
export const ZAnyPassword = z.string().min(1, 'Required').max(200);
export const ZPhone = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), `Phone must be ${PHONE_DIGITS} digits after +234`);

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
