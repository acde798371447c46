import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AnalyzeTokensInput, TokenAnalysis } from './types';

/** POST /api/analyze-tokens: token counts and costs per model, and tips computed from the text. */
export const analyzeTokens = (input: AnalyzeTokensInput): Promise<TokenAnalysis> => apiRequest('post', '/api/analyze-tokens', input);

export const useAnalyzeTokens = () => useMutation({ mutationFn: analyzeTokens });
