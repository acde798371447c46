import { createApiClient, type Transport } from '../api/client';
import type { ApiConnection } from '../config/connection';
import type { Credentials, CredentialStore } from '../config/credentials';
import { ExitCode } from '../output/exit-codes';
import { createProgram, run, type CliDeps } from '../program';

/** Where the fake config file "lives": messages name it. */
export const FAKE_CONFIG_PATH = '/home/ana/.config/promptforge/config.json';

export interface FakeRun {
  stdout: string;
  stderr: string;
  exitCode: ExitCode;
  /** The requests the command sent, as the transport saw them. */
  requests: Request[];
  /** The connections the command asked the client factory for. */
  connections: ApiConnection[];
  /** The config file after the run; undefined when there is none. */
  credentials: Credentials | undefined;
  /** How often the command read the config file, and the prompts it showed for a secret. */
  configReads: number;
  prompts: string[];
}

export interface FakeOptions {
  /** Answers every request; the default answers 404 so a test must say what the server does. */
  transport?: Transport;
  env?: Record<string, string>;
  /** The config file before the run; none by default. */
  credentials?: Credentials;
  /** What standard input gives readSecret (already trimmed, as the real one returns it); '' by default. */
  stdin?: string;
}

function fakeDeps(options: FakeOptions): { deps: CliDeps; result: FakeRun } {
  const result: FakeRun = {
    stdout: '',
    stderr: '',
    exitCode: ExitCode.Ok,
    requests: [],
    connections: [],
    credentials: options.credentials === undefined ? undefined : structuredClone(options.credentials),
    configReads: 0,
    prompts: [],
  };
  const transport = options.transport ?? (async () => jsonResponse(404, { message: 'no fake answer' }));
  const store: CredentialStore = {
    path: FAKE_CONFIG_PATH,
    read: async () => {
      result.configReads += 1;
      return structuredClone(result.credentials ?? { servers: {} });
    },
    write: async (credentials) => void (result.credentials = structuredClone(credentials)),
    remove: async () => void (result.credentials = undefined),
  };
  const deps: CliDeps = {
    createApiClient: async (connection) => {
      result.connections.push(connection);
      return createApiClient(connection, async (request, init) => {
        result.requests.push(request);
        return transport(request, init);
      });
    },
    openCredentials: async () => store,
    readSecret: async (prompt) => {
      result.prompts.push(prompt);
      return options.stdin ?? '';
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
