import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { ApiError, requestFailedMessage, serverMessage } from '@/api/errors';
import { getAuthToken } from '@/lib/storage';
import type { DependencyAnalysis, DocumentationJob, DocumentDto, GenerateRequest, GenerateResult, SaveDocumentInput, TechAnalysisType } from './types';

export const DOCUMENTS_KEY = ['documentation'] as const;

/** GET /api/documentation — fetched only while My Documents is shown (spec §7). */
export const useDocuments = (enabled: boolean) =>
  useQuery({ queryKey: DOCUMENTS_KEY, queryFn: () => apiRequest('get', '/api/documentation'), enabled });

const JOB_POLL_MS = 1000;

function isJob(body: GenerateResult | DocumentationJob): body is DocumentationJob {
  return 'status' in body;
}

/**
 * POST /api/documentation/generate. The server waits for its queued job up to a limit; past it the answer is 202 with
 * the job, which this follows at /api/documentation/jobs/{id} until it completes (or fails).
 */
export async function generateDocument(input: GenerateRequest, onProgress?: (status: DocumentationJob['status']) => void): Promise<GenerateResult> {
  let body = (await apiRequest('post', '/api/documentation/generate', input)) as GenerateResult | DocumentationJob;
  while (isJob(body)) {
    onProgress?.(body.status);
    if (body.status === 'completed' && body.document) {
      return { content_markdown: body.document.content_markdown, document: body.document, job_id: body.id };
    }
    if (body.status === 'failed') throw new ApiError(400, body.error ?? 'Failed to generate document. Please try again.', { message: body.error });
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    body = await apiRequest('get', '/api/documentation/jobs/{id}', undefined, { params: { path: { id: body.id } } });
  }
  return body;
}

export const useGenerateDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: GenerateRequest; onProgress?: (status: DocumentationJob['status']) => void }) => generateDocument(input, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
};

export const useSaveDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SaveDocumentInput }): Promise<DocumentDto> =>
      id ? apiRequest('put', '/api/documentation/{id}', input, { params: { path: { id } } }) : apiRequest('post', '/api/documentation', input),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
};

export const useDeleteDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('delete', '/api/documentation/{id}', undefined, { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
};

/** POST /api/documentation/analyze-dependencies: a multipart upload (the typed JSON client does not send files). */
export async function analyzeDependencies(files: File[], analysisTypes: TechAnalysisType[]): Promise<DependencyAnalysis> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  if (analysisTypes.length > 0) form.append('analysis_types', analysisTypes.join(','));
  const token = getAuthToken();
  const response = await globalThis.fetch(new Request(new URL('/api/documentation/analyze-dependencies', window.location.origin), {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }));
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, serverMessage(body) ?? requestFailedMessage(response.status), body);
  return body as DependencyAnalysis;
}

export const useAnalyzeDependencies = () =>
  useMutation({ mutationFn: ({ files, types }: { files: File[]; types: TechAnalysisType[] }) => analyzeDependencies(files, types) });
