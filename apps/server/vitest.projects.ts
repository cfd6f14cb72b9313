import type { TestProjectInlineConfiguration } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;
const root = import.meta.dirname;
const common = {
  root,
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** API tests run on PGlite, and also on a PostgreSQL server when TEST_DATABASE_URL is set. */
export const serverProjects: TestProjectInlineConfiguration[] = [
  { test: { ...common, name: 'server:pglite', env: { TEST_DB_KIND: 'pglite' } } },
  ...(pgUrl
    ? [
        {
          test: {
            ...common,
            // Process-level tests (built server, CLI on a PGlite directory) need not run twice.
            exclude: ['src/**/*.pglite-only.test.ts'],
            name: 'server:postgres',
            env: { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: pgUrl },
          },
        },
      ]
    : []),
];
