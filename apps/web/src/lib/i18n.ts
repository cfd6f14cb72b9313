import { i18n, type Messages } from './i18n-core';
import {
  APP_LANGUAGES,
  DEFAULT_APP_LANGUAGE,
  isAppLanguage,
  pickAppLanguage,
  type TAppLanguage,
} from '@dpts/contract/app-languages';

export { i18n };

const STORAGE_KEY = 'dpts.language';

// English is the text in the code, compiled by the build (build/compile-source-messages.ts): no
// catalog to load, and a message a catalog lacks (added since the last extract) shows its English
// instead of an id.
i18n.activate(DEFAULT_APP_LANGUAGE);

/**
 * The catalogs of the web app (lingui.config.ts): `messages` for the first pages and the
 * dashboard, the others with their screens (`lazyPage`), `contract` right after the first page.
 */
export type CatalogArea =
  'messages' | 'learning' | 'leagues' | 'account' | 'privacy' | 'admin' | 'contract';

type Catalog = () => Promise<{ messages: Messages }>;
type OtherLanguage = Exclude<TAppLanguage, 'en'>;

type DateNames = (typeof import('./date-names'))['dateNames'];
/** A language's module (`locales/loaders/`): its first catalog, the later screens' catalogs. */
type LanguageModule = {
  messages: Messages;
  catalogs: Record<string, Catalog>;
  /** the month and weekday names of a language Intl has no dates for */
  dateNames?: DateNames;
};

const languageModules: Record<OtherLanguage, () => Promise<LanguageModule>> = {
  ha: () => import('../locales/loaders/ha'),
  yo: () => import('../locales/loaders/yo'),
  ig: () => import('../locales/loaders/ig'),
  pcm: () => import('../locales/loaders/pcm'),
  fr: () => import('../locales/loaders/fr'),
};

let namesOfDates: DateNames | undefined;

/** The month and weekday names of the languages Intl has no dates for, once one was chosen. */
export const dateNames = () => namesOfDates;

function fetchCatalog(language: OtherLanguage, area: CatalogArea) {
  return languageModules[language]().then((module) => {
    namesOfDates ??= module.dateNames;
    return area === 'messages' ? module : module.catalogs[area]!();
  });
}

/** The areas the pages opened so far needed: a switch of language loads them all. */
const wanted = new Set<CatalogArea>(['messages']);
const loaded = new Map<string, Promise<void>>();

function loadArea(language: TAppLanguage, area: CatalogArea): Promise<void> {
  const key = `${language}/${area}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading =
      language === 'en'
        ? Promise.resolve()
        : fetchCatalog(language, area).then(({ messages }) => i18n.load(language, messages));
    // A catalog that did not arrive (offline) is asked for again next time.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The catalogs a screen needs, in the language shown (none for English, the text in the code):
 * `lazyPage` waits for them with the screen's code.
 */
export async function loadCatalogs(areas: readonly CatalogArea[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  const language = currentLanguage();
  if (language === 'en') return;
  await Promise.all(areas.map((area) => loadArea(language, area))).catch(() => undefined);
}

/** The languages Intl has dates and numbers for, as `format.ts` writes them. */
export const INTL_LOCALES: Partial<Record<TAppLanguage, string>> = { en: 'en-NG', fr: 'fr-FR' };

/** The language this browser last chose, else the first of its own languages the app speaks. */
export function initialLanguage(): TAppLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isAppLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return pickAppLanguage(navigator.languages ?? [navigator.language]);
}

/** Remembers the choice on this browser (the profile keeps an officer's across devices). */
export function rememberLanguage(language: TAppLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered; the profile and the browser's languages still decide next time.
  }
}

export function currentLanguage(): TAppLanguage {
  return isAppLanguage(i18n.locale) ? i18n.locale : DEFAULT_APP_LANGUAGE;
}

/**
 * Loads a language's catalogs (once each) and switches every `t` and `<Trans>` to it, with
 * `<html lang>`; a catalog that cannot load (offline before it was cached) rejects and the
 * language stays as it was. The contract's texts follow without holding the page back.
 */
export async function activateLanguage(language: TAppLanguage): Promise<void> {
  if (language !== 'en') await Promise.all([...wanted].map((area) => loadArea(language, area)));
  i18n.activate(language);
  document.documentElement.lang = language;
  if (language !== 'en') void loadCatalogs(['contract']);
}

export { APP_LANGUAGES };
