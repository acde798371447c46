import { InvalidArgumentError, Option, type Command } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpError } from '../api/errors';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand } from './run-command';

// The engine is loaded inside the action: `--help` stays fast.

export const SCAN_FORMATS = ['text', 'json', 'sarif'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];
const CONTEXTS = ['LGPD', 'GDPR', 'General'] as const;
type Context = (typeof CONTEXTS)[number];
const TEXT_TYPES = ['prompt', 'rule'] as const;
export const DEFAULT_FAIL_UNDER = 80;

interface ScanOptions {
  context: Context;
  textType: (typeof TEXT_TYPES)[number];
  failUnder: number;
  format?: ScanFormat;
  redact?: boolean;
  upload?: boolean;
}

interface FileScan {
  file: string;
  text: string;
  analysis: import('@promptforge/prompt-engine').SecurityAnalysis;
}

export function registerScanCommand(program: Command, deps: CliDeps): void {
  program
    .command('scan')
    .description('scan prompt and rule files for personal data, secrets, prompt injection, hidden Unicode and bias, offline; a CI gate')
    .argument('<files...>', "files to scan; '-' reads standard input")
    .addOption(new Option('--context <context>', 'compliance context of the suggestions').choices(CONTEXTS).default('General'))
    .addOption(new Option('--text-type <type>', 'what the files are').choices(TEXT_TYPES).default('prompt'))
    .addOption(new Option('--fail-under <score>', 'fail (exit 4) when a file scores below this (0 disables the gate)').default(DEFAULT_FAIL_UNDER).argParser(parseScore))
    .addOption(new Option('--format <format>', 'report format (default text; --json means json)').choices(SCAN_FORMATS))
    .option('--redact', 'print each file with personal data and credentials replaced by typed placeholders (<CPF>, <EMAIL>, <SECRET>)')
    .option('--upload', 'also save each result to your security history on the server (POST /api/security/analyze-text)')
    .addHelpText(
      'after',
      [
        '',
        'Runs on this machine with the same detectors as the server; no network unless --upload.',
        'Score: 100 minus 20 per High, 10 per Medium and 4 per Low finding (floor 0). Exits 4 when a file is below --fail-under.',
        '  promptforge scan prompts/*.md --context LGPD --fail-under 80 --format sarif > promptforge.sarif',
        '  promptforge scan prompt.txt --redact > prompt.redacted.txt',
      ].join('\n'),
    )
    .action((files: string[], options: ScanOptions, command: Command) =>
      runCommand(deps, async () => {
        const globals = globalOptions(command);
        if (globals.json === true && options.format !== undefined && options.format !== 'json') {
          throw new CliError(`--json and --format ${options.format} ask for different reports: give one of them`, ExitCode.Usage);
        }
        const format: ScanFormat = options.format ?? (globals.json === true ? 'json' : 'text');
        if (options.redact && format === 'sarif') throw new CliError('--redact prints the redacted files: it cannot be combined with --format sarif', ExitCode.Usage);
        const { analyzeSecurity, redact, securityScanToSarif } = await import('@promptforge/prompt-engine');
        const texts = await readTexts(files);
        const scans: FileScan[] = texts.map(({ file, text }) => ({ file, text, analysis: analyzeSecurity(text, { context: options.context }) }));
        const failing = scans.filter((scan) => scan.analysis.overall_score < options.failUnder);

        const uploaded: Array<{ file: string; id: string }> = [];
        if (options.upload) {
          const connection = await connectionFor(globals, deps);
          const api = await deps.createApiClient(connection);
          for (const scan of scans) {
            if (scan.text.trim() === '') continue;
            const body = { text_content: scan.text, text_type: options.textType, context: options.context };
            const { data, error, response } = await api.POST('/api/security/analyze-text', { body });
            if (data === undefined) throw httpError(connection, response, error);
            uploaded.push({ file: scan.file, id: data.id });
          }
        }

        if (format === 'sarif') {
          deps.output.stdout(`${JSON.stringify(securityScanToSarif(scans.map((scan) => ({ uri: scan.file === '-' ? 'stdin' : scan.file, text: scan.text, analysis: scan.analysis })), readVersion()), null, 2)}\n`);
        } else if (format === 'json') {
          const report = {
            context: options.context,
            fail_under: options.failUnder,
            passed: failing.length === 0,
            files: scans.map((scan) => ({
              file: scan.file,
              ...scan.analysis,
              ...(options.redact ? { redacted: redact(scan.text, scan.analysis.detected_risks) } : {}),
              ...(uploaded.find((u) => u.file === scan.file) ? { uploaded_id: uploaded.find((u) => u.file === scan.file)!.id } : {}),
            })),
          };
          deps.output.stdout(`${JSON.stringify(report, null, 2)}\n`);
        } else if (options.redact) {
          // The redacted files are the output; the verdict goes to stderr so the output can be redirected to a file.
          const many = scans.length > 1;
          deps.output.stdout(scans.map((scan) => `${many ? `==> ${scan.file} <==\n` : ''}${redact(scan.text, scan.analysis.detected_risks)}`).join(many ? '\n' : ''));
          for (const scan of failing) deps.output.stderr(`BELOW ${options.failUnder} ${scan.file}: score ${scan.analysis.overall_score}/100`);
        } else {
          deps.output.stdout(formatText(scans, options, failing, uploaded));
        }
        if (failing.length > 0) deps.setExitCode(ExitCode.GateFailed);
      }),
    );
}

function formatText(scans: readonly FileScan[], options: ScanOptions, failing: readonly FileScan[], uploaded: ReadonlyArray<{ file: string; id: string }>): string {
  const lines: string[] = [];
  for (const scan of scans) {
    const { analysis } = scan;
    lines.push(`${scan.file}: ${analysis.overall_score}/100 (${analysis.counts.High} high, ${analysis.counts.Medium} medium, ${analysis.counts.Low} low) — ${analysis.summary}`);
    for (const risk of [...analysis.detected_risks].sort((a, b) => a.start - b.start)) {
      const { line, column } = position(scan.text, risk.start);
      const segment = risk.category === 'unicode' ? [...risk.segment].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ') : risk.segment;
      lines.push(`  ${line}:${column}  ${risk.severity.padEnd(6)} ${risk.type.padEnd(18)} ${JSON.stringify(segment.length > 60 ? `${segment.slice(0, 57)}...` : segment)}  ${risk.detector}`);
      lines.push(`      ${risk.suggestion}`);
    }
    if (analysis.compliance_suggestions.length > 0 && options.context !== 'General') for (const suggestion of analysis.compliance_suggestions) lines.push(`  • ${suggestion}`);
    const upload = uploaded.find((u) => u.file === scan.file);
    if (upload) lines.push(`  saved to your history as ${upload.id}`);
  }
  lines.push(
    failing.length === 0
      ? options.failUnder > 0
        ? `Every file scores at least ${options.failUnder}.`
        : 'No gate (--fail-under 0).'
      : failing.map((scan) => `BELOW ${options.failUnder} ${scan.file}: score ${scan.analysis.overall_score}/100`).join('\n'),
  );
  return `${lines.join('\n')}\n`;
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
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

function parseScore(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 100) throw new InvalidArgumentError('a score from 0 to 100 is expected.');
  return Number(value);
}

function readVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}
