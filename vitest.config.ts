import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/client'),
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
};
const api = ['src/server/**/*.api.test.ts'];
/** property-based fuzzing of the whole API (src/server/api.fuzz.test.ts): once, on PGlite */
const fuzz = ['src/server/**/*.fuzz.test.ts'];

/**
 * Unit and component tests, then the API suite on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 * The API files share their worker's modules (`isolate: false`): each builds its own apps and
 * databases, and importing the server's graph afresh for every file took about half of the API
 * suite's time. Spies are restored after each test (`restoreMocks`), so none leaks into the next file.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: [...api, ...fuzz, 'node_modules/**'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'fuzz', include: fuzz, isolate: false, env: { TEST_DB_ENGINE: 'pglite' }, testTimeout: 300_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'api-pglite', include: api, isolate: false, restoreMocks: true, env: { TEST_DB_ENGINE: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'api-postgres', include: api, isolate: false, restoreMocks: true, env: { TEST_DB_ENGINE: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 },
            },
          ]
        : []),
    ],
  },
});
