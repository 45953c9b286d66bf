import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: by default Vitest leaves one free, which on a 2-core machine runs the files one at
    // a time.
    maxWorkers: '100%',
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
