// Black-box tier: the built backend (node backend/dist/src/main.js), the built CLI and the built web app,
// driven from outside over HTTP, the command line and a real browser (playwright-core + Debian chromium).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.e2e-spec.ts'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  // Servers, databases and browsers start inside tests: generous limits, and two workers for two cores.
  testTimeout: 60_000,
  maxWorkers: 2,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
};
