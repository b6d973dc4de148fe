// ESM all the way: the @actions packages ship ESM only, so tests run under
// Node's VM modules with ts-jest in ESM mode.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.dev.json' }]
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/temp-dirs.ts'],
  testTimeout: 60000,
  maxWorkers: 2
}
