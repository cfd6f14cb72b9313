import { setupI18n, type Messages } from '@lingui/core';
import { pickAppLanguage, type TAppLanguage } from '@dpts/contract/app-languages';

/**
 * The popup's and the options page's texts in the officer's language (decision 073). A message
 * is written `i18n._('English text', values)`: the English is its id (the catalogs' msgid), and
 * what a language leaves untranslated reads in English. Each language's catalog is its own chunk,
 * compiled from `locales/<lang>/messages.po` when the extension is built.
 */
export const i18n = setupI18n();

const catalogs: Record<TAppLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  ha: () => import('./locales/ha/messages.po'),
  yo: () => import('./locales/yo/messages.po'),
  ig: () => import('./locales/ig/messages.po'),
  pcm: () => import('./locales/pcm/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
};

/**
 * The officer's language as set on DigiPoints (kept with the profile), else the browser's first
 * language among the six, else English: the same choice as the web app on a first visit.
 */
export function languageFor(
  officer: { language?: string } | undefined,
  browserLanguages: readonly string[],
): TAppLanguage {
  return pickAppLanguage([...(officer?.language ? [officer.language] : []), ...browserLanguages]);
}

/** Loads the language's catalog and renders in it from then on; `<html lang>` follows. */
export async function activateLanguage(language: TAppLanguage, doc?: Document): Promise<void> {
  if (i18n.locale !== language) {
    const { messages } = await catalogs[language]();
    i18n.loadAndActivate({ locale: language, messages });
  }
  if (doc) doc.documentElement.lang = language;
}

/**
 * Numbers and dates for the language: the browsers have no data for Hausa, Yoruba, Igbo or
 * Pidgin, which read them as in Nigerian English (as the web app's lib/format.ts does).
 */
export function intlLocale(language: TAppLanguage): string {
  return language === 'fr' ? 'fr-FR' : 'en-NG';
}
