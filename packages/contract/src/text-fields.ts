import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { serverMessages } from './messages.ts';

/*
 * The text, email and password rules, apart from fields.ts so that a page that only signs in
 * does not load the phone numbering plan and the 774 local governments (decision 078).
 */

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
