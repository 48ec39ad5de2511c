import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core driving Debian's Chromium against the production build. */
export default defineConfig({
  // the tests import a few client and shared modules (texts, ordering rules) that use these aliases
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/client'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
