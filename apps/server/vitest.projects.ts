import type { TestProjectInlineConfiguration } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;
const root = import.meta.dirname;
/**
 * Files that need a process of their own: they start the built server or a CLI on a PGlite
 * directory (`*.pglite-only.test.ts`), or mock a module (`vi.mock`).
 */
const isolated = ['src/**/*.pglite-only.test.ts', 'src/plugins/redis.test.ts'];
const common = {
  root,
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/**
 * The other files share their worker's modules (isolate: false): importing the app once per
 * worker instead of once per file saves about two thirds of the suite's time. Each file still
 * opens its own database and app (src/test/helpers.ts).
 */
const shared = { ...common, exclude: isolated, isolate: false };

/** API tests run on PGlite, and also on a PostgreSQL server when TEST_DATABASE_URL is set. */
export const serverProjects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'server:pglite', env: { TEST_DB_KIND: 'pglite' } } },
  {
    test: {
      ...common,
      include: isolated,
      name: 'server:pglite:isolated',
      env: { TEST_DB_KIND: 'pglite' },
    },
  },
  ...(pgUrl
    ? [
        {
          test: {
            // Process-level tests (built server, CLI on a PGlite directory) need not run twice.
            ...shared,
            name: 'server:postgres',
            env: { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: pgUrl },
          },
        },
      ]
    : []),
];
