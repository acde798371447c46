import type { RequestBody, ResponseData } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Prompt = components['schemas']['PromptDto'];
export type PromptVersion = components['schemas']['PromptVersionDto'];
export type CreatePromptInput = NonNullable<RequestBody<'/api/prompts', 'post'>>;
export type UpdatePromptInput = NonNullable<RequestBody<'/api/prompts/{id}', 'put'>>;

export type AnalyzeInput = NonNullable<RequestBody<'/api/prompts/analyze', 'post'>>;
export type AnalysisResult = ResponseData<'/api/prompts/analyze', 'post'>;
export type VariationsInput = NonNullable<RequestBody<'/api/prompts/variations', 'post'>>;
export type VariationsResult = ResponseData<'/api/prompts/variations', 'post'>;
export type TargetImprovement = NonNullable<VariationsInput['targetImprovement']>;
export type ContextCheckInput = NonNullable<RequestBody<'/api/prompts/check-context', 'post'>>;
export type ContextCheckResult = ResponseData<'/api/prompts/check-context', 'post'>;
export type DnaInput = NonNullable<RequestBody<'/api/prompts/dna-analysis', 'post'>>;
export type DnaResult = ResponseData<'/api/prompts/dna-analysis', 'post'>;
export type CoachingInput = NonNullable<RequestBody<'/api/prompts/assistant-coaching', 'post'>>;
export type CoachingResult = ResponseData<'/api/prompts/assistant-coaching', 'post'>;
