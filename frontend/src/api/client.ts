import createClient, { type Middleware } from 'openapi-fetch';
import { getAuthToken } from '@/lib/storage';
import { ApiError, requestFailedMessage, serverMessage } from './errors';
import type { paths } from './schema.gen';

/**
 * The typed API client (spec §7 request conventions). Types come from schema.gen.ts, which
 * `npm run api:generate` writes from backend/openapi.json. This module never navigates: what a 401
 * means is decided by the route guards and the screens, not here.
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths of the OpenAPI document that have an operation for `method`. */
export type PathsWith<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends ApiMethod> = paths[P] extends { [K in M]: infer O } ? O : never;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;

/** The JSON request body of an operation (undefined when it takes none). */
export type RequestBody<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: infer R } ? ([NonNullable<R>] extends [never] ? undefined : JsonContent<NonNullable<R>>) : undefined;

type SuccessStatus = 200 | 201 | 202 | 203 | 206;

/** The JSON body of an operation's success answer (undefined for empty answers). */
export type ResponseData<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { responses: infer Rs }
    ? { [S in keyof Rs]: S extends SuccessStatus ? JsonContent<Rs[S]> : never }[keyof Rs] extends infer D
      ? [D] extends [never]
        ? undefined
        : D
      : never
    : never;

export interface RequestOptions {
  /** Path and query parameters, for templated paths such as /api/api-keys/{id}. */
  params?: { path?: Record<string, string | number>; query?: Record<string, unknown> };
  signal?: AbortSignal;
  /** Extra request headers (e.g. the support chat's `X-Chat-Token`). */
  headers?: Record<string, string>;
}

/** Adds `Authorization: Bearer <authToken>` when a token is stored (read on every request). */
export const bearerAuthMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getAuthToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

export function createApiClient(baseUrl: string = window.location.origin) {
  const client = createClient<paths>({
    baseUrl,
    // Spec §7: a JSON content type on every request, with or without a body.
    headers: { 'Content-Type': 'application/json' },
    // Resolve fetch per call so tests (and any later instrumentation) can replace it.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(bearerAuthMiddleware);
  return client;
}

/** The shared typed client, e.g. `api.GET('/api/health')`. */
export const api = createApiClient();

/**
 * Spec §7: a path that begins with '/' resolves against the page's own origin; anything else is
 * resolved like a link would be (absolute URLs stay as they are).
 */
export function resolveRequestTarget(path: string): { baseUrl: string; path: string } {
  if (path.startsWith('/')) return { baseUrl: window.location.origin, path };
  const url = new URL(path, window.location.href);
  return { baseUrl: url.origin, path: `${url.pathname}${url.search}` };
}

type UntypedRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The client without its path typing, for callers that hold a runtime path (query keys). */
export async function sendRequest(
  method: ApiMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<{ data?: unknown; error?: unknown; response: Response }> {
  const target = resolveRequestTarget(path);
  const init: Record<string, unknown> = { baseUrl: target.baseUrl };
  if (options.params) init.params = options.params;
  if (options.signal) init.signal = options.signal;
  if (options.headers) init.headers = options.headers;
  // Spec §7: the body goes out as JSON for non-GET methods only.
  if (method !== 'get' && body !== undefined) init.body = body;
  return (api.request as unknown as UntypedRequest)(method, target.path, init);
}

/**
 * The spec's request helper: `apiRequest(method, path, body?)`. Resolves with the parsed JSON body
 * of a success answer; rejects with an ApiError (status, server message or
 * 'request failed with status N', parsed body) otherwise.
 */
export async function apiRequest<M extends ApiMethod, P extends PathsWith<M>>(
  method: M,
  path: P,
  body?: RequestBody<P, M>,
  options?: RequestOptions,
): Promise<ResponseData<P, M>> {
  const { data, error, response } = await sendRequest(method, path as string, body, options);
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(error) ?? requestFailedMessage(response.status), error);
  }
  return data as ResponseData<P, M>;
}
