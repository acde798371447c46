import type { QueryFunctionContext } from '@tanstack/react-query';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { ApiError } from './errors';
import { createQueryClient, defaultQueryFn } from './query-client';

function run(queryKey: readonly unknown[]) {
  const context = { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
  return Promise.resolve(defaultQueryFn(context));
}

describe('defaultQueryFn (spec §7)', () => {
  it('GETs the first key element as a path on the page origin and returns the JSON body', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    await expect(run(['/api/health', { extra: 1 }])).resolves.toEqual({ status: 'ok' });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url).toBe(`${window.location.origin}/api/health`);
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
  });

  it.each([[[42]], [[{ path: '/api/health' }]], [[]], [[null]]])('rejects the non-string key %p with "invalid query key" and no request', async (key) => {
    const { spy } = mockFetch(() => jsonResponse({}));
    await expect(run(key)).rejects.toThrow(new Error('invalid query key'));
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([401, 404, 500, 503])('rejects a %i answer with "request failed with status %i" and carries the status', async (status) => {
    mockFetch(() => jsonResponse({ statusCode: status, message: 'server text' }, status));
    const error = await run(['/api/health']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`request failed with status ${status}`);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).body).toEqual({ statusCode: status, message: 'server text' });
  });

  it('sends the stored authToken as a bearer credential', async () => {
    window.localStorage.setItem('authToken', 'tok-123');
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    await run(['/api/health']);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a stored token', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    await run(['/api/health']);
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('resolves an empty success body to null (react-query rejects undefined data)', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(run(['/api/health'])).resolves.toBeNull();
  });
});

describe('createQueryClient', () => {
  it('uses the spec defaults: default fetch, no retry, no refetch on focus, 5-minute cache', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.queryFn).toBe(defaultQueryFn);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('fetches a query through the default function when no queryFn is given', async () => {
    mockFetch(() => jsonResponse({ status: 'ok' }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/health'] })).resolves.toEqual({ status: 'ok' });
  });

  it('does not retry a failed query', async () => {
    const { spy } = mockFetch(() => jsonResponse({}, 500));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/health'] })).rejects.toThrow('request failed with status 500');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
