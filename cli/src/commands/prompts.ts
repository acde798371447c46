import { InvalidArgumentError, Option, type Command } from 'commander';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { LINT_FORMATS, type LintFormat } from '../prompts/lint-format';
import type { CliDeps } from '../program';
import { globalOptions, runCommand } from './run-command';

// The prompt engine (with tiktoken) and the YAML parser are loaded inside the actions: `--help` stays fast.

const MIN_SCORE_DEFAULT = 70;

export function registerPromptsCommands(program: Command, deps: CliDeps): void {
  const prompts = program
    .command('prompts')
    .description('keep prompts as Markdown files: push and pull them, lint them in CI')
    .addHelpText('after', PROMPT_FILE_HELP);

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

function lintFormat(format: LintFormat | undefined, json: boolean): LintFormat {
  if (json && format !== undefined && format !== 'json') {
    throw new CliError(`--json and --format ${format} ask for different reports: give one of them`, ExitCode.Usage);
  }
  return format ?? (json ? 'json' : 'text');
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
