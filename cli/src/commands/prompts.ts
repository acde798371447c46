import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ApiClient } from '../api/client';
import { httpError } from '../api/errors';
import type { components } from '../api/schema.gen';
import type { ApiConnection } from '../config/connection';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { writeJson, writeLine, writeMessage } from '../output/render';
import { LINT_FORMATS, type LintFormat } from '../prompts/lint-format';
import type { PromptFile } from '../prompts/prompt-file';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand } from './run-command';

export type Prompt = components['schemas']['PromptDto'];
export type PromptVersion = components['schemas']['PromptVersionDto'];
export type PromptLabel = components['schemas']['PromptLabelDto'];

// The prompt engine (with tiktoken), the YAML parser and jsdiff are loaded inside the actions: `--help` stays fast.

const DEFAULT_LABEL = 'production';
const LABEL_PATTERN = /^[a-z0-9-]{1,32}$/;

const MIN_SCORE_DEFAULT = 70;

/** What `prompts pull --version` is parsed as, since the root's --version would take it (see program.ts). */
export const PULL_VERSION_OPTION = '--pull-version';

export function registerPromptsCommands(program: Command, deps: CliDeps): void {
  const prompts = program
    .command('prompts')
    .description('keep prompts as Markdown files: push and pull them, lint them in CI')
    .addHelpText('after', PROMPT_FILE_HELP);

  prompts
    .command('list')
    .description('list your prompts: name, current version, target model, last update, description')
    .action((_options: unknown, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        await runList({ connection: await connectionFor(globals, deps), json: globals.json === true }, deps);
      }),
    );

  prompts
    .command('pull')
    .description('write a prompt of your library as a prompt file (on stdout, or to --output)')
    .argument('<name>', 'the prompt\'s name (case does not matter)')
    // Shown as --version; parsed under PULL_VERSION_OPTION (see withPullVersion in program.ts).
    .addOption(new Option('--version <number>', 'an older version instead of the current one'))
    .addOption(new Option(`${PULL_VERSION_OPTION} <number>`).argParser(parseVersion).hideHelp())
    .addOption(new Option('--label <label>', 'the version a label points at (production, latest, a custom one)').argParser(parseLabel))
    .option('-o, --output <file>', 'write the file there instead of printing it')
    .addHelpText(
      'after',
      ['', '  promptforge prompts pull "Support reply" -o prompts/support-reply.md', '  promptforge prompts pull "Support reply" --label production'].join('\n'),
    )
    .action((name: string, options: { pullVersion?: number; label?: string; output?: string }, command: Command) =>
      runCommand(deps, async () => {
        if (options.pullVersion !== undefined && options.label !== undefined) {
          throw new CliError('--version and --label each choose a version: give one of them', ExitCode.Usage);
        }
        const globals = globalOptions(command);
        const connection = await connectionFor(globals, deps);
        await runPull({ connection, json: globals.json === true, name, version: options.pullVersion, label: options.label, output: options.output }, deps);
      }),
    );

  prompts
    .command('promote')
    .description('point a label (default production) at a version of a prompt; the move is recorded on the server')
    .argument('<name>', 'the prompt\'s name (case does not matter)')
    .argument('<version>', 'the version number', parseVersion)
    .addOption(new Option('--label <label>', 'the label to move (production or a custom one; latest moves by itself)').default(DEFAULT_LABEL).argParser(parseLabel))
    .addHelpText('after', ['', '  promptforge prompts promote "Support reply" 4 --label production'].join('\n'))
    .action((name: string, version: number, options: { label: string }, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const connection = await connectionFor(globals, deps);
        await runPromote({ connection, json: globals.json === true, name, version, label: options.label }, deps);
      }),
    );

  prompts
    .command('diff')
    .description('unified diff between two versions of a prompt (as prompt files), on stdout')
    .argument('<name>', 'the prompt\'s name (case does not matter)')
    .argument('<v1>', 'the older version number', parseVersion)
    .argument('<v2>', 'the newer version number', parseVersion)
    .addHelpText('after', ['', 'Exits 0 whether or not the versions differ.', '  promptforge prompts diff "Support reply" 2 3'].join('\n'))
    .action((name: string, from: number, to: number, _options: unknown, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const connection = await connectionFor(globals, deps);
        await runDiff({ connection, json: globals.json === true, name, from, to }, deps);
      }),
    );

  prompts
    .command('push')
    .description('create or update prompts from files; a new version only when the prompt or system prompt changed')
    .argument('<files...>', 'prompt files (Markdown with front matter; name is required)')
    .option('--notes <text>', 'what changed, stored on the new versions (default: the server\'s note)')
    .addHelpText(
      'after',
      [
        '',
        'Prints "name vN (created|updated|unchanged)" per file. A prompt is found by its',
        'name (case does not matter). The file is the prompt: a file without description',
        'or system clears them; a file without model keeps the prompt\'s target model.',
        'All files are read and checked before anything is sent.',
      ].join('\n'),
    )
    .action((files: string[], options: { notes?: string }, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const connection = await connectionFor(globals, deps);
        await runPush({ connection, json: globals.json === true, files, notes: options.notes }, deps);
      }),
    );

  prompts
    .command('lint')
    .description('score prompt files with the offline analysis, on this machine (nothing is uploaded)')
    .argument('<files...>', 'prompt files (Markdown with front matter)')
    .addOption(
      new Option('--min-score <score>', 'the lowest overall score (0-100) that passes')
        .default(MIN_SCORE_DEFAULT)
        .argParser(parseScore),
    )
    .addOption(new Option('--format <format>', 'report format (default text; --json means json)').choices(LINT_FORMATS))
    .addHelpText(
      'after',
      [
        '',
        'Exits 4 when any prompt scores below --min-score: a prompt-quality gate for CI.',
        '  promptforge prompts lint prompts/*.md --min-score 75 --format junit > lint.xml',
      ].join('\n'),
    )
    .action((files: string[], options: { minScore: number; format?: LintFormat }, command: Command) =>
      runCommand(deps, async () => {
        const format = lintFormat(options.format, globalOptions(command).json === true);
        await runLint({ files, minScore: options.minScore, format }, deps);
      }),
    );
}

export async function runLint(
  options: { files: readonly string[]; minScore: number; format: LintFormat },
  deps: Pick<CliDeps, 'output' | 'setExitCode'>,
): Promise<void> {
  const [{ readPromptFiles }, { lintPrompts }, { formatLintReport }] = await Promise.all([
    import('../prompts/files.js'),
    import('../prompts/lint.js'),
    import('../prompts/lint-format.js'),
  ]);
  const report = lintPrompts(await readPromptFiles(options.files), options.minScore);
  deps.output.stdout(formatLintReport(report, options.format));
  if (!report.passed) deps.setExitCode(ExitCode.GateFailed);
}

/** GET /api/prompts: a table on stdout (the JSON with --json). */
export async function runList(options: { connection: ApiConnection; json: boolean }, deps: Pick<CliDeps, 'createApiClient' | 'output'>): Promise<void> {
  const api = await deps.createApiClient(options.connection);
  const { data, error, response } = await api.GET('/api/prompts');
  if (data === undefined) throw httpError(options.connection, response, error);
  if (options.json) {
    writeJson(deps.output, data);
    return;
  }
  if (data.length === 0) {
    writeMessage(deps.output, 'You don\'t have any prompts yet: push a prompt file with `promptforge prompts push <file>`.');
    return;
  }
  for (const line of promptsTable(data)) writeLine(deps.output, line);
}

const LIST_HEADERS = ['NAME', 'VERSION', 'MODEL', 'UPDATED', 'DESCRIPTION'] as const;
const DESCRIPTION_WIDTH = 60;

/** Aligned columns; the description on one line, cut to fit. */
export function promptsTable(prompts: readonly Prompt[]): string[] {
  const rows = prompts.map((prompt) => [
    prompt.name,
    `v${prompt.currentVersion}`,
    prompt.llmModelDefault,
    String(prompt.updatedAt).slice(0, 10),
    oneLine(prompt.description ?? '', DESCRIPTION_WIDTH),
  ]);
  const widths = LIST_HEADERS.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [format(LIST_HEADERS), ...rows.map(format)];
}

function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
}

/**
 * Finds the prompt by name and writes it (or one of its versions) as a prompt file: to `output`, or on stdout.
 * With --json, stdout gets the prompt as JSON instead (content and system prompt of the version pulled).
 */
export async function runPull(
  options: { connection: ApiConnection; json: boolean; name: string; version?: number; label?: string; output?: string },
  deps: Pick<CliDeps, 'createApiClient' | 'output'>,
): Promise<void> {
  const api = await deps.createApiClient(options.connection);
  const prompt = await requirePrompt(api, options.connection, options.name);
  const version =
    options.label !== undefined
      ? await labelledVersionOf(api, options.connection, prompt, options.label)
      : options.version === undefined
        ? currentVersionOf(prompt)
        : await versionOf(api, options.connection, prompt, options.version);
  const file: PromptFile = {
    name: prompt.name,
    description: prompt.description ?? undefined,
    model: prompt.llmModelDefault,
    system: version.systemPrompt ?? undefined,
    content: version.content,
  };
  const { serializePromptFile } = await import('../prompts/prompt-file.js');
  if (options.output !== undefined) {
    const { writePromptFile } = await import('../prompts/files.js');
    await writePromptFile(options.output, file);
  }
  if (options.json) {
    writeJson(deps.output, { ...prompt, content: version.content, systemPrompt: version.systemPrompt, version: version.version, file: options.output ?? null });
  } else if (options.output === undefined) {
    deps.output.stdout(serializePromptFile(file));
  }
  if (options.output !== undefined) writeMessage(deps.output, `Wrote ${prompt.name} v${version.version} to ${options.output}`);
}

/** GET /api/prompts/resolve: the version the label points at (no fallback: a label that is not set is an error). */
async function labelledVersionOf(api: ApiClient, connection: ApiConnection, prompt: Prompt, label: string): Promise<Pick<PromptVersion, 'version' | 'content' | 'systemPrompt'>> {
  const { data, error, response } = await api.GET('/api/prompts/resolve', { params: { query: { name: prompt.name, label } } });
  if (response.status === 404) {
    throw new CliError(`${prompt.name} has no version labelled "${label}" (promptforge prompts promote "${prompt.name}" <version> --label ${label} sets it)`);
  }
  if (data === undefined) throw httpError(connection, response, error);
  return { version: data.version, content: data.content, systemPrompt: data.systemPrompt };
}

/**
 * PUT /api/prompts/{id}/labels/{label}: points the label at the version. Says where it was before (from the versions
 * list, which shows each version's labels), so a promotion reads as a move.
 */
export async function runPromote(
  options: { connection: ApiConnection; json: boolean; name: string; version: number; label: string },
  deps: Pick<CliDeps, 'createApiClient' | 'output'>,
): Promise<void> {
  if (options.label === 'latest') {
    throw new CliError('latest always points at the newest version and moves by itself: promote another label', ExitCode.Usage);
  }
  const api = await deps.createApiClient(options.connection);
  const prompt = await requirePrompt(api, options.connection, options.name);
  const versions = await versionsOf(api, options.connection, prompt);
  if (!versions.some((candidate) => candidate.version === options.version)) throw noSuchVersion(prompt, options.version);
  const previous = versions.find((candidate) => candidate.labels.includes(options.label))?.version;
  const { data, error, response } = await api.PUT('/api/prompts/{id}/labels/{label}', {
    params: { path: { id: prompt.id, label: options.label } },
    body: { version: options.version },
  });
  if (data === undefined) throw httpError(options.connection, response, error);
  if (options.json) {
    writeJson(deps.output, { name: prompt.name, ...data, previousVersion: previous ?? null });
    return;
  }
  const move =
    previous === undefined ? `now on v${data.version}` : previous === data.version ? `already on v${data.version}` : `moved from v${previous} to v${data.version}`;
  writeLine(deps.output, `${prompt.name}: ${options.label} ${move}`);
}

/** A unified diff of the two versions as prompt files (so a changed system prompt shows too), on stdout. */
export async function runDiff(
  options: { connection: ApiConnection; json: boolean; name: string; from: number; to: number },
  deps: Pick<CliDeps, 'createApiClient' | 'output'>,
): Promise<void> {
  const api = await deps.createApiClient(options.connection);
  const prompt = await requirePrompt(api, options.connection, options.name);
  const versions = await versionsOf(api, options.connection, prompt);
  const [from, to] = [options.from, options.to].map((number) => {
    const version = versions.find((candidate) => candidate.version === number);
    if (version === undefined) throw noSuchVersion(prompt, number);
    return version;
  });
  const [{ serializePromptFile }, { createTwoFilesPatch }] = await Promise.all([import('../prompts/prompt-file.js'), import('diff')]);
  const asFile = (version: PromptVersion) =>
    serializePromptFile({ name: prompt.name, model: prompt.llmModelDefault, system: version.systemPrompt ?? undefined, content: version.content });
  const patch = createTwoFilesPatch(`${prompt.name} v${from.version}`, `${prompt.name} v${to.version}`, asFile(from), asFile(to), undefined, undefined, { context: 3 });
  if (options.json) {
    writeJson(deps.output, { name: prompt.name, from: from.version, to: to.version, identical: asFile(from) === asFile(to), patch });
    return;
  }
  deps.output.stdout(patch);
}

function currentVersionOf(prompt: Prompt): Pick<PromptVersion, 'version' | 'content' | 'systemPrompt'> {
  return { version: prompt.currentVersion, content: prompt.content, systemPrompt: prompt.systemPrompt };
}

async function versionOf(api: ApiClient, connection: ApiConnection, prompt: Prompt, number: number): Promise<PromptVersion> {
  const version = (await versionsOf(api, connection, prompt)).find((candidate) => candidate.version === number);
  if (version === undefined) throw noSuchVersion(prompt, number);
  return version;
}

async function versionsOf(api: ApiClient, connection: ApiConnection, prompt: Prompt): Promise<PromptVersion[]> {
  const { data, error, response } = await api.GET('/api/prompts/{id}/versions', { params: { path: { id: prompt.id } } });
  if (data === undefined) throw httpError(connection, response, error);
  return data;
}

function noSuchVersion(prompt: Prompt, number: number): CliError {
  const versions = prompt.currentVersion === 1 ? 'its only version is 1' : `its versions are 1 to ${prompt.currentVersion}`;
  return new CliError(`${prompt.name} has no version ${number}: ${versions}`);
}

async function requirePrompt(api: ApiClient, connection: ApiConnection, name: string): Promise<Prompt> {
  const prompt = await findPrompt(api, connection, name);
  if (prompt === undefined) {
    throw new CliError(`you have no prompt named "${name}" (promptforge prompts list shows yours)`);
  }
  return prompt;
}

/** GET /api/prompts?name=: the prompt with that name (case does not matter), if any. */
async function findPrompt(api: ApiClient, connection: ApiConnection, name: string): Promise<Prompt | undefined> {
  const { data, error, response } = await api.GET('/api/prompts', { params: { query: { name } } });
  if (data === undefined) throw httpError(connection, response, error);
  return data[0];
}

export type PushStatus = 'created' | 'updated' | 'unchanged';

export interface PushResult {
  file: string;
  name: string;
  id: string;
  version: number;
  status: PushStatus;
}

/**
 * Creates each file's prompt, or updates it when anything differs; only a new content or system prompt makes a
 * new version (the server decides that, and writes the notes: --notes, "Restored version N" when the file
 * equals an older version, or its default). Prints `name vN (status)` per file as it goes.
 */
export async function runPush(
  options: { connection: ApiConnection; json: boolean; files: readonly string[]; notes?: string },
  deps: Pick<CliDeps, 'createApiClient' | 'output'>,
): Promise<void> {
  const { readPromptFiles } = await import('../prompts/files.js');
  const files = await readPromptFiles(options.files);
  const named = files.map(({ path, prompt }) => {
    if (prompt.name === undefined) throw new CliError(`${path}: the front matter has no name, and push needs one`);
    return { path, prompt: { ...prompt, name: prompt.name } };
  });
  assertDistinctNames(named);

  const api = await deps.createApiClient(options.connection);
  const results: PushResult[] = [];
  for (const { path, prompt } of named) {
    const result = await pushOne(api, options.connection, path, prompt, options.notes);
    results.push(result);
    if (!options.json) writeLine(deps.output, `${result.name} v${result.version} (${result.status})`);
  }
  if (options.json) writeJson(deps.output, results);
}

async function pushOne(
  api: ApiClient,
  connection: ApiConnection,
  path: string,
  file: PromptFile & { name: string },
  notes: string | undefined,
): Promise<PushResult> {
  const existing = await findPrompt(api, connection, file.name);
  if (existing === undefined) {
    const { data, error, response } = await api.POST('/api/prompts', {
      body: {
        name: file.name,
        description: file.description ?? null,
        content: file.content,
        systemPrompt: file.system ?? null,
        ...(file.model === undefined ? {} : { llmModelDefault: file.model }),
      },
    });
    if (data === undefined) throw pushError(path, httpError(connection, response, error));
    return { file: path, name: data.name, id: data.id, version: data.currentVersion, status: 'created' };
  }

  const versioned = file.content !== existing.content || (file.system ?? null) !== (existing.systemPrompt || null);
  const changes = {
    ...(file.name !== existing.name ? { name: file.name } : {}),
    ...((file.description ?? null) !== (existing.description || null) ? { description: file.description ?? null } : {}),
    ...(file.model !== undefined && file.model !== existing.llmModelDefault ? { llmModelDefault: file.model } : {}),
    ...(versioned ? { content: file.content, systemPrompt: file.system ?? null, ...(notes === undefined ? {} : { notes }) } : {}),
  };
  if (Object.keys(changes).length === 0) {
    return { file: path, name: existing.name, id: existing.id, version: existing.currentVersion, status: 'unchanged' };
  }
  const { data, error, response } = await api.PUT('/api/prompts/{id}', { params: { path: { id: existing.id } }, body: changes });
  if (data === undefined) throw pushError(path, httpError(connection, response, error));
  return { file: path, name: data.name, id: data.id, version: data.currentVersion, status: 'updated' };
}

/** A refusal names the file it was about; authentication failures keep their own exit code. */
function pushError(path: string, error: CliError): CliError {
  return new CliError(`${path}: ${error.message}`, error.exitCode);
}

function assertDistinctNames(files: ReadonlyArray<{ path: string; prompt: { name: string } }>): void {
  const seen = new Map<string, string>();
  for (const { path, prompt } of files) {
    const key = prompt.name.toLowerCase();
    const other = seen.get(key);
    if (other !== undefined) throw new CliError(`${other} and ${path} both name the prompt "${prompt.name}": give each prompt its own name`);
    seen.set(key, path);
  }
}

function lintFormat(format: LintFormat | undefined, json: boolean): LintFormat {
  if (json && format !== undefined && format !== 'json') {
    throw new CliError(`--json and --format ${format} ask for different reports: give one of them`, ExitCode.Usage);
  }
  return format ?? (json ? 'json' : 'text');
}

function parseVersion(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('a version number (1, 2, …) is expected.');
  return Number(value);
}

function parseLabel(value: string): string {
  if (!LABEL_PATTERN.test(value)) throw new InvalidArgumentError('a label is 1 to 32 lower-case letters, digits and hyphens.');
  return value;
}

function parseScore(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 100) throw new InvalidArgumentError('a whole number from 0 to 100 is expected.');
  return Number(value);
}

const PROMPT_FILE_HELP = `
A prompt file is Markdown: a YAML front matter with the prompt's fields, then
the prompt itself as the body.

  ---
  name: Support reply            # required to push; unique in your library
  description: Answers a ticket  # optional
  model: gpt-4o                  # optional target model (promptforge models)
  system: |                      # optional system prompt
    You are a support agent for Acme.
  ---
  Write a reply to the ticket below…
`;
