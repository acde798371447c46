// @promptforge/prompt-engine: the offline prompt engine shared by the API and the CLI. Plain, deterministic
// functions: the same input always gives the same output, and nothing here touches the network, a clock or a random
// number generator.

export { analyzePrompt } from './analyze';
export { CHECKS, DIMENSION_SHARES, SPECIFICITY_WEIGHTS } from './checks';
export { coach } from './coaching';
export { checkContext, SUFFICIENT_CONTEXT_SCORE } from './context-check';
export {
  DEFAULT_ENGINEERING_GOAL,
  ENGINEERING_GOAL_LABELS,
  ENGINEERING_GOALS,
  ENGINEERING_MESSAGES,
  engineerPrompt,
  engineeringGoalScore,
  modelFamily,
  validateEngineeringRequest,
  type EngineeringGoal,
  type EngineeringRequest,
  type EngineeringResult,
  type EngineeringSuggestion,
  type ModelFamily,
} from './engineering';
export { analyzeDna } from './dna';
export { TASK_TYPES } from './task-types';
export {
  countFromEncoded,
  countTokens,
  defaultEncoder,
  encodedLengthOf,
  encoderIsLoaded,
  llama3CountFloor,
  tokenizerFor,
  useEncoders,
  type EncodedLength,
  type Encoder,
  type EncoderSupplier,
  type Encoding,
  type TokenCount,
  type Tokenizer,
} from './tokens';
export * from './types';
export {
  DEFAULT_TARGET_IMPROVEMENT,
  PROMPT_TOOL_MESSAGES,
  PromptEngineInputError,
  TARGET_IMPROVEMENTS,
  validateAnalyzeRequest,
  validateCoachingRequest,
  validateContextCheckRequest,
  validateDnaRequest,
  validateVariationsRequest,
} from './validation';
export { generateVariations, GOAL_CHECKS } from './variations';
export {
  analyzeTokens,
  collapseWhitespace,
  compactJson,
  costFor,
  FILLER_PHRASES,
  optimizationTips,
  removeRepetition,
  roundUsd,
  TextTokenCounter,
  trimFewShot,
  type ModelTokenCost,
  type OptimizationTip,
  type PricedModel,
  type TokenAnalysis,
} from './token-analysis';
export { BATCH_CSV_MAX_BYTES, BATCH_CSV_MAX_ROWS, parseBatchCsv, type BatchCsvResult } from './batch-csv';
export * from './security';
export { ENGINE_TASKS, warmUpEngine, type AnalyzeTokensInput, type EngineTasks } from './tasks';
export * from './retrieval';
export {
  auditSeo,
  formatVital,
  MIN_VITAL_SAMPLES,
  rateVital,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type FetchedResource,
  type SeoAuditInput,
  type SeoAuditResult,
  type SeoIssue,
  type VitalMetric,
  type VitalRating,
} from './seo/seo-audit';
export * from './rules';
export * from './documentation';
