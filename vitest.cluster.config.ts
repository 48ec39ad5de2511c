import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster` (issue 17): three production servers on one PostgreSQL behind a real
 * nginx. Uses the build from `npm test` (or CLUSTER_BUILD_ROOT's); skips where nginx, PostgreSQL
 * or the build is missing. .ci/run calls it after test:faults.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.spec.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
