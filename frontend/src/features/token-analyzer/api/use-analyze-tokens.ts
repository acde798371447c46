import { useMutation } from '@tanstack/react-query';
import { ApiError, requestFailedMessage, serverMessage } from '@/api/errors';
import { sendRequest } from '@/api/client';
import type { AnalyzeTokensInput, TokenAnalysis } from './types';

/** POST /api/analyze-tokens: token counts and costs per model, and tips computed from the text. */
export async function analyzeTokens(input: AnalyzeTokensInput): Promise<TokenAnalysis> {
  const { data, error, response } = await sendRequest('post', '/api/analyze-tokens', input);
  if (!response.ok) throw new ApiError(response.status, serverMessage(error) ?? requestFailedMessage(response.status), error);
  return data as TokenAnalysis;
}

export const useAnalyzeTokens = () => useMutation({ mutationFn: analyzeTokens });
