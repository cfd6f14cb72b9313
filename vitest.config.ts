import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

/**
 * `npm run test:unit`: contract, server (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
 * web, extension and the repository's scripts. The cluster smoke test runs on its own after them
 * (`npm run test:cluster`, bench/vitest.config.ts): it starts a database cluster and processes
 * that would compete with the suites for the cores.
 */
export default defineConfig({
  test: {
    projects: ['packages/contract', ...serverProjects, 'apps/web', 'apps/extension', 'scripts'],
  },
});
