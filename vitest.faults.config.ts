import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults` (issue 15): real server processes (the production bundle) killed, signalled
 * and cut off from PostgreSQL. Run after `npm test` (which builds); .ci/run calls it.
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.spec.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
