// One lint for the whole repo (`npm run lint`). Besides typed TypeScript rules it guards the
// boundaries of docs/decisions/023-lint-boundaries.md:
//   - web features never import each other (compose them in apps/web/src/app/routes), and
//     src/components and src/lib never import a feature;
//   - the server's layers: config/db/domain ← lib ← plugins ← features ← app, no upward import;
//     a feature reaches another only through its index.ts;
//   - the contract imports nothing from Node or the apps;
//   - the server reads process.env only in src/config.ts;
//   - the rules of React hooks;
//   - file and folder names are kebab-case across apps, packages, e2e and bench.
// A disabled rule needs a reason beside it (`// eslint-disable-next-line rule -- why`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Boundaries between the parts of the repo (decision 023). */
const appPolicies = [
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message:
      'Web features never import each other: compose them in apps/web/src/app/routes, or move the shared piece to src/components or src/lib.',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: {
      to: {
        element: { types: { anyOf: ['web', 'web-feature', 'server', 'extension'] } },
      },
    },
    message: 'The contract imports nothing from the apps.',
  },
  {
    from: {
      element: { types: { anyOf: ['web', 'web-feature', 'web-shared', 'extension'] } },
    },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: ['server', 'server-base', 'server-lib', 'server-plugin', 'server-feature'],
          },
        },
      },
    },
    message: 'Browser code never imports the server.',
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message:
      'src/components and src/lib never import a feature: move what both need into them, or compose in src/app.',
  },
];

/**
 * The server's layers: config/db/domain ← lib ← plugins ← features ← app (app.ts, server.ts,
 * scripts, test helpers). Tests compose like the app (helpers, other features' internals for
 * set-up), so these apply to the code they test, not to them.
 */
const serverLayerPolicies = [
  {
    from: { element: { type: 'server-base' } },
    disallow: {
      to: {
        element: {
          types: { anyOf: ['server', 'server-lib', 'server-plugin', 'server-feature'] },
        },
      },
    },
    message:
      'config, db and domain are the lowest layer: they import no lib, plugin, feature or app code.',
  },
  {
    from: { element: { type: 'server-lib' } },
    disallow: {
      to: {
        element: { types: { anyOf: ['server', 'server-plugin', 'server-feature'] } },
      },
    },
    message: 'lib imports no plugin, feature or app code (layers: lib ← plugins ← features).',
  },
  {
    from: { element: { type: 'server-plugin' } },
    disallow: { to: { element: { types: { anyOf: ['server', 'server-feature'] } } } },
    message:
      'Plugins import no feature or app code (layers: lib ← plugins ← features): move the code down, or let the feature register it.',
  },
  {
    from: { element: { type: 'server-feature' } },
    disallow: {
      to: { element: { type: 'server-feature', fileInternalPath: '!index.ts' } },
    },
    message:
      "A feature reaches another only through that feature's index.ts: export what it needs there.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.wxt/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'packages/contract/src/locations-data.ts',
      '**/.tsbuild/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files outside every tsconfig's `include`.
          allowDefaultProject: ['vitest.config.ts', 'packages/contract/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // React and Fastify accept async handlers; a returned promise there is fine.
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      // Fastify hooks and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      // JSON answers and test fixtures are untyped by nature; the contract's zod schemas type them
      // at the boundaries that matter.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Tests destructure helpers' methods (`const { close } = …`).
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Plain JavaScript build scripts and configs: no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // ---- names ----
  {
    // One spelling for every source file and folder (`claim-dialog.tsx`, `features/email-verification/`);
    // middle extensions name a file's role (`.test.ts`, `.e2e.test.ts`, `.content.ts`). ESLint sees
    // source files only; the non-source names that break the rule are exempt on purpose: drizzle-kit's migrations
    // and journal (`apps/server/drizzle/0000_init.sql`, `meta/_journal.json`) keep the names its
    // migrator reads, and bench results are named by their time stamp.
    files: ['{apps,packages,e2e,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' },
      ],
    },
  },

  // ---- boundaries between parts of the repo ----
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract/src', mode: 'folder' },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        { type: 'web-shared', pattern: 'apps/web/src/{components,lib}', mode: 'folder' },
        { type: 'web', pattern: 'apps/web', mode: 'folder' },
        // The server in layers, lowest first: config, db and domain; lib; plugins; features.
        // The app (app.ts, server.ts, scripts, test helpers) composes them all.
        {
          type: 'server-base',
          pattern: 'apps/server/src/{config.ts,db/**,domain/**}',
          mode: 'full',
        },
        { type: 'server-lib', pattern: 'apps/server/src/lib', mode: 'folder' },
        { type: 'server-plugin', pattern: 'apps/server/src/plugins', mode: 'folder' },
        { type: 'server', pattern: 'apps/server/src/features/index.ts', mode: 'full' },
        {
          type: 'server-feature',
          pattern: 'apps/server/src/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        // app.ts, server.ts, scripts and test helpers (not apps/server/node_modules)
        { type: 'server', pattern: 'apps/server/src', mode: 'folder' },
        { type: 'extension', pattern: 'apps/extension', mode: 'folder' },
        { type: 'e2e', pattern: 'e2e', mode: 'folder' },
        { type: 'bench', pattern: 'bench', mode: 'folder' },
      ],
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [...appPolicies, ...serverLayerPolicies],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: appPolicies },
      ],
    },
  },
  {
    // Extension tests run the queue against the real API (createTestApp); tests ship nowhere.
    files: ['apps/extension/src/**/*.test.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    // The contract runs in browsers, the extension and Node: no Node built-ins, no app code.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'The contract imports nothing from Node.' },
            {
              regex: '^@dpts/(server|web|extension)',
              message: 'The contract imports nothing from the apps.',
            },
          ],
          paths: ['fs', 'path', 'crypto', 'os', 'url', 'util', 'stream', 'buffer', 'process'].map(
            (name) => ({ name, message: 'The contract imports nothing from Node.' }),
          ),
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The contract imports nothing from Node.' },
        { name: 'Buffer', message: 'The contract imports nothing from Node.' },
      ],
    },
  },
  {
    // Configuration is read and validated once, in config.ts.
    files: ['apps/server/src/**/*.ts'],
    // Test helpers start child servers with a chosen environment.
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in apps/server/src/config.ts only.',
        },
      ],
    },
  },
  // ---- the web app ----
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/extension/src/**/*.ts', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The web app reaches the API only by a route's name (callApi, decision 042): its path and the
    // types of its input and answer come from the contract, never from a hand-written generic.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api-client.ts',
      // XMLHttpRequest for its upload progress, on routeTarget's method and URL.
      'apps/web/src/lib/upload-image.ts',
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: "Call the API with callApi('routeName', …) from src/lib/api-client.ts.",
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: "Call the API with callApi('routeName', …) from src/lib/api-client.ts.",
        })),
      ],
    },
  },
  {
    // A toast is raised through lib/toast.ts, which tells the app to draw the toasts' host
    // (decision 082).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/components/toaster.tsx',
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message: "Raise toasts with { toast } from 'src/lib/toast.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
