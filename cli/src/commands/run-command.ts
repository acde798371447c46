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
