import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { APP_LANGUAGES, type TAppLanguage } from '@dpts/contract/app-languages';
import { DESCRIPTION_MAX, storeListing } from './store-listing.ts';

/** A language's PO catalog as the build reads it: a text's translation, else its English. */
export function catalogOf(
  localesDir: string,
  language: TAppLanguage,
): { _: (text: string) => string } {
  const file = path.join(localesDir, language, 'messages.po');
  const entries = formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  }) as Record<string, { translation?: string }>;
  return { _: (text) => entries[text]?.translation || text };
}

/**
 * `_locales/<lang>/messages.json` for each of the app's languages, from the extension's catalogs
 * (`locales/<lang>/messages.po`). Chromium loads the extension with all six and names it in the
 * one its interface speaks; Firefox the same (docs/languages.md).
 */
export function storeLocales(localesDir: string): { relativeDest: string; contents: string }[] {
  return APP_LANGUAGES.map((language) => {
    const listing = storeListing(catalogOf(localesDir, language));
    const description = listing.extensionDescription.message;
    if (description.length > DESCRIPTION_MAX)
      throw new Error(
        `The ${language} description has ${description.length} characters; Chrome takes ${DESCRIPTION_MAX}`,
      );
    return {
      relativeDest: `_locales/${language}/messages.json`,
      contents: `${JSON.stringify(listing, null, 2)}\n`,
    };
  });
}
