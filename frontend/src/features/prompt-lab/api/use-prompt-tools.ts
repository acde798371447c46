import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type {
  AnalysisResult,
  AnalyzeInput,
  CoachingInput,
  CoachingResult,
  ContextCheckInput,
  ContextCheckResult,
  DnaInput,
  DnaResult,
  VariationsInput,
  VariationsResult,
} from './types';

/**
 * The five AI tools (spec §7). Each answers with `engine`: 'offline' or the model id that answered; a
 * request with `model` goes through that model when the user has a key for it.
 */
export const analyzePrompt = (input: AnalyzeInput): Promise<AnalysisResult> => apiRequest('post', '/api/prompts/analyze', input);
export const generateVariations = (input: VariationsInput): Promise<VariationsResult> => apiRequest('post', '/api/prompts/variations', input);
export const checkContext = (input: ContextCheckInput): Promise<ContextCheckResult> => apiRequest('post', '/api/prompts/check-context', input);
export const analyzeDna = (input: DnaInput): Promise<DnaResult> => apiRequest('post', '/api/prompts/dna-analysis', input);
export const coach = (input: CoachingInput): Promise<CoachingResult> => apiRequest('post', '/api/prompts/assistant-coaching', input);

export const useAnalyzePrompt = () => useMutation({ mutationFn: analyzePrompt });
export const useGenerateVariations = () => useMutation({ mutationFn: generateVariations });
export const useCheckContext = () => useMutation({ mutationFn: checkContext });
export const useAnalyzeDna = () => useMutation({ mutationFn: analyzeDna });
export const useCoach = () => useMutation({ mutationFn: coach });
