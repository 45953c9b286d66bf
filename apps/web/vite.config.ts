/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const shellModules = new RegExp(
  [
    String.raw`/src/lib/(storage|preferences|keyboard-settings|media-settings|guest-progress|api-client|initials)\.`,
    String.raw`/src/ui/(Button|Spinner|Toast|Modal|Avatar|use-page-title|use-media-query)\.`,
    '/src/theme/',
    String.raw`/src/features/settings/(apply-server-settings|settings-sync|local-settings)\.`,
    '/node_modules/react/',
  ].join('|'),
);

// The game's first-screen modules that the review of weak sounds shares: one chunk, not one each.
const gameModules =
  /\/src\/features\/game\/(course|focus-item|components\/ItemCard|api\/progress|hooks\/(game-context|use-badge-toasts))\./;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first screen's small modules that lazy screens share too. Left alone, the bundler
          // emits each as a chunk of its own (one request each, compressed apart); together they
          // load as one. Only modules every visitor loads belong here: nothing lazy is pulled forward.
          groups: [
            { name: 'shell', test: shellModules },
            { name: 'game', test: gameModules },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/media': apiTarget,
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
