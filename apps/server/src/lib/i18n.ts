import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { APP_LANGUAGES, type TAppLanguage } from '@dpts/contract/app-languages';

/**
 * The server's texts in the officer's language (decision 074): the PO catalogs of
 * `src/locales/<lang>/messages.po` (beside `dist/server.js` in a build), read once. A message is
 * written `i18n._('English text', values)`: the English is its id, and what a catalog lacks or
 * leaves empty reads in English.
 */
function localesDir(): string {
  const here = import.meta.dirname;
  const found = [path.join(here, 'locales'), path.join(here, '../locales')].find((dir) =>
    existsSync(path.join(dir, 'en', 'messages.po')),
  );
  if (!found) throw new Error(`no locales/en/messages.po beside ${here}`);
  return found;
}

function readCatalog(dir: string, language: TAppLanguage): Messages {
  const file = path.join(dir, language, 'messages.po');
  const entries = formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (!entry.obsolete) messages[id] = compileMessage(entry.translation || id);
  }
  return messages;
}

let translators: Map<TAppLanguage, I18n> | undefined;

/** One `i18n` per language, each always active in it: concurrent requests never switch one. */
export function translator(language: TAppLanguage): I18n {
  if (!translators) {
    const dir = localesDir();
    translators = new Map(
      APP_LANGUAGES.map((locale) => {
        const i18n = setupI18n({ locale, messages: { [locale]: readCatalog(dir, locale) } });
        // An id missing from every catalog (not extracted yet) still reads as its English.
        i18n.setMessagesCompiler(compileMessage);
        return [locale, i18n];
      }),
    );
  }
  return translators.get(language)!;
}
