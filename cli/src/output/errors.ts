import { ExitCode } from './exit-codes';

/** An expected failure: its message is shown to the user as is, and it ends the run with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.Error,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
