import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deployment`: the server as it is deployed — several processes on one PostgreSQL
 * database and one Redis, killed and restarted. Needs a PostgreSQL server (DATABASE_URL, default
 * the local one) and Redis (REDIS_URL, default the local one).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'deployment',
    include: ['test/deployment/**/*.test.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
