// ESM all the way: the @actions packages ship ESM only, so tests run under Node's VM modules,
// the TypeScript stripped of its types by esbuild (test/support/esbuild-transform.mjs).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // GitHub's workflow parser imports its schema as JSON with no import attribute: see the file.
    '^\\.\\./workflow-v1\\.0\\.min\\.json$': '<rootDir>/test/support/workflow-schema.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': '<rootDir>/test/support/esbuild-transform.mjs'
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/temp-dirs.ts'],
  // A hang detector, not a speed check: tests wait for events, never for a clock, so the budget
  // only has to name a test that never ends. The slowest take minutes on a busy machine.
  testTimeout: 10 * 60_000,
  maxWorkers: 2
}
