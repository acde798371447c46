import { AdaptiveLimit } from './adaptive-limit';
import { checkOutput, expectationProblem, splitRow } from './assertions';
import { cleanVariables, renderTemplate } from './render';
import { planItems } from './run-plan';

describe('renderTemplate', () => {
  it('fills {{name}} and {{ name }}, leaves unknown placeholders as written and reports each once', () => {
    expect(renderTemplate('Hi {{name}}, {{ name }} from {{city}} and {{city}} {{}}', { name: 'Ana' })).toEqual({
      text: 'Hi Ana, Ana from {{city}} and {{city}} {{}}',
      unresolved: ['city'],
    });
  });

  it('does not read inherited properties as variables', () => {
    expect(renderTemplate('{{constructor}}', {}).unresolved).toEqual(['constructor']);
  });

  it('cleanVariables trims keys, drops blank ones and turns values into text', () => {
    expect(cleanVariables({ ' a ': 1, '  ': 'x', b: null, c: true })).toEqual({ a: '1', b: '', c: 'true' });
  });
});

describe('assertions', () => {
  it('splits the check columns from the variables; blank checks are no checks', () => {
    expect(splitRow({ q: 'x', __contains: 'ok', __expected: '' })).toEqual({ variables: { q: 'x' }, expectations: { contains: 'ok' } });
    expect(splitRow({ q: 'x' }).expectations).toBeNull();
  });

  it('passes and fails with a reason', () => {
    expect(checkOutput(' Paris ', { expected: 'Paris' })).toEqual({ passed: true, reason: 'matches the expected output' });
    expect(checkOutput('Lyon', { expected: 'Paris' })).toEqual({ passed: false, reason: 'expected exactly "Paris", got "Lyon"' });
    expect(checkOutput('The answer is PARIS', { contains: 'paris' }).passed).toBe(true);
    expect(checkOutput('nope', { regex: '^\\d+$' })).toEqual({ passed: false, reason: 'does not match /^\\d+$/' });
    const schema = JSON.stringify({ type: 'object', required: ['city'], properties: { city: { type: 'string' } } });
    expect(checkOutput('```json\n{"city":"Paris"}\n```', { jsonSchema: schema }).passed).toBe(true);
    expect(checkOutput('{"town":"Paris"}', { jsonSchema: schema })).toEqual({ passed: false, reason: "does not match the JSON schema (/ must have required property 'city')" });
    expect(checkOutput('Paris', { jsonSchema: schema })).toEqual({ passed: false, reason: 'is not JSON' });
  });

  it('names the column of an unusable expectation', () => {
    expect(expectationProblem({ regex: '(' })).toBe('__regex is not a valid regular expression');
    expect(expectationProblem({ jsonSchema: '{' })).toBe('__json_schema is not a valid JSON Schema');
    expect(expectationProblem({ jsonSchema: '{"type":"nonsense"}' })).toBe('__json_schema is not a valid JSON Schema');
    expect(expectationProblem({ regex: '^a', jsonSchema: '{"type":"string"}' })).toBeNull();
  });
});

describe('planItems', () => {
  it('makes one item per row × prompt × model, rows first', () => {
    const items = planItems([{ a: '1' }, { a: '2', __contains: 'x' }], 2, 3);
    expect(items).toHaveLength(12);
    expect(items.slice(0, 6).every((item) => item.rowIndex === 0)).toBe(true);
    expect(items[7]).toEqual({ rowIndex: 1, promptIndex: 0, modelIndex: 1, inputVariables: { a: '2' }, expectations: { contains: 'x' } });
  });
});

describe('AdaptiveLimit', () => {
  it('halves on a 429 (never below 1) and grows back by one per success, up to its maximum', () => {
    const limit = new AdaptiveLimit(8);
    limit.onRateLimited();
    expect(limit.limit).toBe(4);
    limit.onRateLimited();
    limit.onRateLimited();
    limit.onRateLimited();
    expect(limit.limit).toBe(1);
    for (let i = 0; i < 20; i += 1) limit.onSuccess();
    expect(limit.limit).toBe(8);
  });

  it('never lets more than the current limit in, and wakes waiters as it grows', async () => {
    const limit = new AdaptiveLimit(2);
    await limit.acquire();
    await limit.acquire();
    limit.onRateLimited(); // limit 1 while 2 are in flight
    let third = false;
    const waiting = limit.acquire().then(() => (third = true));
    limit.release();
    await Promise.resolve();
    expect(third).toBe(false); // 1 in flight = the limit
    limit.onSuccess(); // back to 2
    await waiting;
    expect(third).toBe(true);
    expect(limit.inFlight).toBe(2);
  });
});
