import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { cachedRequests, cacheNames } from './src/app/offline/cached-requests';

type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

/**
 * Of the build's scripts, precaches only those the page itself names (the entry and its static
 * imports), so the app starts offline without every learner downloading the dashboard and all
 * twelve languages. The lazy screens are kept as they are used, and the game's are fetched ahead
 * (`register-worker.ts`).
 */
const entryScriptsOnly =
  (outDir: string): ManifestTransform =>
  async (entries) => {
    const page = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const named = new Set([...page.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
    return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || named.has(entry.url)) };
  };

/** The installable app: its manifest, and a service worker that keeps what offline play needs. */
export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    // The page registers the worker itself (`service-worker.ts`), in a few hundred bytes.
    injectRegister: false,
    registerType: 'prompt',
    // The manifest's icons are precached with it; iOS asks for its own.
    includeAssets: ['icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'TP: phonetic typing',
      short_name: 'TP',
      description: 'Hear English, type it in phonetic symbols, and learn to hear every sound.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f5f7fb',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // The key sounds are the keyboard's, which plays offline too.
      globPatterns: ['index.html', 'sounds/**/*.mp3', 'assets/*.{js,css,woff2}'],
      manifestTransforms: [entryScriptsOnly(outDir)],
      // Hashed names already change with their content.
      dontCacheBustURLsMatching: /\/assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/(?:api|media|healthz|readyz)(?:\/|$)/],
      cleanupOutdatedCaches: true,
      // The first visit's page is kept by the worker at once; later versions wait for the learner.
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: cachedRequests.assets,
          handler: 'CacheFirst',
          options: {
            cacheName: cacheNames.assets,
            expiration: { maxEntries: 300, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: cachedRequests.course,
          handler: 'NetworkFirst',
          options: {
            cacheName: cacheNames.course,
            networkTimeoutSeconds: 5,
            // The server varies it by Accept-Encoding, which the cache must not tell apart.
            matchOptions: { ignoreVary: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: cachedRequests.media,
          handler: 'CacheFirst',
          options: {
            cacheName: cacheNames.media,
            expiration: { maxEntries: 600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
