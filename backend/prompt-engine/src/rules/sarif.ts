// SARIF 2.1.0 for the rule lint (`promptforge rules lint --format sarif`): code-scanning tools (GitHub, GitLab,
// Azure DevOps) read it and annotate the lines.

import { RULE_LINT_CHECKS, type RuleLintCheck, type RuleLintFinding, type RuleLintSeverity } from './lint';

export interface LintedFile {
  /** The path as given on the command line, relative to the working directory when possible. */
  path: string;
  findings: RuleLintFinding[];
}

const LEVEL: Record<RuleLintSeverity, 'error' | 'warning' | 'note'> = { high: 'error', medium: 'warning', low: 'note' };
const SECURITY_SEVERITY: Record<RuleLintSeverity, string> = { high: '8.0', medium: '5.0', low: '2.0' };

const HELP: Record<RuleLintCheck, string> = {
  'hidden-unicode': 'Invisible, tag and bidirectional control characters make the rule the agent reads differ from the one a reviewer sees.',
  exfiltration: 'A rule must never tell an agent to send source code, secrets or environment variables to an outside address.',
  'download-and-run': 'Piping a download into a shell runs unreviewed code with the developer\'s permissions.',
  'disables-safeguards': 'Tests, linters, hooks, confirmations and TLS checks exist to catch an agent\'s mistakes; a rule should not switch them off.',
  'secret-in-rule': 'Keys pasted into a rule are readable by everyone with the repository and get copied into code.',
  'hides-changes': 'An agent must show every change it makes; a rule that asks it to hide changes is a red flag.',
};

export function rulesLintToSarif(files: LintedFile[], tool: { name: string; version: string; informationUri?: string }): object {
  const checks = Object.keys(RULE_LINT_CHECKS) as RuleLintCheck[];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: tool.name,
            version: tool.version,
            ...(tool.informationUri ? { informationUri: tool.informationUri } : {}),
            rules: checks.map((id) => ({
              id,
              name: id.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase()),
              shortDescription: { text: RULE_LINT_CHECKS[id] },
              fullDescription: { text: HELP[id] },
              defaultConfiguration: { level: 'error' },
              properties: { tags: ['security'] },
            })),
          },
        },
        artifacts: files.map((file) => ({ location: { uri: toUri(file.path) } })),
        results: files.flatMap((file, fileIndex) =>
          file.findings.map((finding) => ({
            ruleId: finding.check,
            ruleIndex: checks.indexOf(finding.check),
            level: LEVEL[finding.severity],
            message: { text: `${finding.message} Fix: ${finding.fix}` },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: toUri(file.path), index: fileIndex },
                  region: { startLine: finding.line, startColumn: finding.column, snippet: { text: finding.excerpt } },
                },
              },
            ],
            properties: { severity: finding.severity, 'security-severity': SECURITY_SEVERITY[finding.severity] },
          })),
        ),
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
}

function toUri(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^\.\//, '')
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
}
