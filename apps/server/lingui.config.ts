import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { APP_LANGUAGES } from '@dpts/contract/app-languages';

/**
 * The server's catalogs: the emails (decision 074). Messages are written `i18n._('English text',
 * values)`, so the English is the msgid translators read; `src/lib/i18n.ts` loads the PO files.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...APP_LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '<rootDir>/src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
