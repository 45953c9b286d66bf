/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

/**
 * React Router ships a production build beside its development one, but its package exports only
 * the development build (remix-run/react-router#14102), whose warnings would run in every visitor's
 * browser. The production build differs only in leaving them out; the tests and the dev server
 * run it too, so that what is tested is what ships.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * The five themes' custom properties as a stylesheet, made from `src/theme/themes.ts` at build time.
 * That module (and the contract it reads) is TypeScript, which tsx runs here.
 */
function themeStylesheet(): Plugin {
  const id = 'virtual:tp-themes.css';
  const themes = new URL('./src/theme/themes.ts', import.meta.url).href;
  return {
    name: 'tp-themes',
    resolveId: (source) => (source === id ? id : null),
    async load(source) {
      if (source !== id) return null;
      this.addWatchFile(new URL(themes).pathname);
      const { themeCss } = (await tsImport(themes, import.meta.url)) as typeof import('./src/theme/themes');
      return themeCss();
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A Brotli and a gzip copy beside each text file of the build, which the server sends to browsers
 * that take them (@fastify/static's `preCompressed`): compressed once, at the highest levels, rather
 * than on every request. A copy no smaller than its file is left out, and the file goes as it is.
 */
function precompress(): Plugin {
  return {
    name: 'tp-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const write = async (file: string, copy: Buffer, size: number) => {
        if (copy.length < size) await writeFile(file, copy);
      };
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => /\.(js|css|html|svg|json)$/.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipped(source, { level: 9 }),
            ]);
            await Promise.all([
              write(`${file}.br`, br, source.length),
              write(`${file}.gz`, gz, source.length),
            ]);
          }),
      );
    },
  };
}

/**
 * `.vite/chunk-modules.json` beside the build manifest: the source modules in each script, by
 * path from the repository root (`apps/web/src/…`, or a package's name for what comes from
 * node_modules). The first-screen test reads it to name what the first screen loads.
 */
function chunkModules(): Plugin {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const name = (id: string) => {
    const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
    const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (inPackage?.[1]) return inPackage[1];
    // Virtual modules (the bundler's runtime, Vite's helpers, the themes) keep their own names.
    return path.isAbsolute(file) ? path.relative(repoRoot, file) : file;
  };
  return {
    name: 'tp-chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [[output.fileName, [...new Set(output.moduleIds.map(name))].sort()]] : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(Object.fromEntries(chunks), null, 2)}\n`,
      });
    },
  };
}

const outDir = 'dist';

/**
 * `vite build --ssr src/server-render.tsx` writes the first screen's server renderer here, for the
 * API server to load (apps/server/src/platform/first-screen.ts); it is not served.
 */
const serverRendererOutDir = 'dist-ssr';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        themeStylesheet(),
        precompress(),
        chunkModules(),
        VitePWA(pwaOptions(path.join(import.meta.dirname, outDir))),
      ],
  resolve: {
    alias: [
      // `#web/…` is `src/…` (tsconfig.json's `paths`), for imports from across the app.
      { find: /^#web\//, replacement: `${path.join(import.meta.dirname, 'src')}/` },
      // React 17's shim, which react-i18next still imports: React 19 has the hook itself.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.join(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
      },
      reactRouterProduction,
    ],
  },
  // The server renderer carries its libraries: it runs wherever the server does, with its own React.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: serverRendererOutDir, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir,
        // Read by the service worker's precache list (pwa.config.ts).
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          // Imported constants are copied where they are used, so a script carries only the API
          // routes (`@tp/contract/routes`) it calls, not every route some other screen calls.
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            codeSplitting: {
              // The first screen is one script: every module the page imports statically, from
              // main.tsx down. What sits behind an `import()` (the other screens' table, the item views,
              // the catalogs) stays in chunks of its own, so what the first screen loads follows from
              // the imports alone. Left to itself, the bundler would give each module that a lazy screen
              // shares a chunk of its own: dozens of small requests, each compressed apart.
              groups: [{ name: 'app', tags: ['$initial' as const] }],
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
    // A worker thread per file starts faster than a process.
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Each test starts with its mocks' calls forgotten: a call an earlier test made (a reload, a
    // navigation) must not satisfy a later test's wait before its own flow has run.
    clearMocks: true,
    // Above the queries' own five seconds (src/test/setup.ts), so that a slow one fails as itself.
    testTimeout: 15_000,
  },
}));
