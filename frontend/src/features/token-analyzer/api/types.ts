import type { RequestBody, ResponseData } from '@/api/client';

/** POST /api/analyze-tokens (spec §3 'Token analysis request' / 'Response'). */
export type AnalyzeTokensInput = NonNullable<RequestBody<'/api/analyze-tokens', 'post'>>;
export type TokenAnalysis = ResponseData<'/api/analyze-tokens', 'post'>;
export type TokenModelResult = TokenAnalysis['results'][number];
export type OptimizationTip = TokenAnalysis['optimization_tips'][number];
