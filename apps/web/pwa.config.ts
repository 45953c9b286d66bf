import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import {
  cachedRequests,
  cacheNames,
  mediaCacheMaxEntries,
  mediaMatch,
} from './src/lib/offline/cached-requests.ts';

type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

/** What Vite's build manifest (`build.manifest`) says of each chunk. */
type BuildManifest = Record<
  string,
  { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] }
>;

/**
 * The lazily loaded code no learner needs: the dashboard's, which only admins open, the
 * catalogs, of which a learner needs only their own language's (the page keeps those,
 * `register-worker.ts`), and the password estimator's dictionaries (850 KB of gzip), which only
 * a password form uses, online, where the server judges the password anyway.
 */
const notForLearners = [
  'src/features/admin/',
  'src/i18n/locales/',
  '../../packages/contract/src/password-strength.ts',
];

/**
 * Of the build's scripts, precaches the page's entry and every lazily loaded part of the app a
 * learner may open (the game, the site's pages, settings, the sign-in and payment screens), each
 * with the chunks it imports: every screen opens offline, with its code compiled off the page's
 * thread, and no learner downloads the dashboard or twelve languages' catalogs.
 */
const learnerScriptsOnly =
  (outDir: string): ManifestTransform =>
  async (entries) => {
    const chunks = JSON.parse(
      await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as BuildManifest;
    const kept = new Set<string>();
    const keep = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || kept.has(chunk.file)) return;
      kept.add(chunk.file);
      for (const imported of chunk.imports ?? []) keep(imported);
    };
    keep('index.html');
    for (const [key, chunk] of Object.entries(chunks)) {
      if (chunk.isDynamicEntry && !notForLearners.some((folder) => chunk.src?.startsWith(folder))) keep(key);
    }
    return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || kept.has(entry.url)) };
  };

type RuntimeCaching = NonNullable<VitePWAOptions['workbox']['runtimeCaching']>[number];

/**
 * The course's files: kept first-come, whole files only (a range fetched from the network is not
 * kept). A file is found by its path alone: its name is its content, and the query of a premium
 * file's link is only its signature, which changes every day.
 */
const mediaRoute = (
  urlPattern: RegExp,
  cacheName: string,
  extra: Partial<RuntimeCaching['options']> = {},
): RuntimeCaching => ({
  urlPattern,
  handler: 'CacheFirst',
  options: {
    cacheName,
    expiration: { maxEntries: mediaCacheMaxEntries, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
    matchOptions: mediaMatch,
    ...extra,
  },
});

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
      manifestTransforms: [learnerScriptsOnly(outDir)],
      // Hashed names already change with their content.
      dontCacheBustURLsMatching: /\/assets\//,
      navigateFallback: 'index.html',
      // The keyboard layouts are files to save, never the app's page.
      navigateFallbackDenylist: [/^\/(?:api|media|healthz|readyz|keyboards)(?:\/|$)/],
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
        mediaRoute(cachedRequests.media, cacheNames.media),
        // The player's byte ranges are cut from the kept file.
        mediaRoute(cachedRequests.videos, cacheNames.videos, { rangeRequests: true }),
      ],
    },
  };
}
