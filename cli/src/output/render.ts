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
