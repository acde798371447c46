import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import type { ApiClient } from './api/client';
import { registerStatusCommand } from './commands/status';
import { DEFAULT_URL, type ApiConnection, type Env } from './config/connection';
import { ExitCode, exitCodesHelp } from './output/exit-codes';
import type { OutputSink } from './output/render';

/** Everything a command touches outside itself. index.ts passes the real ones, tests pass fakes. */
export interface CliDeps {
  /** Builds the API client. The real factory loads openapi-fetch only when a command calls it. */
  createApiClient(connection: ApiConnection): Promise<ApiClient>;
  output: OutputSink;
  env: Env;
  setExitCode(code: ExitCode): void;
}

export function createProgram(deps: CliDeps): Command {
  const program = new Command('promptforge')
    .description('PromptForge from the command line and in CI pipelines')
    .version(readVersion(), '-V, --version', 'print the version')
    .option('--url <url>', `PromptForge server URL (env PROMPTFORGE_URL, default ${DEFAULT_URL})`)
    .option('--api-key <key>', 'API key, sent as a bearer token (env PROMPTFORGE_API_KEY)')
    .option('--json', 'print machine-readable JSON on stdout')
    .addHelpText('after', exitCodesHelp())
    .showHelpAfterError("(run 'promptforge --help' for usage)")
    // Subcommands copy these settings when they are created, so they come before the commands.
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({ writeOut: (text) => deps.output.stdout(text), writeErr: (text) => deps.output.stderr(text) })
    .exitOverride((error) => {
      // --help and --version end with 0; unknown options, commands and bad values are usage errors.
      deps.setExitCode(error.exitCode === 0 ? ExitCode.Ok : ExitCode.Usage);
      throw error;
    });

  registerStatusCommand(program, deps);
  return program;
}

/**
 * Parses `argv` and runs the command. Every outcome reaches the user through deps: output on the sink, the
 * exit code through setExitCode. Commander has already printed its own errors and help when it throws.
 */
export async function run(argv: readonly string[], deps: CliDeps, from: 'node' | 'user'): Promise<void> {
  try {
    await createProgram(deps).parseAsync(argv, { from });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
  }
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
