import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { useModels, type Model } from './use-models';

const GPT_4O: Model = {
  id: 'gpt-4o',
  provider: 'openai',
  name: 'GPT-4o',
  type: 'chat',
  contextWindow: 128000,
  maxTokens: 4096,
  costPer1kTokensInput: 0.01,
  costPer1kTokensOutput: 0.03,
  enabled: true,
  available: false,
  pricesAsOf: '2026-11-21',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useModels', () => {
  it('loads the catalogue from GET /api/models', async () => {
    const { requests } = mockFetch(() => jsonResponse([GPT_4O]));
    const { result } = renderHook(() => useModels(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([GPT_4O]);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['GET /api/models']);
  });

  it('fails with the status when the server refuses', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' }, 401));
    const { result } = renderHook(() => useModels(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 401, message: 'Authentication required' });
  });
});
