/** Where the CLI writes. The real sink wraps process.stdout/stderr; tests pass a recorder. */
export interface OutputSink {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Data for scripts: the value as pretty JSON on stdout. */
export function writeJson(sink: OutputSink, value: unknown): void {
  sink.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Data for people: one line on stdout. */
export function writeLine(sink: OutputSink, line: string): void {
  sink.stdout(`${line}\n`);
}

/** A diagnostic on stderr, in the same `error: …` form commander uses for usage errors. */
export function writeError(sink: OutputSink, message: string): void {
  sink.stderr(`error: ${message}\n`);
}

/** A message for people about what a command did, on stderr (stdout stays for data). */
export function writeMessage(sink: OutputSink, line: string): void {
  sink.stderr(`${line}\n`);
}

const API_KEY_PATTERN = /pfk_[0-9A-Za-z]+/g;

/**
 * The last line of defence for secrets: anything that looks like an API key is masked in diagnostics, also
 * where a message quotes what the user typed (a key pasted after --url, or as a command name).
 */
export function redactSecrets(text: string): string {
  return text.replace(API_KEY_PATTERN, 'pfk_***');
}

/** The sink with stderr passed through redactSecrets. Stdout is data and is written as it is. */
export function redactingSink(sink: OutputSink): OutputSink {
  return { stdout: (text) => sink.stdout(text), stderr: (text) => sink.stderr(redactSecrets(text)) };
}
