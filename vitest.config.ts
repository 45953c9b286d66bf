import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/phonetics', 'apps/server', 'apps/web', 'content'],
  },
});
