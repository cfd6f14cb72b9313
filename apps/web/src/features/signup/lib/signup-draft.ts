import { SIGNUP_DRAFT_KEY as KEY } from './draft-key';
import { initialSignupForm, type SignupForm } from './signup-form';

/** Sign-up survives a reload of the tab: the answers (never the password) and the step. */

type Draft = { step: number; values: Omit<SignupForm, 'password' | 'confirmPassword'> };

export function readSignupDraft(): { step: number; values: SignupForm } | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return {
      step: draft.step,
      values: { ...initialSignupForm, ...draft.values, password: '', confirmPassword: '' },
    };
  } catch {
    return null;
  }
}

export function saveSignupDraft(step: number, values: SignupForm): void {
  const { password: _password, confirmPassword: _confirm, ...kept } = values;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ step, values: kept } satisfies Draft));
  } catch {
    // Storage full or disabled: the form still works, it just does not survive a reload.
  }
}

export function clearSignupDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/**
 * Where a reload resumes: the code step once the account exists (step 5); otherwise step 1 with
 * the answers kept, because the password was not kept and step 4 sends it.
 */
export function resumeStep(draftStep: number | undefined): number {
  return draftStep === 5 ? 5 : 1;
}
