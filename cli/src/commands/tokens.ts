import { InvalidArgumentError, Option, type Command } from 'commander';
import { httpError } from '../api/errors';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import type { CliDeps } from '../program';
import { TOKENS_FORMATS, type FileAnalysis, type TokensBudget, type TokensFormat } from '../tokens/report';
import { connectionFor, globalOptions, runCommand } from './run-command';

// The prompt engine (tiktoken) and the API client are loaded inside the action: `--help` stays fast.

const DEFAULT_MODELS = 'gpt-4o,claude-sonnet-4-6,gemini-2.5-pro';

interface TokensOptions {
  models: string[];
  expectedOutputTokens?: number;
  maxCost?: number;
  maxTokens?: number;
  format?: TokensFormat;
  offline?: boolean;
}

export function registerTokensCommand(program: Command, deps: CliDeps): void {
  program
    .command('tokens')
    .description('count tokens and cost of text files per model, with optimisation tips; a cost gate for CI')
    .argument('[files...]', "text files; '-' (or none) reads standard input")
    .addOption(new Option('--models <ids>', 'comma-separated model catalogue ids').default(parseModels(DEFAULT_MODELS), DEFAULT_MODELS).argParser(parseModels))
    .addOption(new Option('--expected-output-tokens <n>', 'output tokens to price as well (default: input only)').argParser(parseWholeNumber))
    .addOption(new Option('--max-cost <usd>', 'fail (exit 4) when a file costs more than this with any model').argParser(parseUsd))
    .addOption(new Option('--max-tokens <n>', 'fail (exit 4) when a file has more input tokens than this for any model').argParser(parseWholeNumber))
    .addOption(new Option('--format <format>', 'report format (default text; --json means json)').choices(TOKENS_FORMATS))
    .option('--offline', 'count on this machine with the bundled tokenizers and catalogue; no network')
    .addHelpText(
      'after',
      [
        '',
        'Without --offline the server counts (POST /api/analyze-tokens, its catalogue prices).',
        'Exits 4 when any file is over --max-cost or --max-tokens, naming the file and the model.',
        '  promptforge tokens prompts/*.md --offline --models gpt-4o,claude-sonnet-4-6 --max-cost 0.01 --format junit > tokens.xml',
      ].join('\n'),
    )
    .action((files: string[], options: TokensOptions, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        if (globals.json === true && options.format !== undefined && options.format !== 'json') {
          throw new CliError(`--json and --format ${options.format} ask for different reports: give one of them`, ExitCode.Usage);
        }
        const format = options.format ?? (globals.json === true ? 'json' : 'text');
        const texts = await readTexts(files.length === 0 ? ['-'] : files);
        const budget: TokensBudget = { maxCost: options.maxCost, maxTokens: options.maxTokens };
        let analyses: FileAnalysis[];
        let source: string;
        if (options.offline) {
          analyses = await analyzeOffline(texts, options);
          source = 'offline';
        } else {
          const connection = await connectionFor(globals, deps);
          analyses = await analyzeOnServer(texts, options, connection, deps);
          source = connection.baseUrl;
        }
        const { buildReport, formatTokensReport } = await import('../tokens/report.js');
        const report = buildReport(analyses, budget, source);
        deps.output.stdout(formatTokensReport(report, format));
        if (!report.passed) deps.setExitCode(ExitCode.GateFailed);
      }),
    );
}

async function readTexts(files: readonly string[]): Promise<Array<{ file: string; text: string }>> {
  const { readFile } = await import('node:fs/promises');
  return Promise.all(
    files.map(async (file) => {
      try {
        return { file, text: await readFile(file === '-' ? '/dev/stdin' : file, 'utf8') };
      } catch (error) {
        throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
    }),
  );
}

async function analyzeOffline(texts: Array<{ file: string; text: string }>, options: TokensOptions): Promise<FileAnalysis[]> {
  const [{ analyzeTokens, useEncoders }, { BUNDLED_CATALOGUE }, { fastEncoder }] = await Promise.all([
    import('@promptforge/prompt-engine'),
    import('../tokens/bundled-catalogue.js'),
    import('../tokens/fast-encoders.js'),
  ]);
  useEncoders(fastEncoder);
  const selected = options.models.map((id) => {
    const model = BUNDLED_CATALOGUE.find((entry) => entry.id === id);
    if (!model) throw new CliError(`unknown model: ${id} (known offline: ${BUNDLED_CATALOGUE.map((entry) => entry.id).join(', ')})`, ExitCode.Usage);
    return model;
  });
  return texts.map(({ file, text }) => ({ file, ...analyzeTokens(text, selected, BUNDLED_CATALOGUE, options.expectedOutputTokens ?? 0) }));
}

async function analyzeOnServer(
  texts: Array<{ file: string; text: string }>,
  options: TokensOptions,
  connection: Awaited<ReturnType<typeof connectionFor>>,
  deps: Pick<CliDeps, 'createApiClient'>,
): Promise<FileAnalysis[]> {
  const api = await deps.createApiClient(connection);
  const analyses: FileAnalysis[] = [];
  for (const { file, text } of texts) {
    const body = { text_to_analyze: text, models: options.models, expected_output_tokens: options.expectedOutputTokens };
    const { data, error, response } = await api.POST('/api/analyze-tokens', { body });
    if (data === undefined) throw httpError(connection, response, error);
    analyses.push({ file, results: data.results, optimization_tips: data.optimization_tips as FileAnalysis['optimization_tips'] });
  }
  return analyses;
}

function parseModels(value: string): string[] {
  const models = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (models.length === 0) throw new InvalidArgumentError('at least one model id is expected.');
  return [...new Set(models)];
}

function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('a whole number (0, 1, 2, …) is expected.');
  return Number(value);
}

function parseUsd(value: string): number {
  if (!/^\d+(?:\.\d+)?$/.test(value)) throw new InvalidArgumentError('an amount in USD such as 0.05 is expected.');
  return Number(value);
}
