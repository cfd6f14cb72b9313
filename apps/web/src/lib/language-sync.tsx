import { useEffect } from 'react';
import { callApi } from './api-client';
import { currentLanguage } from './i18n';
import { switchTo, takeChosenSignedOut } from './language';
import { useSession } from './session';

/**
 * Keeps the page in the signed-in officer's language: the profile's on another device, or the
 * one just chosen before signing in, which then becomes the profile's.
 */
export function LanguageSync() {
  const { user, setUser } = useSession();
  const profileLanguage = user?.language;
  useEffect(() => {
    if (!profileLanguage) return;
    const chosen = takeChosenSignedOut();
    if (chosen && chosen !== profileLanguage) {
      callApi('updateLanguage', { body: { language: chosen } }).then(
        ({ data }) => setUser(data),
        () => undefined,
      );
      return;
    }
    if (profileLanguage !== currentLanguage()) switchTo(profileLanguage).catch(() => undefined);
  }, [profileLanguage, setUser]);
  return null;
}
