import { defineConfig } from 'vitest/config';

/**
 * The cluster smoke test (bench/cluster): real PostgreSQL primary + replica, two API processes.
 * `npm run test:cluster`, after the unit suites; it skips (with a message) without PostgreSQL 15's
 * server programs.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['cluster/**/*.test.ts'],
    testTimeout: 120_000,
    // Building the server and starting the cluster: minutes on a busy 2-core machine.
    hookTimeout: 240_000,
  },
});
