/** One jest run, two projects: fast unit tests and integration tests on real Postgres and Redis. */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.integration\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.integration.test.ts'],
      globalSetup: '<rootDir>/services/kit/src/testing/global-setup.ts',
      // A project's testTimeout is not applied (Jest 30 reads the global one): set it per file.
      setupFilesAfterEnv: ['<rootDir>/services/kit/src/testing/integration-timeout.ts'],
    },
  ],
};
