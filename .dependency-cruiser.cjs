/**
 * The layers of the web app and the modules of the server, as `npm run lint` checks them
 * (dependency-cruiser resolves every import, relative, aliased or by package path alike).
 */
const { resolve } = require('node:path');

const sharedLayers = 'lib|ui|i18n|theme|session|course|play|keyboard';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-shared-layers',
      comment:
        `A feature imports the app's shared parts (${sharedLayers}) and its own modules, never ` +
        'another feature or the app shell: move what two features share out of them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/', pathNot: `^apps/web/src/(features/$1|${sharedLayers}|test|assets)/` },
    },
    {
      name: 'shared-layers-serve-features',
      comment: "The app's shared parts serve the features and the app shell, and import neither.",
      severity: 'error',
      from: { path: `^apps/web/src/(${sharedLayers})/` },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'module-imports-module-entry',
      comment:
        "A server module uses another only through that module's entry file (index.ts), " +
        'which names what the module offers the others.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'imports-resolve',
      comment: 'An import the checks cannot follow would pass them unchecked.',
      severity: 'error',
      from: {},
      // The one module that is not a file: the Vite plugin in apps/web/vite.config.ts makes it.
      to: { couldNotResolve: true, pathNot: '^virtual:tp-themes\\.css$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // Absolute, from where it runs (a relative name finds the file but not the one it extends).
    tsConfig: { fileName: resolve('apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
