/**
 * `npm run test:mutation`: Stryker changes the code that guards learners and accounts one small
 * mutation at a time and runs the tests that reach it; a mutant the tests still pass is a gap in
 * them. Not in CI (it takes tens of minutes); its last score is in docs/mutation-testing.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Vitest does not type-check, and a `// @ts-nocheck` added to the generated API types would
  // make them differ from what the OpenAPI test generates.
  disableTypeChecks: false,
  // A mutant in a module's top-level code (the answer statement's SQL) runs while the module
  // loads, before any test: every test would have to run for it. Such text, emptied, is an SQL
  // syntax error every answer test meets; the mutants worth the time are in the functions.
  ignoreStatic: true,
  mutate: [
    // The answer's path: checked, limited and recorded in one statement.
    'apps/server/src/modules/progress/service.ts',
    'apps/server/src/modules/progress/answer-statement.ts',
    // The access checks every route passes through.
    'apps/server/src/platform/routes.ts:89-101',
    // The comparison of a typed answer with the accepted ones.
    'packages/phonetics/src/accepted.ts',
    'packages/phonetics/src/compare.ts',
    // The rules a new password must meet.
    'packages/contract/src/password-strength.ts',
    'apps/server/src/modules/accounts/new-passwords.ts',
    'apps/server/src/modules/accounts/common-passwords.ts',
  ],
  ignorePatterns: ['data', 'dist', 'apps/web/public/keyboards', 'reports', 'e2e'],
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
};
