import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { storedApiKey, type StoredCredentials } from './credentials';

export const DEFAULT_URL = 'http://localhost:3000';
export const REQUEST_TIMEOUT_MS = 10_000;

/** Every PromptForge API key starts with this (backend api-key-secret.ts). */
export const API_KEY_PREFIX = 'pfk_';

/** Where the API key came from: error messages tell the user what to fix. */
export type ApiKeySource = 'flag' | 'env' | 'config' | 'login';

/** Where and how to reach the PromptForge server. */
export interface ApiConnection {
  /** Absolute http(s) URL without a trailing slash, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`; never printed. */
  apiKey?: string;
  apiKeySource?: ApiKeySource;
  timeoutMs: number;
}

export interface ConnectionFlags {
  url?: string;
  apiKey?: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * For the URL and for the key: flags, then the environment, then the config file written by
 * `promptforge login`, then the default URL. A stored key is only used for the server it was stored for.
 */
export function resolveConnection(flags: ConnectionFlags, env: Env, stored?: StoredCredentials): ApiConnection {
  const baseUrl = resolveUrl(flags, env, stored);
  const connection = (apiKey: string | undefined, apiKeySource: ApiKeySource | undefined): ApiConnection => ({
    baseUrl,
    apiKey,
    apiKeySource,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  if (flags.apiKey !== undefined) return connection(checkApiKey(flags.apiKey, '--api-key'), 'flag');
  const fromEnv = nonEmpty(env.PROMPTFORGE_API_KEY);
  if (fromEnv !== undefined) return connection(checkApiKey(fromEnv, 'PROMPTFORGE_API_KEY'), 'env');
  const fromFile = stored === undefined ? undefined : storedApiKey(stored.credentials, baseUrl);
  if (fromFile === undefined || stored === undefined) return connection(undefined, undefined);
  return connection(checkApiKey(fromFile, `${stored.path} (for ${baseUrl})`), 'config');
}

/** The server alone (logout needs no key): --url, then PROMPTFORGE_URL, then the stored default, then localhost. */
export function resolveUrl(flags: ConnectionFlags, env: Env, stored?: StoredCredentials): string {
  return checkUrl(flags.url ?? nonEmpty(env.PROMPTFORGE_URL) ?? nonEmpty(stored?.credentials.url) ?? DEFAULT_URL);
}

/** Whether flags and environment leave the URL or the key open, so the config file must be read. */
export function needsStoredCredentials(flags: ConnectionFlags, env: Env): boolean {
  const url = flags.url ?? nonEmpty(env.PROMPTFORGE_URL);
  const apiKey = flags.apiKey ?? nonEmpty(env.PROMPTFORGE_API_KEY);
  return url === undefined || apiKey === undefined;
}

/**
 * Refuses, as a usage error and before any request, a key that is not a PromptForge API key. Messages name
 * where the key came from (`from`), never the key.
 */
export function checkApiKey(apiKey: string, from: string): string {
  // A key that cannot travel in a header would make fetch throw an error that quotes it.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new CliError(
      `the API key from ${from} may contain only printable ASCII characters without spaces`,
      ExitCode.Usage,
    );
  }
  if (!apiKey.startsWith(API_KEY_PREFIX)) {
    throw new CliError(
      `the value from ${from} is not a PromptForge API key (those start with ${API_KEY_PREFIX}): ` +
        'create one under Settings → API Keys',
      ExitCode.Usage,
    );
  }
  return apiKey;
}

function checkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CliError(`invalid server URL "${url}": expected e.g. ${DEFAULT_URL}`, ExitCode.Usage);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(`invalid server URL "${url}": only http and https are supported`, ExitCode.Usage);
  }
  if (parsed.username || parsed.password) {
    throw new CliError('the server URL must not contain credentials: use --api-key', ExitCode.Usage);
  }
  return url.replace(/\/+$/, '');
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
