import { defineProject } from 'vitest/config';

/**
 * Content-script logic against saved pages (jsdom), and the queue against the real API
 * (buildApp on PGlite, prepared by the server's global setup) behind a local HTTP server.
 */
export default defineProject({
  test: {
    name: 'extension',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['../server/src/test/global-setup.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
