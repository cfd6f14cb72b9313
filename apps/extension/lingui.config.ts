import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { APP_LANGUAGES } from '@dpts/contract/app-languages';

/**
 * The extension's catalogs: the popup and the options page (decision 073). Messages are written
 * `i18n._('English text', values)` (src/i18n.ts), so the English is the msgid translators read;
 * @lingui/vite-plugin compiles the PO file of the language in use when the bundle is built, so the
 * bundles carry no message compiler.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...APP_LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/entrypoints'],
      exclude: ['**/*.test.ts', '<rootDir>/src/test/**', '<rootDir>/src/fixtures/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
