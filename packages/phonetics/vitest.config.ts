import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'phonetics', include: ['src/**/*.test.ts'], passWithNoTests: true },
});
