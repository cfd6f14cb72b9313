/** Where sign-up keeps its draft in the tab's sessionStorage (`signup-draft.ts`). */
export const SIGNUP_DRAFT_KEY = 'dpts:signup-draft';

/**
 * Whether this tab keeps a sign-up draft (the form then resumes it). Apart from the draft itself,
 * which needs the form's schemas, so the entry script can ask without loading them.
 */
export function hasSignupDraft(): boolean {
  try {
    return window.sessionStorage.getItem(SIGNUP_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}
