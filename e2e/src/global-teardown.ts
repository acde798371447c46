import { cleanUp, STATE_KEY, type E2eGlobalState } from './global-setup';

/** Stops the shared backend (SIGTERM, waits for the exit), drops its database and removes its data dir. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[STATE_KEY] as E2eGlobalState | undefined;
  if (state) {
    await cleanUp(state);
  }
}
