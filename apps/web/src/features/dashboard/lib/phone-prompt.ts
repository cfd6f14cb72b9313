/** Where a phone remembers that its officer has read how to earn without the extension. */
export const PHONE_PROMPT_KEY = 'dpts:phone-prompt-dismissed';

export function isPhonePromptDismissed(): boolean {
  try {
    return window.localStorage.getItem(PHONE_PROMPT_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberPhonePromptDismissed(): void {
  try {
    window.localStorage.setItem(PHONE_PROMPT_KEY, new Date().toISOString());
  } catch {
    // Private mode without storage: the explanation comes back next visit, nothing worse.
  }
}
