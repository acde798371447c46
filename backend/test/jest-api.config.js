// API tier: the in-process Nest app with supertest against the real PostgreSQL and Redis.
// ts-jest (not SWC) so the @nestjs/swagger plugin documents DTOs exactly as `nest build` does.
const { join } = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend-api',
  rootDir: '..',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.api-spec.ts'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
  setupFiles: ['<rootDir>/test/support/reset-orm-metadata.js'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: join(__dirname, 'tsconfig.json'),
        diagnostics: { ignoreCodes: [151002], exclude: ['**'] },
        astTransformers: {
          before: [{ path: join(__dirname, 'support', 'swagger-plugin-transformer.js') }],
        },
      },
    ],
  },
};
