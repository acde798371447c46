import { Option, type Command } from 'commander';
import { httpError } from '../api/errors';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand } from './run-command';

// The prompt engine is loaded inside the actions: `--help` stays fast.

const TYPES = ['PRD', 'Architecture', 'Specs', 'SystemMessage', 'API', 'TechStack'] as const;
const LIST_KEYS = new Set(['prd_sections', 'tech_analysis_types']);
const ANALYZE_FORMATS = ['text', 'json'] as const;
const JOB_POLL_MS = 1000;

interface GenerateOptions {
  type: (typeof TYPES)[number];
  title: string;
  source: string;
  config: string[];
  output?: string;
  offline?: boolean;
}

interface AnalyzeOptions {
  format?: (typeof ANALYZE_FORMATS)[number];
  checks?: string;
}

export function registerDocsCommands(program: Command, deps: CliDeps): void {
  const docs = program.command('docs').description('documentation generator: documents from a brief, tech-stack analysis of dependency files');

  docs
    .command('generate')
    .description('generate a document (PRD, architecture, specs, system message, API reference, tech stack) from a source file')
    .addOption(new Option('--type <type>', 'document type').choices(TYPES).default('PRD'))
    .requiredOption('--title <title>', 'document title')
    .requiredOption('--source <file>', "source text (a brief, a prompt); '-' reads standard input")
    .option('--config <key=value...>', 'configuration, e.g. detail_level=detailed prd_sections=introduction,user_stories architecture_approach=serverless include_examples=false', collect, [])
    .option('-o, --output <file>', 'write the markdown to this file (default: standard output)')
    .option('--offline', 'generate on this machine with the offline engine; nothing is saved on the server')
    .addHelpText(
      'after',
      [
        '',
        'Without --offline the server generates and saves the document (POST /api/documentation/generate) and this waits for its job.',
        '  promptforge docs generate --type Architecture --title "Checkout" --source brief.md --config architecture_approach=event_driven -o architecture.md',
      ].join('\n'),
    )
    .action((options: GenerateOptions, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const config = parseConfig(options.config);
        const engine = await import('@promptforge/prompt-engine');
        const errors: string[] = [];
        engine.normalizeConfig(options.type, config, errors);
        if (errors.length > 0) throw new CliError(errors.join('; '), ExitCode.Usage);
        const source = await readText(options.source);
        const request = { documentType: options.type, title: options.title, source, config: config as never };
        const invalid = engine.validateDocumentRequest({ document_type: options.type, title: options.title, source_prompt_content: source, config_options: config });
        if (invalid.length > 0) throw new CliError(invalid.join(' '), ExitCode.Usage);
        let markdown: string;
        let saved: { id: string; title: string } | null = null;
        if (options.offline) {
          markdown = engine.generateDocument(request).content_markdown;
        } else {
          const connection = await connectionFor(globals, deps);
          const api = await deps.createApiClient(connection);
          const body = { document_type: options.type, title: options.title, source_prompt_content: source, config_options: config as never };
          const { data, error, response } = await api.POST('/api/documentation/generate', { body });
          if (data === undefined) throw httpError(connection, response, error);
          let result = data as { content_markdown?: string; document?: { id: string; title: string } | null; status?: string; id?: string; error?: string | null };
          while (result.status !== undefined) {
            if (result.status === 'completed' && result.document) {
              result = { content_markdown: (result.document as { content_markdown: string } & typeof result.document).content_markdown, document: result.document };
              break;
            }
            if (result.status === 'failed') throw new CliError(result.error ?? 'Failed to generate document.');
            await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
            const job = await api.GET('/api/documentation/jobs/{id}', { params: { path: { id: result.id as string } } });
            if (job.data === undefined) throw httpError(connection, job.response, job.error);
            result = job.data as typeof result;
          }
          markdown = result.content_markdown as string;
          saved = result.document ? { id: result.document.id, title: result.document.title } : null;
        }
        if (options.output) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(options.output, markdown, 'utf8');
        }
        if (globals.json === true) {
          deps.output.stdout(`${JSON.stringify({ type: options.type, title: options.title, file: options.output ?? null, document_id: saved?.id ?? null, content_markdown: markdown }, null, 2)}\n`);
        } else if (options.output) {
          deps.output.stderr(`wrote ${options.output}${saved ? ` (saved as document ${saved.id})` : ''}\n`);
        } else {
          deps.output.stdout(markdown);
        }
      }),
    );

  docs
    .command('analyze')
    .description('tech-stack analysis of dependency files, offline (package.json, requirements.txt, Gemfile, composer.json, pom.xml, build.gradle(.kts), Cargo.toml, go.mod)')
    .argument('<files...>', 'dependency files (up to 10, 1 MB each)')
    .addOption(new Option('--format <format>', 'report format (default text; --json means json)').choices(ANALYZE_FORMATS))
    .option('--checks <types>', 'comma-separated: dependencies, security, performance, licensing, updates', 'dependencies')
    .action((files: string[], options: AnalyzeOptions, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const format = options.format ?? (globals.json === true ? 'json' : 'text');
        const engine = await import('@promptforge/prompt-engine');
        const types = (options.checks ?? 'dependencies').split(',').map((value) => value.trim()).filter(Boolean);
        const unknown = types.find((value) => !(engine.TECH_ANALYSIS_TYPES as readonly string[]).includes(value));
        if (unknown) throw new CliError(`unknown check: ${unknown} (one of ${engine.TECH_ANALYSIS_TYPES.join(', ')})`, ExitCode.Usage);
        const { readFile, stat } = await import('node:fs/promises');
        const { basename } = await import('node:path');
        const sizes = await Promise.all(
          files.map(async (file) => {
            try {
              return { name: basename(file), size: (await stat(file)).size };
            } catch (error) {
              throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
            }
          }),
        );
        try {
          engine.checkDependencyFiles(sizes);
        } catch (error) {
          throw new CliError((error as Error).message, ExitCode.Usage);
        }
        const inputs = await Promise.all(files.map(async (file) => ({ name: basename(file), content: await readFile(file, 'utf8') })));
        const outcome = engine.analyzeDependenciesSafely({ files: inputs, analysisTypes: types as never });
        if (outcome.error) throw new CliError(outcome.error.message);
        deps.output.stdout(format === 'json' ? `${JSON.stringify(outcome.analysis, null, 2)}\n` : `${outcome.analysis.analysis_prompt}\n`);
      }),
    );
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** key=value pairs; list keys take comma-separated values, include_examples true/false. */
export function parseConfig(pairs: readonly string[]): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const pair of pairs) {
    const match = /^([a-z_]+)=(.*)$/.exec(pair);
    if (!match) throw new CliError(`--config expects key=value, got "${pair}"`, ExitCode.Usage);
    const [, key, value] = match;
    if (LIST_KEYS.has(key)) config[key] = value.split(',').map((item) => item.trim()).filter(Boolean);
    else if (key === 'include_examples') {
      if (value !== 'true' && value !== 'false') throw new CliError('include_examples must be true or false', ExitCode.Usage);
      config[key] = value === 'true';
    } else if (['detail_level', 'architecture_approach', 'spec_format', 'system_message_tone', 'system_message_persona'].includes(key)) config[key] = value;
    else throw new CliError(`unknown --config key: ${key}`, ExitCode.Usage);
  }
  return config;
}

async function readText(file: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(file === '-' ? '/dev/stdin' : file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
