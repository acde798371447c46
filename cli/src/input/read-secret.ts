import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';

/** What readSecret needs of process.stdin: a readable stream, and on a terminal, raw mode. */
export interface SecretInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  isRaw?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** Where the prompt goes (process.stderr): never stdout, which belongs to data. */
export interface PromptOutput {
  write(text: string): unknown;
}

/** Far more than any API key: a pipe that brings more is not a key, and is not read to its end. */
export const MAX_PIPED_BYTES = 4096;

/**
 * Reads one secret from standard input. On a terminal: prints `prompt`, switches echo off (raw mode), and reads
 * up to Enter. From a pipe or a file: reads everything, without a prompt. Either way the value comes back
 * without surrounding whitespace, and an empty string when nothing was given.
 */
export async function readSecret(input: SecretInput, output: PromptOutput, prompt: string): Promise<string> {
  if (input.isTTY === true && typeof input.setRawMode === 'function') {
    return (await readFromTerminal(input, output, prompt)).trim();
  }
  return (await readPiped(input)).trim();
}

async function readPiped(input: SecretInput): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    length += buffer.length;
    if (length > MAX_PIPED_BYTES) {
      input.pause();
      throw new CliError(
        `standard input holds more than ${MAX_PIPED_BYTES} bytes, which is not an API key: pipe only the key`,
        ExitCode.Usage,
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const ENTER = new Set(['\r', '\n']);
const END_OF_INPUT = '\u0004'; // Ctrl-D
const INTERRUPT = '\u0003'; // Ctrl-C: raw mode turns it into input instead of SIGINT
const ERASE = new Set(['\u007f', '\b']); // Backspace, Ctrl-H
const KILL_LINE = '\u0015'; // Ctrl-U
const ESCAPE = '\u001b';

/** Reads keystrokes without echo until Enter; the terminal is restored however the read ends. */
function readFromTerminal(input: SecretInput, output: PromptOutput, prompt: string): Promise<string> {
  const setRawMode = input.setRawMode!.bind(input);
  const wasRaw = input.isRaw === true;
  output.write(prompt);
  setRawMode(true);
  input.setEncoding('utf8');
  input.resume();

  return new Promise<string>((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onError);
      setRawMode(wasRaw);
      input.pause();
      // Enter was not echoed: end the prompt's line ourselves.
      output.write('\n');
      if (error === undefined) resolve(value);
      else reject(error);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (ENTER.has(character) || character === END_OF_INPUT) return finish();
        if (character === INTERRUPT) return finish(new CliError('cancelled'));
        if (character === ESCAPE) return; // arrow and function keys: drop the rest of the sequence
        if (ERASE.has(character)) value = value.slice(0, -1);
        else if (character === KILL_LINE) value = '';
        else if (character >= ' ') value += character;
      }
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(error);
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
  });
}
