import { ExitCode, exitCodesHelp } from './exit-codes';

describe('exit codes', () => {
  it('keeps the documented numbers (scripts depend on them)', () => {
    expect(ExitCode).toEqual({ Ok: 0, Error: 1, Usage: 2, Auth: 3, GateFailed: 4 });
  });

  it('lists every code once, in order, in the help text', () => {
    const codes = [...exitCodesHelp().matchAll(/^ {2}(\d) {2}\S/gm)].map((match) => Number(match[1]));

    expect(codes).toEqual([0, 1, 2, 3, 4]);
  });
});
