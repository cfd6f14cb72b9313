import { describe, expect, it } from 'vitest';
import metadata from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { ZPhone } from './fields.ts';
import { checkNigerianPhone, formatNigerianPhone, phoneMessages } from './phone.ts';
import { nigerianPhoneMetadata } from './phone-metadata.ts';

describe('Nigerian phone numbers', () => {
  it.each([
    '08031234567',
    '0803 123 4567',
    '0803-123-4567',
    '+2348031234567',
    '+234 803 123 4567',
    '2348031234567',
    '234 803-123-4567',
    '8031234567',
    ' (0803) 123.4567 ',
  ])('%s is stored as +2348031234567', (typed) => {
    expect(checkNigerianPhone(typed)).toEqual({ ok: true, e164: '+2348031234567' });
  });

  it('takes every mobile network and landlines', () => {
    expect(ZPhone.parse('0701 234 5678')).toBe('+2347012345678');
    expect(ZPhone.parse('09012345678')).toBe('+2349012345678');
    expect(ZPhone.parse('0810 000 0000')).toBe('+2348100000000');
    expect(ZPhone.parse('02012345678')).toBe('+2342012345678');
  });

  it('says when a number is too short or too long', () => {
    expect(checkNigerianPhone('0803123456')).toEqual({
      ok: false,
      message: phoneMessages.tooShort,
    });
    expect(checkNigerianPhone('+234803123456')).toEqual({
      ok: false,
      message: phoneMessages.tooShort,
    });
    expect(checkNigerianPhone('080312345678')).toEqual({
      ok: false,
      message: phoneMessages.tooLong,
    });
    expect(checkNigerianPhone('')).toEqual({ ok: false, message: phoneMessages.characters });
  });

  it('refuses letters, other countries and numbers no network uses', () => {
    expect(checkNigerianPhone('0803ABC4567')).toEqual({
      ok: false,
      message: phoneMessages.characters,
    });
    expect(checkNigerianPhone('+14155550123')).toEqual({
      ok: false,
      message: phoneMessages.notNigerian,
    });
    expect(checkNigerianPhone('06031234567')).toEqual({
      ok: false,
      message: phoneMessages.invalid,
    });
  });

  it('the schema gives the message to forms and to the server alike', () => {
    const result = ZPhone.safeParse('0803123456');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(phoneMessages.tooShort);
  });

  it('shows a stored number the way Nigerians write it', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('0803 123 4567');
    expect(formatNigerianPhone('0803123456')).toBe('0803123456');
  });

  it("keeps the installed library's Nigerian metadata", () => {
    expect(nigerianPhoneMetadata).toEqual({
      version: metadata.version,
      country_calling_codes: { '234': ['NG'] },
      countries: { NG: metadata.countries.NG },
      nonGeographic: {},
    });
  });
});
