import { resolve } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';

/**
 * Content-script logic against saved pages (jsdom), and the queue against the real API
 * (buildApp on PGlite, prepared by the server's global setup) behind a local HTTP server.
 */
export default defineProject({
  plugins: [lingui({ configPath: resolve(import.meta.dirname, 'lingui.config.ts') })],
  test: {
    name: 'extension',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['../server/src/test/global-setup.ts'],
    // The popup's texts in English, as a first visit with an English browser sees them.
    setupFiles: ['./src/test/english.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
