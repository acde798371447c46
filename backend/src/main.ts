import 'reflect-metadata';
import pino from 'pino';
import { ConfigError, loadConfig } from './config/env';
import { createApiApp } from './app.factory';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { pid: process.pid, context: 'Bootstrap' } });
  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.database.embeddedPort, logger });
  const app = await createApiApp({ config, databaseUrl: config.database.url ?? (embedded?.url as string) });
  await app.listen(config.http.port, config.http.host);
  installGracefulShutdown(app, { graceMs: config.http.shutdownGraceMs, server: app.getHttpServer(), afterClose: embedded?.stop });
  logger.info(`PromptForge is running at ${config.http.publicUrl} (API docs: ${config.http.publicUrl}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
