import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

/** `npm run test:unit`: contract, server (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set) and web. */
export default defineConfig({
  test: {
    projects: ['packages/contract', ...serverProjects, 'apps/web', 'apps/extension'],
  },
});
