import type { Command } from 'commander';
import { httpError } from '../api/errors';
import type { components } from '../api/schema.gen';
import type { ApiConnection } from '../config/connection';
import { CliError } from '../output/errors';
import { writeJson, writeLine } from '../output/render';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand } from './run-command';

export interface StatusOptions {
  connection: ApiConnection;
  json: boolean;
}

type DependencyStatus = components['schemas']['DependencyStatusDto'];

export function registerStatusCommand(program: Command, deps: CliDeps): void {
  program
    .command('status')
    .description('check that the PromptForge server is ready (database and job queue up)')
    .action((_options: unknown, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        return runStatus({ connection: await connectionFor(globals, deps), json: globals.json === true }, deps);
      }),
    );
}

/**
 * GET /api/health/ready. Ready (200): one line, or the JSON with --json, on stdout. Not ready (503): the
 * JSON with --json, then an error naming the dependencies that are down, or the server's message when
 * none is named. Any other answer: the server's message.
 */
export async function runStatus(
  options: StatusOptions,
  deps: Pick<CliDeps, 'createApiClient' | 'output'>,
): Promise<void> {
  const { connection } = options;
  const api = await deps.createApiClient(connection);
  const { data, error, response } = await api.GET('/api/health/ready');
  const where = `PromptForge at ${connection.baseUrl}`;

  if (data !== undefined) {
    if (options.json) writeJson(deps.output, data);
    else writeLine(deps.output, `${where} is ready${describe(data.details)}`);
    return;
  }

  // 503 is the readiness answer "not ready"; anything else (404 from an old server, 500…) is an error.
  if (response.status !== 503 || typeof error !== 'object' || error === null) {
    throw httpError(connection, response, error);
  }
  if (options.json) writeJson(deps.output, error);
  const details = dependencies(error.details);
  const down = Object.entries(details ?? {})
    .filter(([, dependency]) => dependency.status !== 'up')
    .map(([name]) => name);
  if (down.length === 0) throw httpError(connection, response, error);
  const verb = down.length === 1 ? 'is' : 'are';
  throw new CliError(`${where} is not ready: ${down.join(' and ')} ${verb} down${describe(details)}`);
}

/** The 503 body's `details`, when every entry has the shape of a DependencyStatus. */
function dependencies(details: unknown): Record<string, DependencyStatus> | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const entries = Object.values(details as Record<string, unknown>);
  const valid = entries.every((entry) => typeof (entry as { status?: unknown } | null)?.status === 'string');
  return valid ? (details as Record<string, DependencyStatus>) : undefined;
}

/** ` (database up, queue up: bull)`; a dependency's mode and message follow its status. */
function describe(details: Record<string, DependencyStatus> | undefined): string {
  const parts = Object.entries(details ?? {}).map(([name, { status, mode, message }]) => {
    const extra = [mode, message].filter((value) => value !== undefined && value !== '');
    return `${name} ${status}${extra.length > 0 ? `: ${extra.join(', ')}` : ''}`;
  });
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}
