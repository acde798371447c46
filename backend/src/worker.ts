import 'reflect-metadata';
import { createWorkerApp } from './app.factory';
import { ConfigError, loadConfig } from './config/env';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown';

/** Consumes the Redis queues; scale it separately from the API. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  if (!config.queue.redisUrl || !config.database.url) {
    throw new ConfigError(
      'The worker needs REDIS_URL and DATABASE_URL. Without REDIS_URL the API runs jobs in-process and no worker is needed.',
    );
  }
  const app = await createWorkerApp({ config, databaseUrl: config.database.url });
  installGracefulShutdown(app, { graceMs: 0 });
  console.log('PromptForge worker is processing jobs');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
