import createClient, { type Client } from 'openapi-fetch';
import type { ApiConnection } from '../config/connection';
import { httpError, transportError } from './errors';
import { httpTransport } from './http-transport';
import type { paths } from './schema.gen';

export type ApiClient = Client<paths>;

/** Sends one request; the signal aborts it when the time limit is reached. Tests pass a fake. */
export type Transport = (request: Request, init: { signal: AbortSignal }) => Promise<Response>;

/**
 * The typed client every command uses. What all commands get for free: the bearer API key, a time limit
 * on every request, "cannot reach" / "did not answer" errors, and 401/403 as authentication failures
 * (exit code 3). Other non-OK answers come back as openapi-fetch's `{ error, response }`.
 */
export function createApiClient(connection: ApiConnection, transport: Transport = httpTransport): ApiClient {
  return createClient<paths>({
    baseUrl: connection.baseUrl,
    headers: connection.apiKey === undefined ? {} : { Authorization: `Bearer ${connection.apiKey}` },
    fetch: async (request) => {
      const signal = AbortSignal.timeout(connection.timeoutMs);
      let response: Response;
      try {
        response = await transport(request, { signal });
      } catch (error) {
        throw transportError(connection, error, signal.aborted);
      }
      if (response.status === 401 || response.status === 403) {
        throw httpError(connection, response, await readBody(response));
      }
      return response;
    },
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
