import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ApiClient } from '../api/client';
import { httpError } from '../api/errors';
import type { ApiConnection } from '../config/connection';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { writeJson, writeLine, writeMessage } from '../output/render';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand } from './run-command';

// The prompt engine and jsdiff are loaded inside the actions: `--help` stays fast.

const EDITOR_TARGETS = ['cursor', 'windsurf', 'devin', 'cline', 'roo', 'copilot', 'claude', 'agents'] as const;
type EditorTarget = (typeof EDITOR_TARGETS)[number];
const DEFAULT_TARGETS: EditorTarget[] = ['cursor'];
export const RULES_LINT_FORMATS = ['text', 'json', 'sarif'] as const;
type RulesLintFormat = (typeof RULES_LINT_FORMATS)[number];

function parseTargets(value: string, previous: EditorTarget[] | undefined): EditorTarget[] {
  const items = value.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  for (const item of items) {
    if (!(EDITOR_TARGETS as readonly string[]).includes(item)) throw new InvalidArgumentError(`one of ${EDITOR_TARGETS.join(', ')} is expected (comma-separated or repeated).`);
  }
  return [...new Set([...(previous ?? []), ...(items as EditorTarget[])])];
}

export function registerRulesCommands(program: Command, deps: CliDeps): void {
  const rules = program.command('rules').description('write your rules into a repository in the layouts AI coding editors read, check them for drift, lint rule files');
  const targetOption = () =>
    new Option('--target <editors>', `editors to write for: ${EDITOR_TARGETS.join(', ')} (comma-separated or repeated; default cursor)`).argParser(parseTargets);

  rules
    .command('export')
    .description('write your rules as the files each editor reads (.cursor/rules/*.mdc, .windsurf/rules/*.md, AGENTS.md…)')
    .addOption(targetOption())
    .option('--out <dir>', 'the repository to write into', '.')
    .option('--dry-run', 'print what would be written, write nothing')
    .option('--force', 'also overwrite or remove files promptforge did not write (or that were edited since)')
    .addHelpText(
      'after',
      [
        '',
        `Remembers what it wrote in <out>/.promptforge/rules.json and never touches other files unless --force.`,
        '  promptforge rules export --target cursor,agents --out .',
      ].join('\n'),
    )
    .action((options: { target?: EditorTarget[]; out: string; dryRun?: boolean; force?: boolean }, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const connection = await connectionFor(globals, deps);
        await runRulesExport({ connection, json: globals.json === true, targets: options.target, out: options.out, dryRun: options.dryRun === true, force: options.force === true }, deps);
      }),
    );

  rules
    .command('check')
    .description('exit 4 when the rule files on disk differ from your rules on the server (drift in CI), with a unified diff')
    .addOption(targetOption())
    .option('--dir <dir>', 'the repository to check', '.')
    .action((options: { target?: EditorTarget[]; dir: string }, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        const connection = await connectionFor(globals, deps);
        await runRulesCheck({ connection, json: globals.json === true, targets: options.target, dir: options.dir }, deps);
      }),
    );

  rules
    .command('lint')
    .description('run the rule security lint on files, on this machine (nothing is uploaded); exit 4 on a high finding')
    .argument('<files...>', 'rule files (.mdc, .md, .cursorrules, AGENTS.md, …)')
    .addOption(new Option('--format <format>', 'report format (default text; --json means json)').choices(RULES_LINT_FORMATS))
    .addHelpText('after', ['', '  promptforge rules lint .cursor/rules/*.mdc AGENTS.md --format sarif > rules.sarif'].join('\n'))
    .action((files: string[], options: { format?: RulesLintFormat }, command: Command) =>
      runCommand(deps, async () => {
        const json = globalOptions(command).json === true;
        if (json && options.format !== undefined && options.format !== 'json') throw new CliError(`--json and --format ${options.format} ask for different reports: give one of them`, ExitCode.Usage);
        await runRulesLint({ files, format: options.format ?? (json ? 'json' : 'text') }, deps);
      }),
    );
}

async function exportedFiles(api: ApiClient, connection: ApiConnection, targets: EditorTarget[]) {
  const { data, error, response } = await api.POST('/api/rules/export', { body: { targets } });
  if (data === undefined) throw httpError(connection, response, error);
  return data.files;
}

export async function runRulesExport(
  options: { connection: ApiConnection; json: boolean; targets?: EditorTarget[]; out: string; dryRun: boolean; force: boolean },
  deps: Pick<CliDeps, 'createApiClient' | 'output' | 'setExitCode'>,
): Promise<void> {
  const { applyPlan, planExport, readManifest } = await import('../rules/repo.js');
  const manifest = await readManifest(options.out).catch((error) => {
    if (options.force) return null;
    throw error;
  });
  const targets = options.targets ?? (manifest?.targets as EditorTarget[] | undefined) ?? DEFAULT_TARGETS;
  const api = await deps.createApiClient(options.connection);
  const files = await exportedFiles(api, options.connection, targets);
  const plan = await planExport(options.out, files, manifest, options.force);
  const conflicts = plan.filter((item) => item.action === 'conflict');
  const warnings = files.flatMap((file) => file.warnings.map((warning) => `${file.path}: ${warning}`));
  if (!conflicts.length && !options.dryRun) await applyPlan(options.out, plan, targets, files);
  if (options.json) {
    writeJson(deps.output, { dryRun: options.dryRun, targets, files: plan.map(({ path, action, reason }) => ({ path, action, ...(reason ? { reason } : {}) })), warnings });
  } else {
    const verb: Record<string, string> = options.dryRun
      ? { create: 'would create', update: 'would update', remove: 'would remove', unchanged: 'unchanged', conflict: 'conflict' }
      : { create: 'created', update: 'updated', remove: 'removed', unchanged: 'unchanged', conflict: 'conflict' };
    for (const item of plan) writeLine(deps.output, `${verb[item.action].padEnd(12)} ${item.path}${item.reason ? ` (${item.reason})` : ''}`);
    for (const warning of warnings) writeMessage(deps.output, `warning: ${warning}`);
    if (!files.length) writeMessage(deps.output, 'You have no rules yet: create one in the Rules Builder.');
  }
  if (conflicts.length) {
    throw new CliError(`${conflicts.length} ${conflicts.length === 1 ? 'file is' : 'files are'} in the way and nothing was written; move ${conflicts.length === 1 ? 'it' : 'them'} or use --force`);
  }
}

export async function runRulesCheck(
  options: { connection: ApiConnection; json: boolean; targets?: EditorTarget[]; dir: string },
  deps: Pick<CliDeps, 'createApiClient' | 'output' | 'setExitCode'>,
): Promise<void> {
  const [{ readManifest, readText, safeJoin }, { createTwoFilesPatch }] = await Promise.all([import('../rules/repo.js'), import('diff')]);
  const manifest = await readManifest(options.dir);
  const targets = options.targets ?? (manifest?.targets as EditorTarget[] | undefined) ?? DEFAULT_TARGETS;
  const api = await deps.createApiClient(options.connection);
  const files = await exportedFiles(api, options.connection, targets);
  const drift: { path: string; status: 'missing' | 'changed' | 'extra'; diff: string }[] = [];
  for (const file of files) {
    const current = await readText(safeJoin(options.dir, file.path));
    if (current === file.content) continue;
    drift.push({
      path: file.path,
      status: current === null ? 'missing' : 'changed',
      diff: createTwoFilesPatch(current === null ? '/dev/null' : `a/${file.path}`, `b/${file.path}`, current ?? '', file.content, 'on disk', 'server'),
    });
  }
  const expected = new Set(files.map((file) => file.path));
  for (const path of Object.keys(manifest?.files ?? {})) {
    if (expected.has(path)) continue;
    const current = await readText(safeJoin(options.dir, path));
    if (current !== null) drift.push({ path, status: 'extra', diff: createTwoFilesPatch(`a/${path}`, '/dev/null', current, '', 'on disk', 'server') });
  }
  if (options.json) {
    writeJson(deps.output, { inSync: drift.length === 0, targets, checked: files.length, drift });
  } else if (drift.length) {
    for (const item of drift) deps.output.stdout(item.diff);
    writeMessage(deps.output, `${drift.length} rule ${drift.length === 1 ? 'file differs' : 'files differ'} from the server (${drift.map((d) => `${d.path}: ${d.status}`).join(', ')}). Run \`promptforge rules export\` to update them.`);
  } else {
    writeMessage(deps.output, `${files.length} rule ${files.length === 1 ? 'file matches' : 'files match'} the server.`);
  }
  if (drift.length) deps.setExitCode(ExitCode.GateFailed);
}

export async function runRulesLint(options: { files: readonly string[]; format: RulesLintFormat }, deps: Pick<CliDeps, 'output' | 'setExitCode'>): Promise<void> {
  const [{ lintRule, rulesLintToSarif }, { readText }, { readFileSync }, { join }] = await Promise.all([
    import('@promptforge/prompt-engine'),
    import('../rules/repo.js'),
    import('node:fs'),
    import('node:path'),
  ]);
  const results = [];
  for (const path of options.files) {
    const text = await readText(path);
    if (text === null) throw new CliError(`cannot read ${path}: no such file or directory`);
    results.push({ path, ...lintRule(text) });
  }
  const high = results.reduce((sum, r) => sum + r.counts.high, 0);
  if (options.format === 'sarif') {
    const version = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
    writeJson(deps.output, rulesLintToSarif(results, { name: 'promptforge-rules-lint', version }));
  } else if (options.format === 'json') {
    writeJson(deps.output, { passed: high === 0, files: results.map(({ path, findings, counts, highest }) => ({ path, findings, counts, highest })) });
  } else {
    for (const result of results) {
      for (const f of result.findings) writeLine(deps.output, `${result.path}:${f.line}:${f.column}: ${f.severity} ${f.check}: ${f.message}\n    ${f.excerpt}\n    fix: ${f.fix}`);
    }
    const total = results.reduce((sum, r) => sum + r.findings.length, 0);
    writeMessage(deps.output, total ? `${total} ${total === 1 ? 'finding' : 'findings'} in ${options.files.length} ${options.files.length === 1 ? 'file' : 'files'} (${high} high).` : `No findings in ${options.files.length} ${options.files.length === 1 ? 'file' : 'files'}.`);
  }
  if (high > 0) deps.setExitCode(ExitCode.GateFailed);
}
