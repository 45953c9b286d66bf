// Compiles the server for production: src/main.ts and the workspace packages it imports (which
// ship TypeScript) into one ES module, dist/main.js, beside the database migrations it applies at
// start and the embedded database's thread (plain JavaScript, copied as it is). Dependencies from
// node_modules stay imports. `npm start` and the image run the result.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('..', import.meta.url));
const dist = `${server}dist`;

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${server}src/main.ts`],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  // Leaves every package import to Node but our own packages', which are TypeScript.
  plugins: [
    {
      name: 'external-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tp/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The source finds them beside its database module, the bundle beside itself.
await cp(`${server}src/db/migrations`, `${dist}/migrations`, { recursive: true });
await cp(`${server}src/db/pglite-worker.js`, `${dist}/pglite-worker.js`);
