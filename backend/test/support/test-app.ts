import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { createApiApp, createWorkerApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { databaseUrl, templateDatabase, TEST_POSTGRES_URL, TEST_REDIS_URL, testRunId } from './test-env';

export interface TestAppOptions {
  /** `real`: the local Redis with a queue prefix unique to this run; `none`: in-process jobs; or any URL. */
  redis?: 'real' | 'none' | string;
  /** Reuse a database (e.g. to start a worker on the API's database). */
  database?: string;
  imports?: Array<Type | DynamicModule>;
  extraQueues?: readonly string[];
  env?: Record<string, string>;
  logDestination?: DestinationStream;
}

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  config: AppConfig;
  database: string;
  close(): Promise<void>;
}

let databaseCounter = 0;

/** A fresh database cloned from the migrated template (immich-style): each test app sees only its own rows. */
export async function createTestDatabase(): Promise<string> {
  const name = `pf_test_${testRunId()}_${process.env.JEST_WORKER_ID ?? '0'}_${++databaseCounter}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export function testConfig(options: { database: string; redis?: TestAppOptions['redis']; env?: Record<string, string> }): AppConfig {
  const redis = options.redis ?? 'real';
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pf-test-')),
    DATABASE_URL: databaseUrl(options.database),
    REDIS_URL: redis === 'real' ? TEST_REDIS_URL : redis === 'none' ? '' : redis,
    QUEUE_PREFIX: `pftest_${testRunId()}`,
    JWT_SECRET: 'test-secret-that-is-at-least-32-bytes-long',
    LOG_LEVEL: 'silent',
    // Every test registers its own users from 127.0.0.1; the limit itself is tested with a low value.
    REGISTRATIONS_PER_HOUR: '10000',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  let app: NestExpressApplication | undefined;
  try {
    const config = testConfig({ database, redis: options.redis, env: options.env });
    app = await createApiApp({
      config,
      databaseUrl: databaseUrl(database),
      imports: options.imports,
      extraQueues: options.extraQueues,
      logDestination: options.logDestination,
    });
    await app.init();
    return testApp(app, config, database, ownsDatabase);
  } catch (error) {
    // A test of a failing start-up must not leave connections or its database behind.
    await app?.close().catch(() => undefined);
    if (ownsDatabase) {
      await dropTestDatabase(database);
    }
    throw error;
  }
}

function testApp(app: NestExpressApplication, config: AppConfig, database: string, ownsDatabase: boolean): TestApp {
  return {
    app,
    config,
    database,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      if (ownsDatabase) {
        await dropTestDatabase(database);
      }
    },
  };
}

export async function createTestWorker(options: { database: string; imports?: TestAppOptions['imports']; extraQueues?: readonly string[] }) {
  const config = testConfig({ database: options.database, redis: 'real' });
  return createWorkerApp({ config, databaseUrl: databaseUrl(options.database), imports: options.imports, extraQueues: options.extraQueues });
}

/** One statement as the PostgreSQL superuser, outside any test database (create, drop, refuse connections). */
export async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
