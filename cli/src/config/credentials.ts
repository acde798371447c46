import { CliError } from '../output/errors';

/**
 * What `promptforge login` stores: the server to use when neither --url nor PROMPTFORGE_URL names one, and
 * one API key per server. A key is only ever sent to the server it was stored for.
 *
 *   { "url": "https://pf.example.com", "servers": { "https://pf.example.com": { "apiKey": "pfk_…" } } }
 */
export interface Credentials {
  url?: string;
  servers: Record<string, { apiKey: string }>;
}

/** The config file as the commands see it. The real store (credentials-file.ts) is loaded only by actions. */
export interface CredentialStore {
  /** Where the file lives, for messages. */
  readonly path: string;
  /** The stored credentials; none when the file does not exist. */
  read(): Promise<Credentials>;
  /** Replaces the file atomically, readable by the owner only. */
  write(credentials: Credentials): Promise<void>;
  /** Deletes the file; nothing to do when it does not exist. */
  remove(): Promise<void>;
}

/** Credentials as read, with the file they came from (error messages name it). */
export interface StoredCredentials {
  path: string;
  credentials: Credentials;
}

export const NO_CREDENTIALS: Credentials = { servers: {} };

/** Stores `apiKey` for `url` and makes `url` the default server. */
export function withLogin(credentials: Credentials, url: string, apiKey: string): Credentials {
  return { ...credentials, url, servers: { ...credentials.servers, [url]: { apiKey } } };
}

/**
 * Forgets the key of `url`; the default server goes with it. `undefined` when nothing is left worth a file.
 */
export function withoutLogin(credentials: Credentials, url: string): Credentials | undefined {
  const { [url]: _removed, ...servers } = credentials.servers;
  const next: Credentials = { ...credentials, servers };
  if (next.url === url) delete next.url;
  const extra = Object.keys(next).filter((name) => name !== 'servers');
  return Object.keys(servers).length === 0 && extra.length === 0 ? undefined : next;
}

export function storedApiKey(credentials: Credentials, url: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(credentials.servers, url) ? credentials.servers[url]?.apiKey : undefined;
}

/** Parses the file's text. A file that is not what login writes is an error naming the file, never its content. */
export function parseCredentials(text: string, path: string): Credentials {
  const invalid = (why: string) => new CliError(`the config file ${path} is not valid (${why}): fix or delete it`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('not JSON');
  }
  if (!isObject(value)) throw invalid('not a JSON object');
  const { url, servers = {} } = value;
  if (url !== undefined && typeof url !== 'string') throw invalid('"url" is not a string');
  if (!isObject(servers)) throw invalid('"servers" is not an object');
  for (const [server, entry] of Object.entries(servers)) {
    if (!isObject(entry) || typeof entry.apiKey !== 'string') throw invalid(`no "apiKey" string for ${server}`);
  }
  return { ...value, servers } as Credentials;
}

/** The file's text: pretty JSON, ending with a newline. */
export function serializeCredentials(credentials: Credentials): string {
  return `${JSON.stringify(credentials, null, 2)}\n`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
