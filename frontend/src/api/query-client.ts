import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { sendRequest } from './client';
import { ApiError, INVALID_QUERY_KEY, requestFailedMessage } from './errors';

/**
 * Spec §7 default data fetch: the first element of the query key is a path, fetched with GET.
 * A non-string first element is an error ('invalid query key'); a non-OK answer is an ApiError
 * 'request failed with status {code}' that carries the status; otherwise the JSON body
 * (null for an empty body, since react-query does not accept undefined data).
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error(INVALID_QUERY_KEY);
  const { data, error, response } = await sendRequest('get', path, undefined, { signal });
  if (!response.ok) throw new ApiError(response.status, requestFailedMessage(response.status), error);
  return data ?? null;
};

/** Spec §9: cached data is garbage-collected after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Product defaults: no retries, no refetch on window focus (spec §7, §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
