// Unit tier of the offline prompt engine: pure functions, no database, no network.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'prompt-engine',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' },
    ],
  },
};
