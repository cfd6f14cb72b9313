import { useCallback } from 'react';
import { useLingui } from './i18n-runtime';
import { isAppLanguage, type TAppLanguage } from '@dpts/contract/app-languages';
import { callApi } from './api-client';
import { showApiErrorLater as showApiError } from './api-error-later';
import { activateLanguage, rememberLanguage } from './i18n';
import { useSession } from './session';

/** A visitor's choice made in this tab before signing in: it becomes the account's at sign-in. */
const CHOSEN_SIGNED_OUT = 'dpts.language-chosen';

export function takeChosenSignedOut(): TAppLanguage | null {
  try {
    const chosen = window.sessionStorage.getItem(CHOSEN_SIGNED_OUT);
    window.sessionStorage.removeItem(CHOSEN_SIGNED_OUT);
    return isAppLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

function keepChosenSignedOut(language: TAppLanguage): void {
  try {
    window.sessionStorage.setItem(CHOSEN_SIGNED_OUT, language);
  } catch {
    // Not kept: the account's language then wins at sign-in.
  }
}

export async function switchTo(language: TAppLanguage): Promise<void> {
  await activateLanguage(language);
  rememberLanguage(language);
}

/**
 * The language shown, and the choice of another: signed in, the profile keeps it (the emails
 * follow it, decision 074); signed out, this browser does until the next sign-in.
 */
export function useLanguage(): {
  language: TAppLanguage;
  chooseLanguage: (language: TAppLanguage) => Promise<void>;
} {
  const { i18n } = useLingui();
  const { user, setUser } = useSession();
  const chooseLanguage = useCallback(
    async (language: TAppLanguage) => {
      try {
        await switchTo(language);
      } catch (error) {
        // The catalog did not arrive (offline and never loaded): the page stays as it is.
        showApiError(error);
        return;
      }
      if (!user) {
        keepChosenSignedOut(language);
        return;
      }
      try {
        const { data } = await callApi('updateLanguage', { body: { language } });
        setUser(data);
      } catch (error) {
        showApiError(error);
      }
    },
    [user, setUser],
  );
  return { language: i18n.locale as TAppLanguage, chooseLanguage };
}
