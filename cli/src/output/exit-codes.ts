/**
 * The exit codes are a contract with the scripts and CI pipelines that run the CLI: never renumber them.
 */
export const ExitCode = {
  Ok: 0,
  Error: 1,
  Usage: 2,
  Auth: 3,
  GateFailed: 4,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

const meanings: Readonly<Record<ExitCode, string>> = {
  [ExitCode.Ok]: 'success',
  [ExitCode.Error]: 'error: server unreachable or not ready, unexpected answer, bad config file',
  [ExitCode.Usage]: 'usage error: unknown command or option, invalid value (URL, API key)',
  [ExitCode.Auth]: 'authentication failed: API key missing, refused or not allowed',
  [ExitCode.GateFailed]: 'a CI gate failed (for example over budget or below the pass rate)',
};

/** The exit-code table as printed at the end of `--help`. */
export function exitCodesHelp(): string {
  const rows = Object.entries(meanings).map(([code, meaning]) => `  ${code}  ${meaning}`);
  return `\nExit codes:\n${rows.join('\n')}\n`;
}
