// `npm start`: builds the web app and the server when their builds are missing or older than their
// sources, then runs the compiled server in this process so that signals reach it directly.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const at = (...p) => path.join(root, ...p);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** Runs `npm run build` in a workspace when its output is missing or older than any of its sources. */
function buildWhenStale(workspace, output, sources, what) {
  const built = at(output);
  if (existsSync(built) && Math.max(...sources.map((s) => newestMtime(at(s)))) <= statSync(built).mtimeMs)
    return;
  console.log(`Building ${what}…`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

buildWhenStale(
  'apps/web',
  // Written last: the app, then its first screen's server renderer.
  'apps/web/dist-ssr/server-render.js',
  [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/pwa.config.ts',
    'packages',
  ],
  'the web app',
);
buildWhenStale(
  'apps/server',
  'apps/server/dist/main.js',
  ['apps/server/src', 'apps/server/scripts/build.mjs', 'packages', 'content/src'],
  'the server',
);

await import(at('apps/server/dist/main.js'));
