import type { Command } from 'commander';
import { needsStoredCredentials, resolveConnection, type ApiConnection } from '../config/connection';
import type { StoredCredentials } from '../config/credentials';
import type { CliDeps } from '../program';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { writeError } from '../output/render';

/** Options every command reads from the root program. */
export interface GlobalOptions {
  url?: string;
  apiKey?: string;
  json?: boolean;
}

/**
 * Runs a command's work and turns a failure into one `error: …` line on stderr and its exit code.
 * Actions never call process.exit(): the exit code goes through deps.
 */
export async function runCommand(deps: CliDeps, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    writeError(deps.output, error instanceof Error ? error.message : String(error));
    deps.setExitCode(error instanceof CliError ? error.exitCode : ExitCode.Error);
  }
}

export function globalOptions(command: Command): GlobalOptions {
  return command.optsWithGlobals<GlobalOptions>();
}

/**
 * The server and key for a command: flags, environment, then the config file. The file is read only when
 * flags and environment leave something open.
 */
export async function connectionFor(globals: GlobalOptions, deps: Pick<CliDeps, 'env' | 'openCredentials'>): Promise<ApiConnection> {
  const stored = needsStoredCredentials(globals, deps.env) ? await readStored(deps) : undefined;
  return resolveConnection(globals, deps.env, stored);
}

export async function readStored(deps: Pick<CliDeps, 'openCredentials'>): Promise<StoredCredentials> {
  const store = await deps.openCredentials();
  return { path: store.path, credentials: await store.read() };
}
