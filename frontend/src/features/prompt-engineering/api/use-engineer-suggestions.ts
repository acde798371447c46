import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EngineeringInput, EngineeringResult } from './types';

/** POST /api/prompts/engineer-suggestions: suggestions on exact segments of the prompt, and the improved prompt. */
export const engineerSuggestions = (input: EngineeringInput): Promise<EngineeringResult> =>
  apiRequest('post', '/api/prompts/engineer-suggestions', input);

export const useEngineerSuggestions = () => useMutation({ mutationFn: engineerSuggestions });
