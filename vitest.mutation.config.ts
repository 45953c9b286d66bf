import { defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config';

/**
 * The tests written for what `npm run test:mutation` mutates (stryker.config.mjs): each mutant runs
 * the ones of these that reach it. The whole suite would reach the answer's route from thousands
 * of malformed-input probes that say nothing about what the answer records.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...server,
        root: './apps/server',
        test: {
          ...server.test,
          include: [
            // The answer's path.
            'src/modules/progress/*.test.ts',
            'test/progress.test.ts',
            'test/premium-content.test.ts',
            'test/sessions.test.ts',
            // The access checks.
            'test/access-matrix.test.ts',
            // The password rules.
            'src/modules/accounts/*.test.ts',
            'test/accounts.test.ts',
            'test/change-password.test.ts',
            'test/system.test.ts',
          ],
        },
      },
      './packages/phonetics',
      './packages/contract',
    ],
  },
});
