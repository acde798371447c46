import type { Command } from 'commander';
import { httpError } from '../api/errors';
import type { components } from '../api/schema.gen';
import { checkApiKey, REQUEST_TIMEOUT_MS, resolveUrl, type ApiConnection, type Env } from '../config/connection';
import { storedApiKey, withLogin, withoutLogin } from '../config/credentials';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { writeJson, writeLine, writeMessage } from '../output/render';
import type { CliDeps } from '../program';
import { connectionFor, globalOptions, runCommand, type GlobalOptions } from './run-command';

export type User = components['schemas']['UserDto'];

export const KEY_PROMPT = 'API key: ';

export function registerAuthCommands(program: Command, deps: CliDeps): void {
  program
    .command('login')
    .description('check an API key and store it for the server (from --api-key, or standard input)')
    .addHelpText(
      'after',
      [
        '',
        'The key is read from standard input: typed at the prompt (without echo), or',
        'piped. Prefer that to --api-key, which shows in the process list and history.',
        '  promptforge login --url https://pf.example.com',
        '  echo "$KEY" | promptforge login',
        'The URL and the key are stored in $XDG_CONFIG_HOME/promptforge/config.json',
        '(default ~/.config/promptforge/config.json, mode 0600). A key the server',
        'refuses is not stored (exit 3).',
      ].join('\n'),
    )
    .action((_options: unknown, command: Command) => runCommand(deps, () => runLogin(globalOptions(command), deps)));

  program
    .command('logout')
    .description('remove the stored API key of the server')
    .action((_options: unknown, command: Command) => runCommand(deps, () => runLogout(globalOptions(command), deps)));

  program
    .command('whoami')
    .description('show the user the API key belongs to: name, e-mail, plan and trial days left')
    .action((_options: unknown, command: Command) => runCommand(deps, () => runWhoami(globalOptions(command), deps)));
}

/**
 * Takes the key from --api-key or standard input, checks it with GET /api/auth/me, and only then stores it
 * for the server (flags, environment, stored default, localhost), which becomes the default server.
 */
export async function runLogin(globals: GlobalOptions, deps: CliDeps): Promise<void> {
  const store = await deps.openCredentials();
  const credentials = await store.read();
  const baseUrl = resolveUrl(globals, deps.env, { path: store.path, credentials });

  const given = globals.apiKey ?? (await deps.readSecret(KEY_PROMPT));
  if (given === '') {
    throw new CliError(
      'no API key given: type it at the prompt, pipe it (echo "$KEY" | promptforge login), or pass --api-key',
      ExitCode.Usage,
    );
  }
  const apiKey = checkApiKey(given, globals.apiKey !== undefined ? '--api-key' : 'standard input');

  const user = await fetchUser({ baseUrl, apiKey, apiKeySource: 'login', timeoutMs: REQUEST_TIMEOUT_MS }, deps);
  await store.write(withLogin(credentials, baseUrl, apiKey));

  if (globals.json === true) writeJson(deps.output, user);
  writeMessage(deps.output, `Logged in to ${baseUrl} as ${user.name} <${user.email}>; the key is stored in ${store.path}`);
  if (envKeySet(deps.env)) {
    writeMessage(deps.output, 'note: PROMPTFORGE_API_KEY is set, and commands send it instead of the stored key');
  }
}

/** Forgets the stored key of the server (the file goes when nothing is left in it). Already out: still 0. */
export async function runLogout(globals: GlobalOptions, deps: CliDeps): Promise<void> {
  const store = await deps.openCredentials();
  const credentials = await store.read();
  const baseUrl = resolveUrl(globals, deps.env, { path: store.path, credentials });

  if (storedApiKey(credentials, baseUrl) === undefined) {
    writeMessage(deps.output, `Not logged in to ${baseUrl}: no API key is stored for it in ${store.path}`);
  } else {
    const rest = withoutLogin(credentials, baseUrl);
    if (rest === undefined) await store.remove();
    else await store.write(rest);
    const what = rest === undefined ? `deleted ${store.path}` : `removed its API key from ${store.path}`;
    writeMessage(deps.output, `Logged out of ${baseUrl}: ${what} (this does not revoke the key: delete it under Settings → API Keys)`);
  }
  if (envKeySet(deps.env)) {
    writeMessage(deps.output, 'note: PROMPTFORGE_API_KEY is still set, and commands keep sending it');
  }
}

/** The user behind the key: a few lines for people, the user object with --json. Never the key. */
export async function runWhoami(globals: GlobalOptions, deps: CliDeps): Promise<void> {
  const connection = await connectionFor(globals, deps);
  if (connection.apiKey === undefined) {
    throw new CliError(
      `not logged in to ${connection.baseUrl}: run \`promptforge login\`, or pass --api-key or set PROMPTFORGE_API_KEY`,
      ExitCode.Auth,
    );
  }
  const user = await fetchUser(connection, deps);
  if (globals.json === true) writeJson(deps.output, user);
  else for (const line of describeUser(user, connection.baseUrl)) writeLine(deps.output, line);
}

async function fetchUser(connection: ApiConnection, deps: Pick<CliDeps, 'createApiClient'>): Promise<User> {
  const api = await deps.createApiClient(connection);
  const { data, error, response } = await api.GET('/api/auth/me');
  if (data === undefined) throw httpError(connection, response, error);
  return data;
}

/** `Name:`, `E-mail:`, `Plan:`, `Trial:` (only while on a trial), `Server:`, aligned. */
export function describeUser(user: User, baseUrl: string): string[] {
  const subscription = user.subscription;
  // No subscription record counts as the trial (backend subscription-rules.ts isTrialUser).
  const plan = subscription === null || subscription.planId === 'free-trial' ? 'Free Trial' : 'Pro';
  const daysLeft = subscription?.access.trialDaysLeft ?? null;
  const rows: [string, string][] = [
    ['Name', user.name],
    ['E-mail', user.email],
    ['Plan', plan],
    ...(daysLeft === null ? [] : [['Trial', daysLeft === 0 ? 'ended' : `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`] as [string, string]]),
    ['Server', baseUrl],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 3; // the colon, then two spaces
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

function envKeySet(env: Env): boolean {
  return env.PROMPTFORGE_API_KEY !== undefined && env.PROMPTFORGE_API_KEY !== '';
}
