/**
 * POST /api/analyze-tokens (spec §3 'Token analysis request' / 'Response', issue 7). Written from the
 * issue's contract until the generated schema carries the route.
 */
export interface AnalyzeTokensInput {
  text_to_analyze: string;
  models: string[];
  expected_output_tokens?: number;
}

export interface CostBreakdown {
  input_tokens: number;
  input_cost: number;
  output_tokens: number;
  output_cost: number;
}

export interface TokenModelResult {
  model: string;
  estimated_cost: number;
  cost_breakdown: CostBreakdown;
  /** The tokenizer that counted (e.g. 'o200k_base', or the estimator's name). */
  tokenizer: string;
  /** true when a real tokenizer counted, false for a calibrated estimate. */
  exact: boolean;
}

export interface OptimizationTip {
  title: string;
  description: string;
  potential_savings: string;
}

export interface TokenAnalysis {
  results: TokenModelResult[];
  optimization_tips: OptimizationTip[];
}
