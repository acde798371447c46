import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';

export const DEFAULT_URL = 'http://localhost:3000';
export const REQUEST_TIMEOUT_MS = 10_000;

/** Where and how to reach the PromptForge server. */
export interface ApiConnection {
  /** Absolute http(s) URL without a trailing slash, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`; never printed. */
  apiKey?: string;
  timeoutMs: number;
}

export interface ConnectionFlags {
  url?: string;
  apiKey?: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Flags win over the environment, the environment over the defaults. */
export function resolveConnection(flags: ConnectionFlags, env: Env): ApiConnection {
  const url = flags.url ?? nonEmpty(env.PROMPTFORGE_URL) ?? DEFAULT_URL;
  const apiKey = flags.apiKey ?? nonEmpty(env.PROMPTFORGE_API_KEY);
  // A key that cannot travel in a header would make fetch throw an error that quotes it.
  if (apiKey !== undefined && !/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new CliError('the API key may contain only printable ASCII characters without spaces', ExitCode.Usage);
  }
  return { baseUrl: checkUrl(url), apiKey, timeoutMs: REQUEST_TIMEOUT_MS };
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
