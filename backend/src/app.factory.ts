import { MikroORM } from '@mikro-orm/core';
import { INestApplicationContext, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { compressApiAnswers } from './common/http/compression';
import { answerBodyErrors, jsonBody } from './common/http/json-body.middleware';
import { pipeline } from './common/http/pipeline';
import { securityHeaders } from './common/http/security-headers';
import { requestLogging } from './common/logging/request-logging.middleware';
import { createValidationPipe } from './common/http/validation.pipe';
import { createOpenApiDocument, serveOpenApi } from './common/openapi/openapi';
import type { AppConfig } from './config/env';
import { requestContext } from './database/request-context.middleware';
import { JsonBodyPool } from './engine/json-body-pool.service';
import type { DestinationStream } from 'pino';

export interface CreateAppOptions {
  config: AppConfig;
  databaseUrl: string;
  imports?: Array<Type | DynamicModule>;
  extraQueues?: readonly string[];
  logDestination?: DestinationStream;
}

export const API_PREFIX = 'api';

/** The HTTP API, configured the same way for `main.ts`, the OpenAPI writer and the tests. */
export async function createApiApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ ...options, role: 'api' }), {
    bodyParser: false, // jsonBody() parses bodies so their errors share the error shape
    bufferLogs: true,
    abortOnError: false, // throw start-up errors to the caller instead of exiting the process
  });
  app.useLogger(app.get(Logger));
  configureHttp(app);
  app.set('trust proxy', options.config.http.trustProxyHops);
  serveOpenApi(app, createOpenApiDocument(app, backendVersion()));
  return app;
}

/** Queue processors only: the same modules, no HTTP listener. */
export async function createWorkerApp(options: CreateAppOptions): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...options, role: 'worker' }), { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  return app.init();
}

export function configureHttp(app: NestExpressApplication): void {
  app.disable('x-powered-by');
  // API answers are per-user and change with every write: an ETag (a SHA-1 of each body) would only let a client skip
  // downloading a few hundred bytes after the server did all the work. Static files get theirs from `common/web-app`.
  app.set('etag', false);
  // What every request gets, as plain Express middlewares (a Nest middleware costs a router layer with a path match
  // and an async wrapper per request): security headers, the request id and its log line, the ORM request context;
  // then for the API, compression and JSON bodies, whose errors get the API's error answer.
  app.use(pipeline(securityHeaders(), requestLogging(), requestContext(() => app.get(MikroORM))));
  app.use(`/${API_PREFIX}`, pipeline(compressApiAnswers(), jsonBody(app.get(JsonBodyPool))), answerBodyErrors(new ApiExceptionFilter()));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
}

export function backendVersion(): string {
  return (require('@promptforge/backend/package.json') as { version: string }).version;
}
