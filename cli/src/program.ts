import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import type { ApiClient } from './api/client';
import { registerAuthCommands } from './commands/auth';
import { registerDocsCommands } from './commands/docs';
import { registerModelsCommand } from './commands/models';
import { PULL_VERSION_OPTION, registerPromptsCommands } from './commands/prompts';
import { registerRulesCommands } from './commands/rules';
import { registerRunCommand } from './commands/run';
import { registerScanCommand } from './commands/scan';
import { registerStatusCommand } from './commands/status';
import { registerTokensCommand } from './commands/tokens';
import { DEFAULT_URL, type ApiConnection, type Env } from './config/connection';
import type { CredentialStore } from './config/credentials';
import { ExitCode, exitCodesHelp } from './output/exit-codes';
import { redactingSink, type OutputSink } from './output/render';

/** Everything a command touches outside itself. index.ts passes the real ones, tests pass fakes. */
export interface CliDeps {
  /** Builds the API client. The real factory loads openapi-fetch only when a command calls it. */
  createApiClient(connection: ApiConnection): Promise<ApiClient>;
  /** The config file written by `promptforge login`. The real one loads node:fs code only when called. */
  openCredentials(): Promise<CredentialStore>;
  /**
   * Reads a secret from standard input: after `prompt` (on stderr) and without echo on a terminal, plainly
   * from a pipe. Trimmed; empty when nothing was given.
   */
  readSecret(prompt: string): Promise<string>;
  output: OutputSink;
  env: Env;
  setExitCode(code: ExitCode): void;
}

export function createProgram(cliDeps: CliDeps): Command {
  // No diagnostic may show an API key, whatever it quotes.
  const deps: CliDeps = { ...cliDeps, output: redactingSink(cliDeps.output) };
  const program = new Command('promptforge')
    .description('PromptForge from the command line and in CI pipelines')
    .version(readVersion(), '-V, --version', 'print the version')
    .option('--url <url>', `PromptForge server URL (env PROMPTFORGE_URL, then the stored one, default ${DEFAULT_URL})`)
    .option('--api-key <key>', 'API key (pfk_…), sent as a bearer token (env PROMPTFORGE_API_KEY, then the stored one)')
    .option('--json', 'print machine-readable JSON on stdout')
    .addHelpText('after', `${CREDENTIALS_HELP}${exitCodesHelp()}`)
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
  registerAuthCommands(program, deps);
  registerModelsCommand(program, deps);
  registerPromptsCommands(program, deps);
  registerTokensCommand(program, deps);
  registerRunCommand(program, deps);
  registerRulesCommands(program, deps);
  registerScanCommand(program, deps);
  registerDocsCommands(program, deps);
  return program;
}

/**
 * Parses `argv` and runs the command. Every outcome reaches the user through deps: output on the sink, the
 * exit code through setExitCode. Commander has already printed its own errors and help when it throws.
 */
export async function run(argv: readonly string[], deps: CliDeps, from: 'node' | 'user'): Promise<void> {
  try {
    await createProgram(deps).parseAsync(withPullVersion(argv), { from });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
  }
}

/**
 * Commander lets the root's options win wherever they appear, so `prompts pull NAME --version 3` would print the
 * CLI's version. After `prompts pull`, --version means the prompt's version: it is handed on under the option's
 * internal name.
 */
export function withPullVersion(argv: readonly string[]): string[] {
  const pull = argv.findIndex((arg, index) => arg === 'pull' && argv[index - 1] === 'prompts');
  if (pull < 0) return [...argv];
  return argv.map((arg, index) => {
    if (index <= pull) return arg;
    if (arg === '--version') return PULL_VERSION_OPTION;
    return arg.startsWith('--version=') ? `${PULL_VERSION_OPTION}${arg.slice('--version'.length)}` : arg;
  });
}

const CREDENTIALS_HELP = `
Server and API key, for every command: --url and --api-key, then
PROMPTFORGE_URL and PROMPTFORGE_API_KEY, then what \`promptforge login\` stored
in $XDG_CONFIG_HOME/promptforge/config.json (default ~/.config/promptforge/),
then ${DEFAULT_URL} without a key. A stored key is only sent to the server
it was stored for. Messages go to stderr, data to stdout.
`;

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
