import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core driving Debian's Chromium against the production build. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
