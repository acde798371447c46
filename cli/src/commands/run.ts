import { InvalidArgumentError, Option, type Command } from 'commander';
import { httpError } from '../api/errors';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import type { CliDeps } from '../program';
import { RUN_FORMATS, type RunFormat } from '../run/report';
import { connectionFor, globalOptions, runCommand } from './run-command';

// The API client, the CSV parser and the report are loaded inside the action: `--help` stays fast.

interface RunOptions {
  models: string[];
  var: Record<string, string>;
  batch?: string;
  concurrency?: number;
  dryRun?: boolean;
  minPassRate?: number;
  format?: RunFormat;
  output?: string;
}

const POLL_MS = 500;

export function registerRunCommand(program: Command, deps: CliDeps): void {
  program
    .command('run')
    .description('run prompt files against models (and CSV rows) as a playground run on the server; a pass-rate gate for CI')
    .argument('<prompts...>', 'prompt files (Markdown with front matter, as `prompts pull` writes them)')
    .requiredOption('--models <ids>', 'comma-separated model catalogue ids', parseModels)
    .option('--var <key=value>', 'a variable for {{key}} placeholders (repeatable; CSV columns win)', collectVariable, {})
    .option('--batch <file.csv>', 'one run per CSV row; the header names the variables; __expected, __contains, __regex, __json_schema columns check outputs')
    .addOption(new Option('--concurrency <n>', 'model calls at once, 1 to 50 (default: the server’s, 4)').argParser(parseConcurrency))
    .option('--dry-run', 'send nothing to the models: outputs are the rendered prompts, with exact input tokens and worst-case cost')
    .addOption(new Option('--min-pass-rate <percent>', 'fail (exit 4) when the share of checked outputs that pass is below this').argParser(parsePercent))
    .addOption(new Option('--format <format>', 'report format (default text; --json means json)').choices(RUN_FORMATS))
    .option('--output <file>', 'also write the full report (JSON) to this file')
    .addHelpText(
      'after',
      [
        '',
        'Progress goes to stderr (a bar on a terminal, plain lines otherwise); stdout holds only the report.',
        'Ctrl-C cancels the run on the server. Exits 4 when the pass rate is below --min-pass-rate.',
        '  promptforge run prompts/support.md --models gpt-4o,claude-sonnet-4-6 --batch cases.csv --min-pass-rate 90 --format junit > run.xml',
      ].join('\n'),
    )
    .action((files: string[], options: RunOptions, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        if (globals.json === true && options.format !== undefined && options.format !== 'json') {
          throw new CliError(`--json and --format ${options.format} ask for different reports: give one of them`, ExitCode.Usage);
        }
        const format = options.format ?? (globals.json === true ? 'json' : 'text');
        const prompts = await readPrompts(files);
        const rows = options.batch ? (await readBatch(options.batch)).map((row) => ({ ...options.var, ...row })) : [options.var];
        const connection = await connectionFor(globals, deps);
        const api = await deps.createApiClient(connection);
        const body = {
          prompts,
          llm_configs: options.models.map((model_name) => ({ model_name, max_tokens: 1000 })),
          batch_inputs: rows.map((variables) => ({ variables })),
          ...(options.concurrency ? { concurrency: options.concurrency } : {}),
          ...(options.dryRun ? { dry_run: true } : {}),
        };
        const started = await api.POST('/api/playground/runs', { body });
        if (started.data === undefined) throw httpError(connection, started.response, started.error);
        const runId = started.data.id;

        let interrupted = false;
        const onInterrupt = () => {
          interrupted = true;
        };
        process.once('SIGINT', onInterrupt);
        const progress = progressWriter(deps, started.data.total);
        let run;
        try {
          for (;;) {
            if (interrupted) {
              const cancelled = await api.POST('/api/playground/runs/{id}/cancel', { params: { path: { id: runId } } });
              if (cancelled.data === undefined) throw httpError(connection, cancelled.response, cancelled.error);
              progress.end();
              deps.output.stderr(`Run ${runId} cancelled on the server: ${cancelled.data.cancelled} queued outputs dropped.\n`);
              throw new CliError('interrupted: the run was cancelled', ExitCode.Error);
            }
            const current = await api.GET('/api/playground/runs/{id}', { params: { path: { id: runId } } });
            if (current.data === undefined) throw httpError(connection, current.response, current.error);
            progress.update(current.data.done + current.data.failed + current.data.cancelled);
            if (current.data.status !== 'running') {
              run = current.data;
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          }
        } finally {
          process.removeListener('SIGINT', onInterrupt);
        }
        progress.end();
        const { buildRunReport, formatRunReport } = await import('../run/report.js');
        const report = buildRunReport(run, options.minPassRate);
        if (options.output) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(options.output, `${JSON.stringify(report, null, 2)}\n`);
        }
        deps.output.stdout(formatRunReport(report, format));
        if (report.gate && !report.gate.passed) deps.setExitCode(ExitCode.GateFailed);
      }),
    );
}

/** A bar redrawn in place on a terminal; one plain line per change of at least 10 % otherwise. On stderr. */
function progressWriter(deps: CliDeps, total: number) {
  const tty = Boolean(process.stderr.isTTY);
  let last = -1;
  return {
    update(finished: number) {
      if (finished === last) return;
      const percent = total === 0 ? 100 : Math.floor((finished / total) * 100);
      if (tty) {
        const filled = Math.round(percent / 5);
        deps.output.stderr(`\r[${'#'.repeat(filled)}${'.'.repeat(20 - filled)}] ${finished}/${total} outputs`);
      } else if (last < 0 || Math.floor(percent / 10) !== Math.floor((total === 0 ? 100 : (last / total) * 100) / 10) || finished === total) {
        deps.output.stderr(`progress: ${finished}/${total} outputs\n`);
      }
      last = finished;
    },
    end() {
      if (tty && last >= 0) deps.output.stderr('\n');
      last = -1;
    },
  };
}

async function readPrompts(files: readonly string[]) {
  const [{ readFile }, { basename }, { parsePromptFile }] = await Promise.all([import('node:fs/promises'), import('node:path'), import('../prompts/prompt-file.js')]);
  return Promise.all(
    files.map(async (file) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
      const prompt = parsePromptFile(text, file);
      return { name: prompt.name ?? basename(file).replace(/\.[^.]+$/, ''), content: prompt.content, ...(prompt.system ? { systemPrompt: prompt.system } : {}) };
    }),
  );
}

async function readBatch(file: string): Promise<Array<Record<string, string>>> {
  const [{ readFile, stat }, { parseBatchCsv }] = await Promise.all([import('node:fs/promises'), import('@promptforge/prompt-engine')]);
  let text: string;
  let size: number;
  try {
    size = (await stat(file)).size;
    text = size > 5 * 1024 * 1024 ? '' : await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const parsed = parseBatchCsv(text, size);
  if (!parsed.ok) throw new CliError(`Failed to parse the CSV file ${file}: ${parsed.error}`, ExitCode.Usage);
  return parsed.rows;
}

function parseModels(value: string): string[] {
  const models = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (models.length === 0) throw new InvalidArgumentError('at least one model id is expected.');
  return [...new Set(models)];
}

function collectVariable(value: string, previous: Record<string, string>): Record<string, string> {
  const at = value.indexOf('=');
  if (at <= 0 || value.slice(0, at).trim() === '') throw new InvalidArgumentError('key=value is expected.');
  return { ...previous, [value.slice(0, at).trim()]: value.slice(at + 1) };
}

function parseConcurrency(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 50) throw new InvalidArgumentError('a whole number from 1 to 50 is expected.');
  return Number(value);
}

function parsePercent(value: string): number {
  if (!/^\d+(?:\.\d+)?$/.test(value) || Number(value) > 100) throw new InvalidArgumentError('a percentage from 0 to 100 is expected.');
  return Number(value);
}
