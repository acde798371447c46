import type { Command } from 'commander';
import { httpError } from '../api/errors';
import type { components } from '../api/schema.gen';
import type { ApiConnection } from '../config/connection';
import { writeJson, writeLine, writeMessage } from '../output/render';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand } from './run-command';

export type Model = components['schemas']['ModelDto'];

export function registerModelsCommand(program: Command, deps: CliDeps): void {
  program
    .command('models')
    .description('list the models you can use: id, provider, context window, prices per 1,000 tokens, available')
    .addHelpText(
      'after',
      [
        '',
        'AVAILABLE says whether a key exists for the model\'s provider: your own (Settings →',
        'LLM Providers) or the server\'s. --json prints the list as the API returns it.',
      ].join('\n'),
    )
    .action((_options: unknown, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        return runModels({ connection: await connectionFor(globals, deps), json: globals.json === true }, deps);
      }),
    );
}

/** GET /api/models: a table on stdout (the JSON with --json). */
export async function runModels(options: { connection: ApiConnection; json: boolean }, deps: Pick<CliDeps, 'createApiClient' | 'output'>): Promise<void> {
  const api = await deps.createApiClient(options.connection);
  const { data, error, response } = await api.GET('/api/models');
  if (data === undefined) throw httpError(options.connection, response, error);
  if (options.json) {
    writeJson(deps.output, data);
    return;
  }
  for (const line of modelsTable(data)) writeLine(deps.output, line);
  if (data.length > 0 && data.every((model) => !model.available)) {
    writeMessage(deps.output, 'No model is available yet: add a provider key in Settings → LLM Providers.');
  }
}

const HEADERS = ['ID', 'PROVIDER', 'CONTEXT', 'INPUT $/1K', 'OUTPUT $/1K', 'AVAILABLE'] as const;

/** Aligned columns (numbers right-aligned), then a line saying what the prices are and how recent. */
export function modelsTable(models: readonly Model[]): string[] {
  if (models.length === 0) return ['No models are enabled on this server.'];
  const rows = models.map((model) => [
    model.id,
    model.provider,
    model.contextWindow.toLocaleString('en-US'),
    price(model.costPer1kTokensInput),
    price(model.costPer1kTokensOutput),
    model.available ? 'yes' : 'no',
  ]);
  const widths = HEADERS.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const rightAligned = new Set([2, 3, 4]);
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const dates = [...new Set(models.map((model) => model.pricesAsOf))].sort();
  const asOf = dates.length === 1 ? dates[0] : `${dates[0]} to ${dates.at(-1)}`;
  return [format(HEADERS), ...rows.map(format), '', `Prices in USD per 1,000 tokens, as of ${asOf}.`];
}

/** Six decimals, as the product shows costs (tool spec §9). */
function price(value: number): string {
  return value.toFixed(6);
}
