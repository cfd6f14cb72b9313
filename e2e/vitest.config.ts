import { defineConfig } from 'vitest/config';

/** Browser journeys: the built app, the real server on PGlite, Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // A person waits a few seconds for a page; the 1 s default fails under a busy CI machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
