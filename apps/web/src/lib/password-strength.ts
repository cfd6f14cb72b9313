/**
 * Why a new password is too easy to guess, or null: the contract's zxcvbn check, loaded only
 * when a new password is first checked (its dictionaries would weigh on every page otherwise).
 * The server runs the same check and refuses the same passwords.
 */
export async function weakPasswordMessage(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const { checkPasswordStrength } = await import('@dpts/contract/password-strength');
  const strength = checkPasswordStrength(password, userInputs);
  return strength.ok ? null : strength.message;
}

/** Starts loading the checker early (the officer is typing a new password). */
export function preloadPasswordStrength(): void {
  void import('@dpts/contract/password-strength').catch(() => undefined);
}
