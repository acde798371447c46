import { createApiClient, type Transport } from '../api/client';
import type { ApiConnection } from '../config/connection';
import { ExitCode } from '../output/exit-codes';
import { createProgram, run, type CliDeps } from '../program';

export interface FakeRun {
  stdout: string;
  stderr: string;
  exitCode: ExitCode;
  /** The requests the command sent, as the transport saw them. */
  requests: Request[];
  /** The connections the command asked the client factory for. */
  connections: ApiConnection[];
}

export interface FakeOptions {
  /** Answers every request; the default answers 404 so a test must say what the server does. */
  transport?: Transport;
  env?: Record<string, string>;
}

function fakeDeps(options: FakeOptions): { deps: CliDeps; result: FakeRun } {
  const result: FakeRun = { stdout: '', stderr: '', exitCode: ExitCode.Ok, requests: [], connections: [] };
  const transport = options.transport ?? (async () => jsonResponse(404, { message: 'no fake answer' }));
  const deps: CliDeps = {
    createApiClient: async (connection) => {
      result.connections.push(connection);
      return createApiClient(connection, async (request, init) => {
        result.requests.push(request);
        return transport(request, init);
      });
    },
    output: {
      stdout: (text) => void (result.stdout += text),
      stderr: (text) => void (result.stderr += text),
    },
    env: options.env ?? {},
    setExitCode: (code) => void (result.exitCode = code),
  };
  return { deps, result };
}

/** Runs a command through createProgram(fakes).parseAsync: real parsing and API client, fake network. */
export async function runProgram(args: string[], options: FakeOptions = {}): Promise<FakeRun> {
  const { deps, result } = fakeDeps(options);
  await createProgram(deps).parseAsync(args, { from: 'user' });
  return result;
}

/** Like runProgram, through run(): also covers what commander ends itself (help, version, usage errors). */
export async function runCli(args: string[], options: FakeOptions = {}): Promise<FakeRun> {
  const { deps, result } = fakeDeps(options);
  await run(args, deps, 'user');
  return result;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
