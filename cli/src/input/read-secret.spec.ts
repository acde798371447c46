import { PassThrough, Readable } from 'node:stream';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { MAX_PIPED_BYTES, readSecret, type SecretInput } from './read-secret';

/** A fake terminal: a stream with isTTY and raw mode, and everything written to the prompt's output. */
function terminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw: false,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.isRaw = mode;
      input.rawModes.push(mode);
      return input;
    },
  });
  let written = '';
  const output = { write: (text: string) => void (written += text) };
  return { input, output, written: () => written };
}

const piped = (...chunks: string[]): SecretInput => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

describe('readSecret on a terminal', () => {
  it('prompts, reads up to Enter with echo off, and restores the terminal', async () => {
    const { input, output, written } = terminal();

    const secret = readSecret(input, output, 'API key: ');
    input.write('pfk_Sec');
    input.write('ret\r');

    expect(await secret).toBe('pfk_Secret');
    expect(written()).toBe('API key: \n'); // the prompt, then the line end Enter did not echo
    expect(input.rawModes).toEqual([true, false]);
    expect(input.isPaused()).toBe(true);
    expect(input.listenerCount('data')).toBe(0);
  });

  it('handles Backspace and Ctrl-U, and drops escape sequences and control characters', async () => {
    const { input, output } = terminal();

    const secret = readSecret(input, output, 'API key: ');
    input.write('wrong\u0015pfk_ab');
    input.write('\u007fc');
    input.write('\u001b[D');
    input.write('\tX\bZ\n');

    expect(await secret).toBe('pfk_acZ');
  });

  it('ends on Ctrl-D like Enter', async () => {
    const { input, output } = terminal();

    const secret = readSecret(input, output, 'API key: ');
    input.write('pfk_x\u0004');

    expect(await secret).toBe('pfk_x');
  });

  it('gives up on Ctrl-C with an error, and restores the terminal', async () => {
    const { input, output } = terminal();

    const secret = readSecret(input, output, 'API key: ');
    input.write('pfk_half\u0003');

    await expect(secret).rejects.toEqual(new CliError('cancelled'));
    expect(input.rawModes).toEqual([true, false]);
  });

  it('leaves raw mode on when it found it on', async () => {
    const { input, output } = terminal();
    input.isRaw = true;

    const secret = readSecret(input, output, 'API key: ');
    input.write('pfk_x\r');
    await secret;

    expect(input.rawModes).toEqual([true, true]);
  });
});

describe('readSecret from a pipe', () => {
  it('reads everything without a prompt, trimmed (echo "$KEY" | promptforge login)', async () => {
    const prompt = jest.fn();

    expect(await readSecret(piped('pfk_pi', 'ped\n'), { write: prompt }, 'API key: ')).toBe('pfk_piped');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('gives an empty string for empty input', async () => {
    expect(await readSecret(piped(), { write: jest.fn() }, 'API key: ')).toBe('');
  });

  it('refuses input far longer than a key, as a usage error', async () => {
    const error = await readSecret(piped('x'.repeat(MAX_PIPED_BYTES), 'y'), { write: jest.fn() }, 'API key: ').catch(
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(ExitCode.Usage);
  });
});
