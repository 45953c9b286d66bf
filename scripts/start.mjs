// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (TypeScript, through tsx) in this process so that signals reach it directly.
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

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
  'packages',
];
const built = at('apps/web/dist/index.html');
if (!existsSync(built) || Math.max(...sources.map((s) => newestMtime(at(s)))) > statSync(built).mtimeMs) {
  console.log('Building the web app…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(at('apps/server/src/main.ts'));
