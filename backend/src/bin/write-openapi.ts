import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppModule } from '../app.module';
import { backendVersion, configureHttp } from '../app.factory';
import { createOpenApiDocument } from '../common/openapi/openapi';
import { loadConfig } from '../config/env';

/**
 * Builds the OpenAPI document without connecting to anything (Nest preview mode instantiates no provider).
 * Used by `npm run api:generate` and by the drift test.
 */
export async function buildOpenApiDocument() {
  const config = loadConfig({
    NODE_ENV: 'development',
    JWT_SECRET: 'openapi-writer-does-not-sign-anything!!',
    PROVIDER_KEYS_SECRET: 'openapi-writer-does-not-encrypt-anything',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl: 'postgres://unused', role: 'api' }),
    { preview: true, logger: false, bodyParser: false },
  );
  configureHttp(app);
  const document = createOpenApiDocument(app, backendVersion());
  await app.close();
  return document;
}

export function serializeOpenApiDocument(document: object): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (require.main === module) {
  void buildOpenApiDocument().then((document) => {
    const target = join(dirname(require.resolve('@promptforge/backend/package.json')), 'openapi.json');
    writeFileSync(target, serializeOpenApiDocument(document));
    console.log(`Wrote ${target}`);
  });
}
