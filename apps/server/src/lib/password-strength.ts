import { checkPasswordStrength } from '@dpts/contract/password-strength';
import { badRequest } from './app-error.ts';

/**
 * Refuses a new password zxcvbn finds easy to guess (issue 23: "password" was accepted), with the
 * message the web shows under the field. `userInputs`: the account's name and email.
 */
export function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): void {
  const strength = checkPasswordStrength(
    password,
    userInputs.filter((s): s is string => Boolean(s)),
  );
  if (!strength.ok) throw badRequest(strength.message, field, 'VALIDATION_FAILED');
}
