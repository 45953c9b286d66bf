import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/phonetics',
      'packages/speech',
      'apps/server',
      'apps/web',
      'content',
      'docs',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
