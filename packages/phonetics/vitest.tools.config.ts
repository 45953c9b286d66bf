import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run keyboards:check`: the keyboard layouts read by the tools of the systems they are for
// (xkbcomp from Debian's x11-xkb-utils, xmllint from libxml2-utils). A missing tool fails them.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'keyboard layouts, system tools', include: ['src/**/*.tools.test.ts'] },
});
