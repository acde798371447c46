import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { ApiError, requestFailedMessage, serverMessage } from '@/api/errors';
import { getAuthToken } from '@/lib/storage';
import type { BatchInput, Estimate, ExecuteInput, ExecutionResult, Run, RunAccepted, RunItemEvent, Session } from './types';

/** POST /api/playground/execute: every prompt × model once, with the variables. */
export const executeOnce = (input: ExecuteInput): Promise<ExecutionResult> => apiRequest('post', '/api/playground/execute', input);

/** POST /api/playground/runs: a batch as a queued run (202 with its id); progress comes from its events. */
export const startRun = (input: BatchInput): Promise<RunAccepted> => apiRequest('post', '/api/playground/runs', input) as Promise<RunAccepted>;

export const getRun = (id: string): Promise<Run> => apiRequest('get', '/api/playground/runs/{id}', undefined, { params: { path: { id } } });

export const cancelRun = (id: string): Promise<Run> => apiRequest('post', '/api/playground/runs/{id}/cancel', undefined, { params: { path: { id } } });

export const estimateRun = (input: BatchInput): Promise<Estimate> => apiRequest('post', '/api/playground/estimate', input);

/**
 * Follows GET /api/playground/runs/{id}/events. EventSource cannot send the Authorization header, so
 * this reads the text/event-stream through fetch. Resolves when the run ends (or the signal aborts).
 */
export async function followRun(id: string, onItem: (event: RunItemEvent) => void, signal?: AbortSignal): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(`/api/playground/runs/${encodeURIComponent(id)}/events`, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, serverMessage(body) ?? requestFailedMessage(response.status), body);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type === 'item' && data) onItem(JSON.parse(data) as RunItemEvent);
      if (type === 'end') {
        await reader.cancel().catch(() => undefined);
        return;
      }
      boundary = buffer.indexOf('\n\n');
    }
  }
}

const SESSIONS_KEY = ['/api/playground/sessions'] as const;

export const useSessions = (enabled: boolean) =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: (): Promise<Session[]> => apiRequest('get', '/api/playground/sessions'), enabled });

export function useSaveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; prompts: unknown[]; llm_configs: unknown[]; results: unknown[] }): Promise<Session> =>
      apiRequest('post', '/api/playground/sessions', input as never) as Promise<Session>,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('delete', '/api/playground/sessions/{id}', undefined, { params: { path: { id } } }) as Promise<unknown>,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
