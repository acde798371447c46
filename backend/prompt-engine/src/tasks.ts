// The engine's heavy functions by name: what the API runs in its worker threads (backend/src/engine). Each task takes
// one plain-data input and returns plain data, because both cross between threads by structured clone.

import { analyzePrompt } from './analyze';
import { coach } from './coaching';
import { checkContext } from './context-check';
import { analyzeDna } from './dna';
import { analyzeDependenciesSafely } from './documentation/dependencies';
import { generateDocument } from './documentation/generate';
import { engineerPrompt } from './engineering';
import { analyzeTokens, type PricedModel, type TokenAnalysis } from './token-analysis';
import { auditSeo } from './seo/seo-audit';
import { countTokens } from './tokens';
import { generateVariations } from './variations';
import { importRuleFiles, type RuleImportResult } from './rules/import';
import { lintRule } from './rules/lint';
import type { RuleFile } from './rules/types';
import { buildIndex, type RetrievalIndex } from './retrieval/bm25';
import type { SourceDocument } from './retrieval/markdown';
import { analyzeSecurity } from './security/scan';
import type { ComplianceContext, SecurityAnalysis } from './security/types';

export interface AnalyzeTokensInput {
  text: string;
  selected: PricedModel[];
  /** The enabled catalogue, where the cheapest fitting model is looked for. */
  catalogue: PricedModel[];
  expectedOutputTokens?: number;
}

export const ENGINE_TASKS = {
  analyzeTokens: ({ text, selected, catalogue, expectedOutputTokens = 0 }: AnalyzeTokensInput): TokenAnalysis =>
    analyzeTokens(text, selected, catalogue, expectedOutputTokens),
  analyzePrompt,
  generateVariations,
  checkContext,
  analyzeDna,
  coach,
  engineerPrompt,
  /** Token counts of several texts with one model's tokenizer (e.g. a prompt and a model's rewrite of it). */
  countTokensOf: ({ texts, modelId }: { texts: string[]; modelId: string }): number[] => texts.map((text) => countTokens(text, modelId).tokens),
  countInputTokens,
  /** The SEO audit's checks over the pages the server fetched from its own public site. */
  auditSeo,
  /** The rules builder's security lint of one text (rules are up to 100,000 characters). */
  lintRule: ({ content }: { content: string }) => lintRule(content),
  /** Uploaded rule files (or an unpacked ZIP) → rules with activation and globs, each linted. */
  importRules: ({ files }: { files: RuleFile[] }): RuleImportResult & { lint: ReturnType<typeof lintRule>[] } => {
    const result = importRuleFiles(files);
    return { ...result, lint: result.rules.map((rule) => lintRule(rule.content)) };
  },
  /** The support chat's BM25 index of the product's Markdown content (built once when the API starts). */
  buildRetrievalIndex: ({ documents }: { documents: SourceDocument[] }): RetrievalIndex => buildIndex(documents),
  /** The security scan (personal data, secrets, injection, hidden Unicode, bias) of one text. */
  analyzeSecurity: ({ text, context }: { text: string; context: ComplianceContext }): SecurityAnalysis => analyzeSecurity(text, { context }),
  /** Documentation generator (offline, deterministic). */
  generateDocument,
  /** Tech-stack analysis of uploaded dependency manifests; a bad file is an `error` in the result. */
  analyzeDependencies: analyzeDependenciesSafely,
};

export interface InputTokensRequest {
  /** The system text and the rendered prompt, counted apart and added (what the model is sent, without framing). */
  system?: string;
  prompt: string;
  model: string;
}

/** Exact input tokens of each rendered prompt (playground estimates and dry runs); repeated texts are counted once. */
function countInputTokens({ requests }: { requests: InputTokensRequest[] }): number[] {
  const cache = new Map<string, number>();
  const count = (text: string, model: string) => {
    const key = `${model}\u0000${text}`;
    let tokens = cache.get(key);
    if (tokens === undefined) {
      tokens = text ? countTokens(text, model).tokens : 0;
      cache.set(key, tokens);
    }
    return tokens;
  };
  return requests.map((request) => count(request.prompt, request.model) + (request.system ? count(request.system, request.model) : 0));
}

export type EngineTasks = typeof ENGINE_TASKS;

/** Prose, code, JSON, accents, CJK and emoji, with something for every tip to find (about 14 KB). */
const WARM_UP_TEXT = Array.from(
  { length: 40 },
  (_, i) =>
    `Example ${i}: In order to answer, please kindly read the ticket below.   \n` +
    `function total(items) {\n    return items.reduce((sum, item) => sum + item.price * ${i}, 0);\n}\n` +
    `${JSON.stringify({ label: 'billing', tags: ['refund', i], nested: { a: [1, 2, 3] } }, null, 2)}\n` +
    'Você é um assistente: ação, coração. 敏捷的棕色狐狸 🚀\n\n\n',
).join('');

/**
 * Builds the encoders (100–400 ms each: o200k, cl100k, Llama 3) and runs every task once on a varied sample, so that
 * the first real task finds the encoders built and the engine's code compiled.
 */
export function warmUpEngine(): void {
  const models = ['gpt-4o', 'gpt-3.5-turbo', 'llama-3-70b'].map((id) => ({ id, contextWindow: 8000, costPer1kTokensInput: 0.001, costPer1kTokensOutput: 0.002 }));
  ENGINE_TASKS.analyzeTokens({ text: WARM_UP_TEXT, selected: models, catalogue: models });
  const prompt = WARM_UP_TEXT.slice(0, 2000);
  ENGINE_TASKS.analyzePrompt({ promptContent: prompt, context: 'Support tickets of a billing product' });
  ENGINE_TASKS.generateVariations({ promptContent: prompt, targetImprovement: 'clarity' });
  ENGINE_TASKS.checkContext({ promptContent: prompt, intendedTask: 'Classify support tickets' });
  ENGINE_TASKS.analyzeDna({ promptContent: prompt });
  ENGINE_TASKS.coach({ userIntent: 'I want a prompt that classifies support tickets', currentPrompt: prompt });
  ENGINE_TASKS.engineerPrompt({ promptContent: prompt, targetModel: 'gpt-4o', goal: 'clarity' });
  ENGINE_TASKS.lintRule({ content: prompt });
  ENGINE_TASKS.importRules({ files: [{ path: '.cursor/rules/warm-up.mdc', content: `---\nglobs: **/*.ts\n---\n${prompt}` }] });
  ENGINE_TASKS.analyzeSecurity({ text: WARM_UP_TEXT, context: 'LGPD' });
}
