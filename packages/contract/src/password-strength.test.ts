import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, passwordStrengthMessages } from './password-strength.ts';

describe('password strength', () => {
  it.each(['password', 'password1', '12345678', 'qwertyuiop', 'iloveyou', 'Password123'])(
    '%s is refused as too easy to guess',
    (password) => {
      expect(checkPasswordStrength(password).ok).toBe(false);
    },
  );

  it('says why', () => {
    expect(checkPasswordStrength('password')).toMatchObject({
      message: passwordStrengthMessages.common,
    });
    expect(checkPasswordStrength('qwertyuiop')).toMatchObject({ ok: false });
    expect(checkPasswordStrength('adaokafor', ['Ada', 'Okafor', 'ada@example.com'])).toMatchObject({
      message: passwordStrengthMessages.personal,
    });
  });

  it('takes a few words of your own', () => {
    expect(checkPasswordStrength('correct horse battery').ok).toBe(true);
    expect(checkPasswordStrength('leagues-are-fun-1').ok).toBe(true);
  });
});
