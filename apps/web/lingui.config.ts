import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { APP_LANGUAGES } from '@dpts/contract/app-languages';

/**
 * Where the screens of each catalog live (decision 073). `messages` holds everything a first visit
 * or the dashboard shows; the others load with their screens (`lazyPage` in app/routes.tsx) and
 * `contract` (the server's and the form checks' texts) right after the first page.
 */
const areas = {
  learning: [
    'src/features/learning',
    'src/app/routes/learning-path.tsx',
    'src/app/routes/topic-details.tsx',
  ],
  leagues: [
    'src/features/leagues',
    'src/app/routes/leagues-discover.tsx',
    'src/app/routes/leagues-my-leagues.tsx',
    'src/app/routes/leagues-create.tsx',
    'src/app/routes/league-requests.tsx',
  ],
  account: [
    'src/features/profile',
    'src/features/rewards/components/rewards-shop.tsx',
    'src/features/volunteering/components/log-form.tsx',
    'src/features/volunteering/components/entry-list.tsx',
    'src/features/volunteering/components/verify-link.tsx',
    'src/features/volunteering/components/supervisor-link.tsx',
    'src/features/claims/components/points-history.tsx',
    'src/features/badges/components/badge-credential-page.tsx',
    'src/app/routes/settings.tsx',
    'src/app/routes/update-name.tsx',
    'src/app/routes/volunteering.tsx',
    'src/app/routes/volunteering-verify.tsx',
    'src/app/routes/rewards.tsx',
    'src/app/routes/my-points.tsx',
    'src/app/routes/badge.tsx',
  ],
  privacy: ['src/app/routes/privacy-*.tsx'],
  admin: [
    'src/features/admin',
    'src/features/rewards/components/rewards-manager.tsx',
    'src/features/badges/components/badges-manager.tsx',
    'src/features/volunteering/components/queue.tsx',
    'src/features/volunteering/components/organisations.tsx',
    'src/app/routes/manage-*.tsx',
    'src/app/routes/audit.tsx',
    'src/app/routes/review.tsx',
    'src/app/routes/background-jobs.tsx',
    'src/app/routes/leagues-manage.tsx',
    'src/app/routes/leagues-moderators.tsx',
    'src/app/routes/organisations.tsx',
    'src/app/routes/volunteering-queue.tsx',
  ],
  contract: ['src/lib/contract-texts.ts', 'src/lib/seed-texts.ts'],
};

const tests = ['**/*.test.*', '<rootDir>/src/test/**'];
const rooted = (paths: string[]) => paths.map((p) => `<rootDir>/${p}`);
/** Excludes are globs: a folder excludes what is in it. */
const excluded = (paths: string[]) => rooted(paths.map((p) => (/\.\w+$/.test(p) ? p : `${p}/**`)));

/**
 * The web app's catalogs: English is the source, and a message missing in another language
 * compiles to its English text. `npm run i18n:extract` updates the PO files, `npm run i18n:check`
 * fails on a message missing from a catalog or kept there unused.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...APP_LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...tests, '<rootDir>/src/prerender.tsx', ...excluded(Object.values(areas).flat())],
    },
    ...Object.entries(areas).map(([area, paths]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include: rooted(paths),
      exclude: tests,
    })),
  ],
  format: formatter({ lineNumbers: false }),
  // The macros compile to the app's own i18n and to a Trans that also renders outside a provider.
  runtimeConfigModule: {
    i18n: ['#i18n', 'i18n'],
    Trans: ['#i18n-trans', 'Trans'],
    useLingui: ['#i18n', 'useLingui'],
  },
});
