import { get_encoding } from 'tiktoken';
import { analyzeTokens, collapseWhitespace, compactJson, removeRepetition, roundUsd, TextTokenCounter, trimFewShot, type PricedModel } from './token-analysis';
import { countTokens, encodedLengthOf } from './tokens';

// The catalogue rows of tool spec §3 that the tests use.
const GPT_4O: PricedModel = { id: 'gpt-4o', contextWindow: 128000, costPer1kTokensInput: 0.01, costPer1kTokensOutput: 0.03 };
const CLAUDE: PricedModel = { id: 'claude-sonnet-4-6', contextWindow: 200000, costPer1kTokensInput: 0.003, costPer1kTokensOutput: 0.015 };
const GEMINI: PricedModel = { id: 'gemini-2.5-pro', contextWindow: 1000000, costPer1kTokensInput: 0.0035, costPer1kTokensOutput: 0.0105 };
const FLASH: PricedModel = { id: 'gemini-2.5-flash', contextWindow: 1000000, costPer1kTokensInput: 0.00075, costPer1kTokensOutput: 0.003 };
const LLAMA_70B: PricedModel = { id: 'llama-3-70b', contextWindow: 8000, costPer1kTokensInput: 0.001, costPer1kTokensOutput: 0.005 };
const CATALOGUE = [GPT_4O, CLAUDE, GEMINI, FLASH, LLAMA_70B];

const o200k = get_encoding('o200k_base');
afterAll(() => o200k.free());
const reference = (text: string) => o200k.encode_ordinary(text).length;
const { llama3Tokenizer } = require('llama3-tokenizer-js/bundle/commonjs-llama3-tokenizer-with-baked-data.cjs') as {
  llama3Tokenizer: { encode(text: string, options: { bos: boolean; eos: boolean }): number[] };
};
const llama3 = (text: string) => llama3Tokenizer.encode(text, { bos: false, eos: false }).length;

/** A tidy prompt: none of the rewriting tips applies to it. */
const CLEAN = 'You are a support agent. Classify the ticket below as billing, bug or question and answer with the label only.';

const tipKinds = (text: string, selected = [GPT_4O], catalogue = [GPT_4O]) =>
  analyzeTokens(text, selected, catalogue).optimization_tips.map((tip) => tip.kind);

describe('analyzeTokens: counts and costs', () => {
  it('counts exactly with tiktoken for OpenAI models and flags the estimates with their tokenizer', () => {
    const { results } = analyzeTokens(CLEAN, [GPT_4O, CLAUDE, GEMINI, LLAMA_70B], CATALOGUE);
    const base = reference(CLEAN);

    expect(results.map(({ model, exact, tokenizer, cost_breakdown }) => ({ model, exact, tokenizer, tokens: cost_breakdown.input_tokens }))).toEqual([
      { model: 'gpt-4o', exact: true, tokenizer: 'o200k_base', tokens: base },
      { model: 'claude-sonnet-4-6', exact: false, tokenizer: 'estimate: o200k_base × 1.12', tokens: Math.ceil(base * 1.12) },
      { model: 'gemini-2.5-pro', exact: false, tokenizer: 'estimate: o200k_base', tokens: base },
      { model: 'llama-3-70b', exact: true, tokenizer: 'llama3', tokens: llama3(CLEAN) },
    ]);
  });

  it('prices input from the catalogue to 6 decimals; output is 0 unless expected output tokens are given', () => {
    const text = 'word '.repeat(1234).trim(); // o200k: one token per word
    const count = reference(text);
    expect(count).toBe(1234);

    const [gpt, claude] = analyzeTokens(text, [GPT_4O, CLAUDE], CATALOGUE).results;
    expect(gpt).toMatchObject({ estimated_cost: 0.01234, cost_breakdown: { input_tokens: 1234, input_cost: 0.01234, output_tokens: 0, output_cost: 0 } });
    // Claude: ceil(1234 × 1.12) = 1383 tokens × 0.003 / 1000 = 0.004149
    expect(claude).toMatchObject({ estimated_cost: 0.004149, cost_breakdown: { input_tokens: 1383, input_cost: 0.004149 } });

    const [withOutput] = analyzeTokens(text, [GPT_4O], CATALOGUE, 777).results;
    // 777 × 0.03 / 1000 = 0.02331; total 0.01234 + 0.02331 = 0.03565
    expect(withOutput).toMatchObject({ estimated_cost: 0.03565, cost_breakdown: { output_tokens: 777, output_cost: 0.02331 } });
  });

  it('scales estimates without floating-point overshoot (100 × 1.12 is 112 tokens)', () => {
    const text = 'word '.repeat(100).trim();
    expect(reference(text)).toBe(100);
    expect(analyzeTokens(text, [CLAUDE], CATALOGUE).results[0].cost_breakdown.input_tokens).toBe(112);
  });

  it('rounds to 6 decimals', () => {
    expect(roundUsd(0.0000014999)).toBe(0.000001);
    expect(roundUsd(0.1 + 0.2)).toBe(0.3);
  });

  it('encodes the text once per encoding, however many models share it', () => {
    const spy = jest.fn(encodedLengthOf);
    const counter = new TextTokenCounter(CLEAN, spy);
    const counts = ['gpt-4o', 'gemini-2.5-pro', 'claude-sonnet-4-6', 'gpt-3.5-turbo', 'deepseek-chat', 'llama-3-70b'].map((id) => counter.forModel(id));
    // o200k_base (gpt-4o, Gemini, Claude), cl100k_base (gpt-3.5-turbo, DeepSeek), llama3
    expect(spy.mock.calls.map(([, encoding]) => encoding)).toEqual(['o200k_base', 'cl100k_base', 'llama3']);
    expect(counts).toEqual(['gpt-4o', 'gemini-2.5-pro', 'claude-sonnet-4-6', 'gpt-3.5-turbo', 'deepseek-chat', 'llama-3-70b'].map((id) => countTokens(CLEAN, id)));
  });
});

describe('TextTokenCounter: counting a rewrite', () => {
  // Prose, code and JSON, long enough that a one-line change is a small part of it.
  const PROMPT = Array.from(
    { length: 60 },
    (_, i) => `Step ${i}: check the order.\n  if (order.total > ${i * 10}) {\n    refund(order);  \n  }\n{"step": ${i}}\n\n`,
  ).join('');

  it('equals counting the rewrite whole, for edits anywhere in the text', () => {
    const counter = new TextTokenCounter(PROMPT);
    const lines = PROMPT.split('\n');
    const variants = [
      collapseWhitespace(PROMPT),
      removeRepetition(PROMPT).rewritten,
      compactJson(PROMPT).rewritten,
      lines.slice(1).join('\n'),
      lines.slice(0, -5).join('\n'),
      lines.map((line, i) => (i % 17 === 0 ? `${line} // note` : line)).join('\n'),
      lines.filter((_, i) => i % 5 !== 2).join('\n'),
      PROMPT.replace(/\n\n/g, '\n'),
      `Preface.\n${PROMPT}`,
      '',
    ];
    for (const variant of variants) expect(counter.variantForModel(variant, 'gpt-4o').tokens).toBe(reference(variant));
  });

  it('encodes only the lines a rewrite changed', () => {
    const spy = jest.fn(encodedLengthOf);
    const counter = new TextTokenCounter(PROMPT, spy);
    counter.forModel('gpt-4o');
    spy.mockClear();

    const variant = PROMPT.replace('refund(order);  \n', 'refund(order);\n');
    expect(counter.variantForModel(variant, 'gpt-4o').tokens).toBe(reference(variant));
    const encodedLength = spy.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
    expect(encodedLength).toBeLessThan(200);
    expect(encodedLength).toBeGreaterThan(0);
  });

  it('counts a rewrite whole when most of it changed, or for Llama 3', () => {
    const spy = jest.fn(encodedLengthOf);
    const counter = new TextTokenCounter(PROMPT, spy);
    const upper = PROMPT.toUpperCase();
    expect(counter.variantForModel(upper, 'gpt-4o').tokens).toBe(reference(upper));
    expect(counter.variantForModel(upper, 'llama-3-70b').tokens).toBe(llama3(upper));
    expect(spy.mock.calls.map(([text, encoding]) => [text === upper, encoding])).toEqual([
      [false, 'o200k_base'],
      [true, 'o200k_base'],
      [false, 'llama3'],
      [true, 'llama3'],
    ]);
  });
});

describe('analyzeTokens: optimisation tips', () => {
  it('gives no tip for a tidy text on the only catalogue model', () => {
    expect(analyzeTokens(CLEAN, [GPT_4O], [GPT_4O]).optimization_tips).toEqual([]);
  });

  it('whitespace: the saving is what re-counting the collapsed text gives', () => {
    const text = `${CLEAN}    \n\n\n\n\nAnswer    briefly.   \n\n\n`;
    const collapsed = collapseWhitespace(text);
    expect(collapsed).toBe(`${CLEAN}\n\nAnswer briefly.`);
    const saved = reference(text) - reference(collapsed);

    const [tip] = analyzeTokens(text, [GPT_4O], [GPT_4O]).optimization_tips;
    expect(tip).toMatchObject({ kind: 'whitespace', tokens_saved: saved, percent_saved: Math.round((saved / reference(text)) * 1000) / 10 });
    expect(tip.potential_savings).toBe(`${saved} ${saved === 1 ? 'token' : 'tokens'} (${tip.percent_saved}%)`);
    expect(saved).toBeGreaterThan(0);
  });

  it('keeps indentation (code) out of the whitespace tip', () => {
    expect(tipKinds('function f() {\n    return 1;\n}')).toEqual([]);
  });

  it('repetition: repeated lines and sentences are dropped after their first occurrence', () => {
    const sentence = 'Always answer in formal English, even when the user writes informally.';
    const text = `${sentence}\nClassify the ticket.\n${sentence}\nBe brief. ${sentence}`;
    const { rewritten, repeats } = removeRepetition(text);
    expect(rewritten).toBe(`${sentence}\nClassify the ticket.\nBe brief.`);
    expect(repeats).toBe(2);

    const tip = analyzeTokens(text, [GPT_4O], [GPT_4O]).optimization_tips.find((t) => t.kind === 'repetition');
    expect(tip?.tokens_saved).toBe(reference(text) - reference(rewritten));
  });

  it('filler phrases: names the phrases found and measures the shortened text', () => {
    const text = 'I would like you to read the email. Please kindly reply in order to confirm the booking.';
    const tip = analyzeTokens(text, [GPT_4O], [GPT_4O]).optimization_tips.find((t) => t.kind === 'filler');
    expect(tip?.description).toBe("Shorten or drop: 'in order to', 'please kindly', 'I would like you to'.");
    expect(tip?.tokens_saved).toBe(reference(text) - reference('read the email. Please reply to confirm the booking.'));
  });

  it('pretty-printed JSON: compacts multi-line blocks only', () => {
    const pretty = JSON.stringify({ label: 'billing', tags: ['refund', 'duplicate'], nested: { a: [1, 2, 3] } }, null, 2);
    const text = `Answer with JSON like this:\n${pretty}\nNothing else.`;
    const { rewritten, blocks } = compactJson(text);
    expect(blocks).toBe(1);
    expect(rewritten).toBe('Answer with JSON like this:\n{"label":"billing","tags":["refund","duplicate"],"nested":{"a":[1,2,3]}}\nNothing else.');
    const tip = analyzeTokens(text, [GPT_4O], [GPT_4O]).optimization_tips.find((t) => t.kind === 'compact-json');
    expect(tip?.tokens_saved).toBe(reference(text) - reference(rewritten));

    expect(compactJson('Use {"a": 1} as the shape.').blocks).toBe(0);
    expect(tipKinds('Answer like:\n{\n  "a": 1,\n  oops\n}')).toEqual([]);
  });

  it('long few-shot blocks: suggests keeping two examples when the rest is long', () => {
    const example = (n: number) => `Example ${n}:\nInput: ${'the customer writes a long complaint about a late parcel and a missing refund '.repeat(12)}\nOutput: billing`;
    const text = `Classify tickets.\n\n${[1, 2, 3, 4].map(example).join('\n')}\n\nNow classify the ticket below.`;
    const { rewritten, examples } = trimFewShot(text);
    expect(examples).toBe(4);
    expect(rewritten).toBe(`Classify tickets.\n\n${example(1)}\n${example(2)}\nNow classify the ticket below.`);
    const tip = analyzeTokens(text, [GPT_4O], [GPT_4O]).optimization_tips.find((t) => t.kind === 'few-shot');
    expect(tip?.tokens_saved).toBe(reference(text) - reference(rewritten));

    // Three short examples save too little to mention.
    expect(tipKinds('Example 1: a → A\nExample 2: b → B\nExample 3: c → C')).toEqual([]);
  });

  it('cheapest model: the cheapest catalogue model whose context window fits, against the dearest selected one', () => {
    const text = 'word '.repeat(1000).trim();
    const tip = analyzeTokens(text, [CLAUDE, GPT_4O], CATALOGUE).optimization_tips.find((t) => t.kind === 'cheapest-model');
    // gpt-4o: 1000 × 0.01 / 1000 = 0.01; gemini-2.5-flash: 1000 × 0.00075 / 1000 = 0.00075; saving 0.00925 (92.5%)
    expect(tip).toMatchObject({ title: 'Consider gemini-2.5-flash', potential_savings: '$0.009250 per request (92.5%)' });

    // Nothing to say when the cheapest fitting model is already the dearest selected one.
    expect(tipKinds(text, [FLASH], CATALOGUE)).toEqual([]);
  });

  it('skips catalogue models too small for the text', () => {
    const cheapButSmall: PricedModel = { id: 'gpt-tiny', contextWindow: 100, costPer1kTokensInput: 0.0001, costPer1kTokensOutput: 0.0001 };
    const text = 'word '.repeat(1000).trim();
    const tip = analyzeTokens(text, [GPT_4O], [GPT_4O, cheapButSmall, FLASH]).optimization_tips.find((t) => t.kind === 'cheapest-model');
    expect(tip?.title).toBe('Consider gemini-2.5-flash');
  });

  it('context window: warns for each selected model the text (plus expected output) does not fit', () => {
    const text = 'word '.repeat(7990).trim();
    const fits = analyzeTokens(text, [LLAMA_70B], [LLAMA_70B]).optimization_tips;
    expect(fits).toEqual([]);

    const tips = analyzeTokens(text, [LLAMA_70B, GPT_4O], [LLAMA_70B, GPT_4O], 100).optimization_tips.filter((t) => t.kind === 'context-window');
    const needed = llama3(text) + 100;
    expect(tips).toEqual([
      {
        kind: 'context-window',
        title: 'Too long for llama-3-70b',
        description: `The text needs ${needed} tokens but llama-3-70b's context window is 8000; the request would be rejected.`,
        potential_savings: `Cut at least ${needed - 8000} tokens`,
      },
    ]);
  });
});
