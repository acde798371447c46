import { jsonResponse, mockFetch } from '@/testing/fetch-mock';

export type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Answers fetch from a table of 'METHOD /path' handlers (query strings ignored); anything else is a
 * 404 the test would notice. Returns the recorded requests.
 */
export function serve(handlers: Record<string, Handler>) {
  return mockFetch((request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    return handler ? handler(request) : jsonResponse({ statusCode: 404, error: 'Not Found', message: `no stub for ${key}` }, 404);
  });
}

export function errorBody(statusCode: number, message: string) {
  return jsonResponse({ statusCode, error: statusCode === 409 ? 'Conflict' : 'Bad Request', message }, statusCode);
}
