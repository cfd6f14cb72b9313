/** A failed Google popup; `code` is what the toast shows (spec section 8). */
export class GoogleSignInError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'GoogleSignInError';
  }
}

/** The popup answered without a credential ('Could not complete signup'). */
export const NO_CREDENTIAL = 'no_credential';
