import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Those need PostgreSQL and Redis servers: `npm run test:deployment` runs them.
    exclude: [...configDefaults.exclude, 'test/deployment/**'],
    setupFiles: ['test/fail-on-console-error.ts'],
    globalSetup: ['test/migrated-pglite.ts'],
    // The files share each worker's modules (the app, its database engine) instead of importing them
    // again, which took most of the project's time: each file builds its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
