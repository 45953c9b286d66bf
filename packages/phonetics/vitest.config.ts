import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'phonetics',
    include: ['src/**/*.test.ts'],
    // The checks with the systems' own tools run on their own (`npm run keyboards:check`), so
    // that `npm test` needs nothing but Node.
    exclude: ['src/**/*.tools.test.ts'],
    passWithNoTests: true,
  },
});
