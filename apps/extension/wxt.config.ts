import { resolve } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'wxt';
import { appMatchPattern, appOriginFrom } from './src/hosts.ts';
import { storeLocales } from './src/store-locales.ts';

/**
 * The extension is built for one web app origin (`APP_URL`, default http://localhost:3000): its
 * host permissions, the session cookie it reads and the API it sends to. The tracked sites come
 * from the contract's rules, so adding a rule adds its hosts here at build time.
 */
// Like the server: APP_URL, else http://localhost:$PORT (3000).
const appOrigin = appOriginFrom(
  process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`,
);

export default defineConfig({
  imports: false,
  outDir: process.env.DPTS_EXTENSION_OUT_DIR ?? 'dist',
  outDirTemplate: '{{browser}}',
  // One manifest version for both browsers (decision 020).
  manifestVersion: 3,
  zip: {
    artifactTemplate: 'digipoints-{{packageVersion}}-{{browser}}.zip',
    // addons.mozilla.org reviews bundled code against its sources: the Firefox build also packs
    // what builds it (the extension, the contract it imports, the lock file) and how (README.md).
    zipSources: true,
    sourcesTemplate: 'digipoints-{{packageVersion}}-sources.zip',
    sourcesRoot: resolve(import.meta.dirname, '../..'),
    includeSources: [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'packages/contract/**',
      'apps/extension/**',
    ],
    excludeSources: ['**/dist/**', '**/.tsbuild/**', '**/.wxt/**', '**/test/**', '**/fixtures/**'],
  },
  hooks: {
    // The manifest's name and description in each language (src/store-listing.ts).
    'build:publicAssets': (_wxt, files) => {
      files.push(...storeLocales(resolve(import.meta.dirname, 'src/locales')));
    },
  },
  vite: (env) => ({
    // The PO catalogs compiled when they are imported (src/i18n.ts): no compiler in the bundles.
    plugins: [lingui({ configPath: resolve(import.meta.dirname, 'lingui.config.ts') })],
    define: {
      __DPTS_APP_ORIGIN__: JSON.stringify(appOrigin),
      __DPTS_FIREFOX__: JSON.stringify(env.browser === 'firefox'),
    },
    build: { sourcemap: false },
  }),
  manifest: ({ browser }) => ({
    // In the browser's language, from _locales/<lang>/messages.json (hooks above).
    name: '__MSG_extensionName__',
    description: '__MSG_extensionDescription__',
    default_locale: 'en',
    permissions: ['storage', 'cookies', 'alarms'],
    // Host (and so cookie) access to the app's origin only; the learning sites get a content
    // script on their course and certificate pages and nothing else (decision 068).
    host_permissions: [appMatchPattern(appOrigin)],
    content_security_policy: {
      extension_pages: [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        `connect-src ${appOrigin}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    },
    action: { default_title: 'DigiPoints' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'extension@digipoints.ng',
              // data_collection_permissions needs 140 (desktop) and 142 (Android)
              strict_min_version: '140.0',
              data_collection_permissions: {
                required: ['browsingActivity', 'personallyIdentifyingInfo'],
              },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
