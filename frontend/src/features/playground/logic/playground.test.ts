import type { ExecutionResult, ModelOutput } from '../api/types';
import {
  accordionLabel,
  addStreamedOutput,
  batchPreview,
  batchRequest,
  configurationError,
  executeRequest,
  formatCost,
  formatLatency,
  maxTokensOf,
  newModel,
  newPrompt,
  passRate,
  performanceSummary,
  renderPreview,
  sessionToState,
  showsPreview,
} from './playground';

const output = (model: string, extra: Partial<ModelOutput> = {}): ModelOutput => ({
  model_name: model,
  output_text: 'x',
  latency_ms: 1000,
  cost: 0.001,
  input_tokens: 10,
  output_tokens: 5,
  engine: model,
  prompt_index: 0,
  prompt_name: 'P',
  unresolved_variables: [],
  error: null,
  ...extra,
});

describe('playground logic', () => {
  it('uses the spec defaults for new prompts and models', () => {
    expect(newPrompt()).toMatchObject({ name: 'New Prompt', content: '', systemPrompt: '' });
    expect(newModel('gpt-4o')).toMatchObject({ model_name: 'gpt-4o', temperature: 0.7, max_tokens: 1000, system_message: '' });
  });

  it('falls back to 1000 max tokens for a non-numeric entry', () => {
    expect(maxTokensOf('abc')).toBe(1000);
    expect(maxTokensOf('')).toBe(1000);
    expect(maxTokensOf('256')).toBe(256);
    expect(maxTokensOf(42)).toBe(42);
  });

  it('needs one prompt with content and one model', () => {
    expect(configurationError([newPrompt()], [newModel('gpt-4o')])).toBe('Please add at least one prompt and one model');
    expect(configurationError([{ ...newPrompt(), content: 'Hi' }], [])).toBe('Please add at least one prompt and one model');
    expect(configurationError([{ ...newPrompt(), content: 'Hi' }], [newModel('gpt-4o')])).toBeNull();
  });

  it('builds the requests, ignoring blank variable names and empty prompts', () => {
    const prompts = [{ ...newPrompt(), content: 'Hi {{name}}', name: ' ' }, newPrompt()];
    const models = [{ ...newModel('gpt-4o'), max_tokens: 'lots' }];
    const vars = [
      { key: 'a', name: ' name ', value: 'Ana' },
      { key: 'b', name: ' ', value: 'ignored' },
    ];
    expect(executeRequest(prompts, models, vars, false)).toEqual({
      prompts: [{ name: 'New Prompt', content: 'Hi {{name}}' }],
      llm_configs: [{ model_name: 'gpt-4o', temperature: 0.7, max_tokens: 1000 }],
      variables: { name: 'Ana' },
    });
    expect(batchRequest(prompts, models, [{ name: 'Bo' }], true)).toMatchObject({ batch_inputs: [{ variables: { name: 'Bo' } }], dry_run: true });
  });

  it('previews variables only when a row has a name and a value, leaving unknown placeholders', () => {
    expect(showsPreview([{ key: 'a', name: 'x', value: '' }])).toBe(false);
    expect(showsPreview([{ key: 'a', name: 'x', value: '1' }])).toBe(true);
    expect(renderPreview('Hi {{ x }} and {{y}}', { x: '1' })).toBe('Hi 1 and {{y}}');
  });

  it('previews 5 rows with cells cut at 30 characters and "+ N more rows"', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ text: `${i}`.padEnd(40, 'x') }));
    const preview = batchPreview(rows);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0].text).toBe(`${'0'.padEnd(30, 'x')}...`);
    expect(preview.more).toBe('+ 3 more rows');
    expect(batchPreview(rows.slice(0, 2)).more).toBeNull();
  });

  it('labels accordion items with values cut at 15 characters', () => {
    expect(accordionLabel(0, { topic: 'A very long topic value', n: '1' })).toBe('Input 1 (topic: A very long top..., n: 1)');
  });

  it('formats latency in seconds with 2 decimals and cost with 6', () => {
    expect(formatLatency(1234)).toBe('1.23s');
    expect(formatCost(0.0016)).toBe('$0.001600');
  });

  it('summarises performance per model and the pass rate', () => {
    const results: ExecutionResult[] = [
      { outputs_by_model: [output('gpt-4o', { latency_ms: 1000, assertion: { passed: true, reason: 'ok' } }), output('claude', { latency_ms: 3000 })], unresolved_variables: [] },
      { outputs_by_model: [output('gpt-4o', { latency_ms: 2000, cost: 0.002, assertion: { passed: false, reason: 'no' } })], unresolved_variables: [] },
    ];
    expect(performanceSummary(results)).toEqual([
      { model: 'gpt-4o', outputs: 2, averageLatencyMs: 1500, totalTokens: 30, totalCost: 0.003 },
      { model: 'claude', outputs: 1, averageLatencyMs: 3000, totalTokens: 15, totalCost: 0.001 },
    ]);
    expect(passRate(results)).toEqual({ checked: 2, passed: 1, percent: 50 });
    expect(passRate([{ outputs_by_model: [output('a')], unresolved_variables: [] }])).toBeNull();
  });

  it('adds streamed outputs row by row', () => {
    const order = new Map<number, number>();
    let results = addStreamedOutput([], 3, { a: '3' }, output('m', { prompt_index: 1 }), order);
    results = addStreamedOutput(results, 3, { a: '3' }, output('m', { prompt_index: 0 }), order);
    results = addStreamedOutput(results, 0, { a: '0' }, output('m'), order);
    expect(results.map((r) => r.input_variables)).toEqual([{ a: '3' }, { a: '0' }]);
    expect(results[0].outputs_by_model.map((o) => o.prompt_index)).toEqual([0, 1]);
  });

  it('loads a session back into prompts, models, results and name', () => {
    const state = sessionToState({
      id: 's',
      name: 'Mine',
      created_at: '2026-01-01T00:00:00Z',
      prompts: [{ name: 'A', content: 'Hi' }],
      llm_configs: [{ model_name: 'gpt-3.5-turbo', temperature: 0.2, max_tokens: 50 }],
      results: [{ outputs_by_model: [], unresolved_variables: [] }],
    });
    expect(state.name).toBe('Mine');
    expect(state.prompts[0]).toMatchObject({ name: 'A', content: 'Hi', systemPrompt: '' });
    expect(state.models[0]).toMatchObject({ model_name: 'gpt-3.5-turbo', temperature: 0.2, max_tokens: 50, system_message: '' });
    expect(state.results).toHaveLength(1);
  });
});
