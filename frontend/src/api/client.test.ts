import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { apiRequest, resolveRequestTarget } from './client';
import { ApiError } from './errors';
import type { components } from './schema.gen';

/** apiRequest without the OpenAPI path typing, to exercise methods the document has no path for yet. */
const untypedApiRequest = apiRequest as unknown as (method: string, path: string, body?: unknown) => Promise<unknown>;

describe('apiRequest (spec §7 request helper)', () => {
  it('GETs without a body and returns the typed JSON answer', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    const body: components['schemas']['LivenessDto'] = await apiRequest('get', '/api/health');
    expect(body).toEqual({ status: 'ok' });
    expect(requests[0].method).toBe('GET');
    expect(requests[0].body).toBeNull();
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('drops a body passed with GET', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    await untypedApiRequest('get', '/api/health', { ignored: true });
    expect(requests[0].body).toBeNull();
  });

  it.each(['post', 'put', 'patch', 'delete'])('sends the body as JSON for %s', async (method) => {
    const { requests } = mockFetch(() => jsonResponse({ id: '1' }, 201));
    await expect(untypedApiRequest(method, '/api/things', { name: 'Ada', tags: ['a'] })).resolves.toEqual({ id: '1' });
    expect(requests[0].method).toBe(method.toUpperCase());
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    await expect(requests[0].text()).resolves.toBe('{"name":"Ada","tags":["a"]}');
  });

  it('sends the bearer token only when authToken is stored', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    await apiRequest('get', '/api/health');
    window.localStorage.setItem('authToken', 'jwt-abc');
    await apiRequest('get', '/api/health');
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[1].headers.get('Authorization')).toBe('Bearer jwt-abc');
  });

  it('rejects a non-OK answer with an ApiError carrying the status and the server message', async () => {
    mockFetch(() => jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: 'database down' }, 503));
    const error = await apiRequest('get', '/api/health/ready').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'database down' });
  });

  it('falls back to "request failed with status N" when the answer has no message', async () => {
    mockFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(apiRequest('get', '/api/health')).rejects.toThrow('request failed with status 502');
  });

  it('leaves navigation alone on 401 (no redirect inside the client)', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401));
    const before = window.location.href;
    await expect(apiRequest('get', '/api/health')).rejects.toMatchObject({ status: 401 });
    expect(window.location.href).toBe(before);
  });
});

describe('resolveRequestTarget', () => {
  it('resolves a path beginning with a slash against the page origin', () => {
    expect(resolveRequestTarget('/api/notifications?limit=50')).toEqual({
      baseUrl: window.location.origin,
      path: '/api/notifications?limit=50',
    });
  });

  it('keeps an absolute URL as it is', () => {
    expect(resolveRequestTarget('https://api.example.com/v1/x?y=1')).toEqual({
      baseUrl: 'https://api.example.com',
      path: '/v1/x?y=1',
    });
  });
});

// Compile-time checks (tsc runs over tests): paths and methods come from the OpenAPI document.
export function typeChecks() {
  // @ts-expect-error not a path of backend/openapi.json
  void apiRequest('get', '/api/not-a-path');
  // @ts-expect-error /api/health has no POST operation
  void apiRequest('post', '/api/health');
  const ready: Promise<components['schemas']['ReadinessDto']> = apiRequest('get', '/api/health/ready');
  return ready;
}
