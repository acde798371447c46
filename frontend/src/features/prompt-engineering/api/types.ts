import type { components } from '@/api/schema.gen';
import type { RequestBody, ResponseData } from '@/api/client';

/** POST /api/prompts/engineer-suggestions (spec §3 'Engineering request' / 'Response'). */
export type EngineeringInput = NonNullable<RequestBody<'/api/prompts/engineer-suggestions', 'post'>>;
export type EngineeringResult = ResponseData<'/api/prompts/engineer-suggestions', 'post'>;
export type EngineeringSuggestion = EngineeringResult['suggestions'][number];
export type EngineeringGoal = components['schemas']['EngineeringGoal'];
