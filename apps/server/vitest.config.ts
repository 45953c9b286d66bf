import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Those need PostgreSQL and Redis servers: `npm run test:deployment` runs them.
    exclude: [...configDefaults.exclude, 'test/deployment/**'],
    setupFiles: ['test/fail-on-console-error.ts'],
    globalSetup: ['test/migrated-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
