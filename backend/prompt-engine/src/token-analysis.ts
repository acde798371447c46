// Token analysis: counts and costs of one text for several catalogue models, and optimisation tips measured on the
// text itself. Shared by the API (`POST /api/analyze-tokens`) and the CLI (`promptforge tokens`).

import {
  countablePieces,
  countFromEncoded,
  encodedLengthOf,
  encoderIsLoaded,
  llama3CountFloor,
  mayHaveLongRun,
  piecesAddUp,
  tokenizerFor,
  type EncodedLength,
  type Encoding,
  type TokenCount,
} from './tokens';

/** The catalogue fields the analysis needs (a `GET /api/models` entry has them all). */
export interface PricedModel {
  id: string;
  /** The display name ('GPT-3.5 Turbo') that tips use; the id when absent. */
  name?: string;
  contextWindow: number;
  costPer1kTokensInput: number;
  costPer1kTokensOutput: number;
}

export interface ModelTokenCost {
  model: string;
  estimated_cost: number;
  cost_breakdown: { input_tokens: number; input_cost: number; output_tokens: number; output_cost: number };
  tokenizer: string;
  exact: boolean;
}

export interface OptimizationTip {
  kind: 'whitespace' | 'repetition' | 'filler' | 'compact-json' | 'few-shot' | 'cheapest-model' | 'context-window';
  title: string;
  description: string;
  potential_savings: string;
  tokens_saved?: number;
  percent_saved?: number;
}

export interface TokenAnalysis {
  results: ModelTokenCost[];
  optimization_tips: OptimizationTip[];
}

/** USD amounts are reported to 6 decimals. */
export function roundUsd(amount: number): number {
  return Math.round(amount * 1e6) / 1e6;
}

function priceOf(tokens: number, costPer1k: number): number {
  return roundUsd((tokens * costPer1k) / 1000);
}

/**
 * Encodes the text once per encoding, however many models share it (gpt-4o, Gemini's and Claude's estimates are
 * all o200k_base): the counts of one request. Tip measurements (text before and after a rewrite) use o200k_base.
 */
export class TextTokenCounter {
  private readonly lengths = new Map<Encoding, EncodedLength>();
  private pieces?: Map<string, number>;
  private readonly pieceTokens = new Map<Encoding, Map<string, number>>();

  constructor(
    readonly text: string,
    private readonly encode: (text: string, encoding: Encoding) => EncodedLength = encodedLengthOf,
  ) {}

  forModel(modelId: string): TokenCount {
    const tokenizer = tokenizerFor(modelId);
    return countFromEncoded(tokenizer, this.lengthIn(tokenizer.encoding));
  }

  /**
   * The model's count of `variant`, a rewrite of this text. Counts add up over `countablePieces`, so the variant's
   * count is this text's, less the pieces only this text has, plus the pieces only the variant has: a rewrite that
   * touches a few lines costs the encoding of those lines, not of the whole variant.
   */
  variantForModel(variant: string, modelId: string): TokenCount {
    const tokenizer = tokenizerFor(modelId);
    return countFromEncoded(tokenizer, this.variantLengthIn(variant, tokenizer.encoding));
  }

  /**
   * A floor under the model's count when counting would first load a vocabulary (Llama 3's) and a floor can be had
   * without it (`llama3CountFloor`); undefined otherwise.
   */
  floorBeforeLoading(modelId: string): number | undefined {
    const tokenizer = tokenizerFor(modelId);
    if (tokenizer.encoding !== 'llama3' || this.lengths.has('llama3') || encoderIsLoaded('llama3')) return undefined;
    return llama3CountFloor(this.text);
  }

  private lengthIn(encoding: Encoding): EncodedLength {
    let length = this.lengths.get(encoding);
    if (!length) {
      length = this.encode(this.text, encoding);
      this.lengths.set(encoding, length);
    }
    return length;
  }

  private variantLengthIn(variant: string, encoding: Encoding): EncodedLength {
    const whole = this.lengthIn(encoding);
    if (!piecesAddUp(encoding) || whole.sliced || mayHaveLongRun(variant)) return this.encode(variant, encoding);
    this.pieces ??= multiset(countablePieces(this.text));
    const variantPieces = multiset(countablePieces(variant));
    const removed = surplus(this.pieces, variantPieces);
    const added = surplus(variantPieces, this.pieces);
    const changedLength = [...removed, ...added].reduce((sum, [piece, times]) => sum + piece.length * times, 0);
    // Re-counting the changed pieces would cost more than counting the variant whole.
    if (changedLength >= variant.length) return this.encode(variant, encoding);
    let tokens = whole.tokens;
    for (const [piece, times] of removed) tokens -= times * this.pieceTokensIn(piece, encoding);
    for (const [piece, times] of added) tokens += times * this.pieceTokensIn(piece, encoding);
    return { tokens, sliced: false };
  }

  private pieceTokensIn(piece: string, encoding: Encoding): number {
    let known = this.pieceTokens.get(encoding);
    if (!known) this.pieceTokens.set(encoding, (known = new Map()));
    let tokens = known.get(piece);
    if (tokens === undefined) {
      tokens = this.encode(piece, encoding).tokens;
      known.set(piece, tokens);
    }
    return tokens;
  }
}

function multiset(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/** The items `a` holds more often than `b`, with how many more times. */
function surplus(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): Array<[string, number]> {
  const more: Array<[string, number]> = [];
  for (const [item, times] of a) {
    const extra = times - (b.get(item) ?? 0);
    if (extra > 0) more.push([item, extra]);
  }
  return more;
}

/** Input cost from the text's tokens; output tokens and cost stay 0 unless `expectedOutputTokens` is given. */
export function costFor(model: PricedModel, count: TokenCount, expectedOutputTokens = 0): ModelTokenCost {
  const input_cost = priceOf(count.tokens, model.costPer1kTokensInput);
  const output_cost = priceOf(expectedOutputTokens, model.costPer1kTokensOutput);
  return {
    model: model.id,
    estimated_cost: roundUsd(input_cost + output_cost),
    cost_breakdown: { input_tokens: count.tokens, input_cost, output_tokens: expectedOutputTokens, output_cost },
    tokenizer: count.tokenizer,
    exact: count.exact,
  };
}

/**
 * The analysis of `text` for the `selected` models. `catalogue` (the enabled models) is where the cheapest fitting
 * model is looked for.
 */
export function analyzeTokens(
  text: string,
  selected: readonly PricedModel[],
  catalogue: readonly PricedModel[],
  expectedOutputTokens = 0,
): TokenAnalysis {
  const counter = new TextTokenCounter(text);
  const results = selected.map((model) => costFor(model, counter.forModel(model.id), expectedOutputTokens));
  return { results, optimization_tips: optimizationTips(counter, selected, catalogue, expectedOutputTokens) };
}

// ------------------------------------------------------------------------------------------------------ tips

const MEASURING_MODEL = 'gpt-4o';

export function optimizationTips(
  counter: TextTokenCounter,
  selected: readonly PricedModel[],
  catalogue: readonly PricedModel[],
  expectedOutputTokens = 0,
): OptimizationTip[] {
  const text = counter.text;
  const baseline = counter.forModel(MEASURING_MODEL).tokens;
  const measured = (rewrite: RewriteTip | null): OptimizationTip | null => {
    if (!rewrite || rewrite.rewritten === text) return null;
    const saved = baseline - counter.variantForModel(rewrite.rewritten, MEASURING_MODEL).tokens;
    if (saved < (rewrite.minimumSaving ?? 1)) return null;
    const percent = Math.round((saved / baseline) * 1000) / 10;
    const { rewritten: _rewritten, minimumSaving: _minimumSaving, ...tip } = rewrite;
    return { ...tip, potential_savings: `${saved} ${saved === 1 ? 'token' : 'tokens'} (${percent}%)`, tokens_saved: saved, percent_saved: percent };
  };
  const tips = [whitespaceTip(text), repetitionTip(text), fillerTip(text), compactJsonTip(text), fewShotTip(text)]
    .map(measured)
    .filter((tip): tip is OptimizationTip => tip !== null);
  const cheapest = cheapestModelTip(counter, selected, catalogue);
  if (cheapest) tips.push(cheapest);
  tips.push(...contextWindowWarnings(counter, selected, expectedOutputTokens));
  return tips;
}

/** A tip that rewrites the text; it is shown when the rewrite saves at least `minimumSaving` tokens (default 1). */
type RewriteTip = Omit<OptimizationTip, 'potential_savings' | 'tokens_saved' | 'percent_saved'> & { rewritten: string; minimumSaving?: number };

/** Trailing blanks, runs of blanks inside a line (indentation is kept) and more than one blank line in a row. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/(?<=\S)[ \t]{2,}(?=\S)/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function whitespaceTip(text: string): RewriteTip {
  return {
    kind: 'whitespace',
    title: 'Collapse extra whitespace',
    description: 'Remove trailing spaces, repeated spaces inside lines and runs of blank lines; the model reads the text the same way.',
    rewritten: collapseWhitespace(text),
  };
}

const MIN_REPEATED_LINE = 10;
const MIN_REPEATED_SENTENCE = 30;

/** The text with every non-trivial line and sentence kept only at its first occurrence. */
export function removeRepetition(text: string): { rewritten: string; repeats: number } {
  let repeats = 0;
  const seenLines = new Set<string>();
  const lines = text.split('\n').filter((line) => {
    const key = line.trim().toLowerCase();
    if (key.length < MIN_REPEATED_LINE) return true;
    if (seenLines.has(key)) {
      repeats++;
      return false;
    }
    seenLines.add(key);
    return true;
  });
  const seenSentences = new Set<string>();
  const rewritten = lines
    .map((line) =>
      line
        .split(/(?<=[.!?])[ \t]+/)
        .filter((sentence) => {
          const key = sentence.trim().toLowerCase();
          if (key.length < MIN_REPEATED_SENTENCE) return true;
          if (seenSentences.has(key)) {
            repeats++;
            return false;
          }
          seenSentences.add(key);
          return true;
        })
        .join(' '),
    )
    .join('\n');
  return { rewritten, repeats };
}

function repetitionTip(text: string): RewriteTip | null {
  const { rewritten, repeats } = removeRepetition(text);
  if (repeats === 0) return null;
  return {
    kind: 'repetition',
    title: 'Remove repeated lines and sentences',
    description: `${repeats} line${repeats === 1 ? '' : 's'} or sentence${repeats === 1 ? '' : 's'} repeat${repeats === 1 ? 's' : ''} earlier text; saying it once is enough.`,
    rewritten,
  };
}

/** Wordy phrases and their shorter forms. */
export const FILLER_PHRASES: ReadonlyArray<{ phrase: string; pattern: RegExp; replacement: string }> = [
  { phrase: 'in order to', pattern: /\bin order to\b/gi, replacement: 'to' },
  { phrase: 'please kindly', pattern: /\bplease kindly\b/gi, replacement: 'please' },
  { phrase: 'I would like you to', pattern: /\bI would like you to\s+/gi, replacement: '' },
  { phrase: 'due to the fact that', pattern: /\bdue to the fact that\b/gi, replacement: 'because' },
  { phrase: 'at this point in time', pattern: /\bat this point in time\b/gi, replacement: 'now' },
  { phrase: 'it is important to note that', pattern: /\bit is important to note that\s+/gi, replacement: '' },
  { phrase: 'for the purpose of', pattern: /\bfor the purpose of\b/gi, replacement: 'for' },
];

function fillerTip(text: string): RewriteTip | null {
  const found = FILLER_PHRASES.filter(({ pattern }) => text.search(pattern) >= 0);
  if (found.length === 0) return null;
  const rewritten = found.reduce((current, { pattern, replacement }) => current.replace(pattern, replacement), text);
  return {
    kind: 'filler',
    title: 'Cut filler phrases',
    description: `Shorten or drop: ${found.map(({ phrase }) => `'${phrase}'`).join(', ')}.`,
    rewritten,
  };
}

/** Multi-line JSON values (a whole text, or blocks starting at a line) replaced by their compact form. */
export function compactJson(text: string): { rewritten: string; blocks: number } {
  let blocks = 0;
  let rewritten = '';
  let cursor = 0;
  const starts = /^[ \t]*([{[])/gm;
  for (let match = starts.exec(text); match; match = starts.exec(text)) {
    const start = match.index + match[0].length - 1;
    if (start < cursor) continue;
    const end = matchingBracket(text, start);
    if (end < 0) continue;
    const block = text.slice(start, end + 1);
    if (!block.includes('\n')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch {
      continue;
    }
    blocks++;
    rewritten += text.slice(cursor, start) + JSON.stringify(parsed);
    cursor = end + 1;
    starts.lastIndex = cursor;
  }
  return { rewritten: rewritten + text.slice(cursor), blocks };
}

/** Index of the bracket closing the one at `start`, skipping string contents; -1 when unbalanced. */
function matchingBracket(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}

function compactJsonTip(text: string): RewriteTip | null {
  const { rewritten, blocks } = compactJson(text);
  if (blocks === 0) return null;
  return {
    kind: 'compact-json',
    title: 'Send JSON compact',
    description: `${blocks} pretty-printed JSON block${blocks === 1 ? ' is' : 's are'} indented; compact JSON carries the same data.`,
    rewritten,
  };
}

const EXAMPLE_HEADER = /^[ \t]*(?:#+[ \t]*)?(?:example|sample)[ \t]*\d*[ \t]*[:.)-]?/gim;
const KEPT_EXAMPLES = 2;
const MIN_FEW_SHOT_TOKENS = 300;

/** The text with few-shot examples after the first two removed, when there are more than two. */
export function trimFewShot(text: string): { rewritten: string; examples: number } {
  const headers = [...text.matchAll(EXAMPLE_HEADER)].map((match) => match.index);
  if (headers.length <= KEPT_EXAMPLES) return { rewritten: text, examples: headers.length };
  // An example runs to the next example; the last one to its first blank line (the instructions that follow stay).
  const last = headers[headers.length - 1];
  const blank = text.indexOf('\n\n', last);
  const end = blank < 0 ? text.length : blank;
  const rewritten = text.slice(0, headers[KEPT_EXAMPLES]) + text.slice(end).replace(/^\n+/, '');
  return { rewritten, examples: headers.length };
}

function fewShotTip(text: string): RewriteTip | null {
  const { rewritten, examples } = trimFewShot(text);
  if (examples <= KEPT_EXAMPLES) return null;
  return {
    minimumSaving: MIN_FEW_SHOT_TOKENS,
    kind: 'few-shot',
    title: 'Shorten the few-shot examples',
    description: `The text has ${examples} examples; ${KEPT_EXAMPLES} well-chosen ones usually teach the format as well.`,
    rewritten,
  };
}

const nameOf = (model: PricedModel) => model.name ?? model.id;

function inputCost(model: PricedModel, counter: TextTokenCounter): number {
  return priceOf(counter.forModel(model.id).tokens, model.costPer1kTokensInput);
}

function cheapestModelTip(counter: TextTokenCounter, selected: readonly PricedModel[], catalogue: readonly PricedModel[]): OptimizationTip | null {
  if (selected.length === 0) return null;
  const dearest = selected.reduce((a, b) => (inputCost(b, counter) > inputCost(a, counter) ? b : a));
  // The first of the cheapest fitting models in catalogue order. A model whose count would load a vocabulary (Llama
  // 3's) is left out when even its floor costs more than the cheapest of the others (or as much, coming later): the
  // answer is the one counting it would give, and `promptforge tokens --offline` starts without that vocabulary.
  const cheapestFitting = (models: readonly PricedModel[]) =>
    models
      .filter((model) => counter.forModel(model.id).tokens <= model.contextWindow)
      .reduce<PricedModel | null>((a, b) => (a === null || inputCost(b, counter) < inputCost(a, counter) ? b : a), null);
  const floors = new Map(catalogue.map((model) => [model, counter.floorBeforeLoading(model.id)]));
  const best = cheapestFitting(catalogue.filter((model) => floors.get(model) === undefined));
  const mayWin = (model: PricedModel): boolean => {
    const floor = floors.get(model);
    if (floor === undefined || best === null) return true;
    const lowest = priceOf(floor, model.costPer1kTokensInput);
    const bestCost = inputCost(best, counter);
    return lowest < bestCost || (lowest === bestCost && catalogue.indexOf(model) < catalogue.indexOf(best));
  };
  const cheapest = cheapestFitting(catalogue.filter(mayWin));
  if (cheapest === null) return null;
  const saving = roundUsd(inputCost(dearest, counter) - inputCost(cheapest, counter));
  if (cheapest.id === dearest.id || saving <= 0) return null;
  const percent = Math.round((saving / inputCost(dearest, counter)) * 1000) / 10;
  return {
    kind: 'cheapest-model',
    title: `Consider ${nameOf(cheapest)}`,
    description: `${nameOf(cheapest)} is the cheapest catalogue model whose context window (${cheapest.contextWindow} tokens) fits this text; against ${nameOf(dearest)} it costs $${saving.toFixed(6)} less per request for the input.`,
    potential_savings: `$${saving.toFixed(6)} per request (${percent}%)`,
  };
}

function contextWindowWarnings(counter: TextTokenCounter, selected: readonly PricedModel[], expectedOutputTokens: number): OptimizationTip[] {
  return selected
    .map((model) => ({ model, needed: counter.forModel(model.id).tokens + expectedOutputTokens }))
    .filter(({ model, needed }) => needed > model.contextWindow)
    .map(({ model, needed }) => ({
      kind: 'context-window' as const,
      title: `Too long for ${nameOf(model)}`,
      description: `The text needs ${needed} tokens but ${nameOf(model)}'s context window is ${model.contextWindow}; the request would be rejected.`,
      potential_savings: `Cut at least ${needed - model.contextWindow} tokens`,
    }));
}
