import {
  parsePhoneNumberFromString,
  type PhoneNumber,
  validatePhoneNumberLength,
} from 'libphonenumber-js/core';
import { nigerianPhoneMetadata } from './phone-metadata.ts';

/** What an officer may type around the digits: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;

export const phoneMessages = {
  characters: 'Phone number may hold only digits, spaces, dashes and a leading +',
  notNigerian: 'Enter a Nigerian number (+234)',
  tooShort: 'Phone number is too short: a Nigerian number has 11 digits, like 0803 123 4567',
  tooLong: 'Phone number is too long: a Nigerian number has 11 digits, like 0803 123 4567',
  invalid: 'This is not a Nigerian phone number; write it like 0803 123 4567',
} as const;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

function parse(digits: string): PhoneNumber | undefined {
  return parsePhoneNumberFromString(digits, 'NG', nigerianPhoneMetadata);
}

/** National significant digits: without +234 / 234 and without the trunk 0. */
function nationalDigits(compact: string): string {
  if (compact.startsWith('+234')) return compact.slice(4);
  if (compact.startsWith('234') && compact.length > 11) return compact.slice(3);
  return compact.replace(/^0/, '');
}

/**
 * A Nigerian phone number as officers write it (0803 123 4567, +234 803 123 4567,
 * 2348031234567, 8031234567, with spaces or dashes) → E.164 (+2348031234567).
 */
export function checkNigerianPhone(input: string): PhoneCheck {
  const compact = input.trim().replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, message: phoneMessages.characters };
  if (compact.startsWith('+') && !compact.startsWith('+234'))
    return { ok: false, message: phoneMessages.notNigerian };
  const phone = parse(compact);
  if (phone?.isValid() && phone.countryCallingCode === '234')
    return { ok: true, e164: phone.number };
  const national = nationalDigits(compact);
  const length = validatePhoneNumberLength(compact, 'NG', nigerianPhoneMetadata);
  // Mobiles, the numbers officers give, have 10 national digits (0 + 10 written at home).
  if (length === 'TOO_SHORT' || national.length < 10)
    return { ok: false, message: phoneMessages.tooShort };
  if (length === 'TOO_LONG' || national.length > 10)
    return { ok: false, message: phoneMessages.tooLong };
  return { ok: false, message: phoneMessages.invalid };
}

/** An E.164 number as Nigerians read it (0803 123 4567); anything else unchanged. */
export function formatNigerianPhone(stored: string): string {
  const phone = parse(stored);
  return phone?.isValid() ? phone.formatNational() : stored;
}
