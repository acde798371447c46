import { jsonResponse, mockFetch } from './fetch-mock';

type Handler = Response | object | ((request: Request) => Response | object | Promise<Response | object>);

/**
 * A fake API: `mockApi({ 'GET /api/auth/me': user, 'POST /api/auth/logout': new Response(null, { status: 204 }) })`.
 * Keys are 'METHOD /path' (query string ignored); a plain value answers 200 JSON; anything unlisted
 * answers 404. Returns the recorded requests.
 */
export function mockApi(routes: Record<string, Handler>) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (handler === undefined) {
      return jsonResponse({ statusCode: 404, error: 'Not Found', message: `no fake for ${request.method} ${url.pathname}` }, 404);
    }
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
}

export function errorResponse(status: number, message: string, extra: object = {}): Response {
  return jsonResponse({ statusCode: status, error: 'Error', message, ...extra }, status);
}

/** Requests to `METHOD /path`, in order. */
export function requestsTo(requests: readonly Request[], key: string): Request[] {
  return requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
}

/** Lets pending fake answers (and the renders they cause) finish inside act(). */
export async function settle(ms = 20): Promise<void> {
  const { act } = await import('@testing-library/react');
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
