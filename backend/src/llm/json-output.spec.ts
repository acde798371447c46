import { parseJsonReply, schemaValidator } from './json-output';

describe('parseJsonReply', () => {
  const validate = schemaValidator({ type: 'object', properties: { score: { type: 'number' } }, required: ['score'] });

  it('accepts JSON that matches the schema, also inside a Markdown fence', () => {
    expect(parseJsonReply('{"score": 3}', validate)).toEqual({ ok: true, value: { score: 3 } });
    expect(parseJsonReply('```json\n{"score": 4}\n```', validate)).toEqual({ ok: true, value: { score: 4 } });
  });

  it('refuses prose, broken JSON and JSON that does not match', () => {
    expect(parseJsonReply('Here you go: {"score": 3}', validate)).toEqual({ ok: false });
    expect(parseJsonReply('{"score": ', validate)).toEqual({ ok: false });
    expect(parseJsonReply('{"score": "high"}', validate)).toEqual({ ok: false });
  });

  it('compiles each schema object once', () => {
    const schema = { type: 'string' };
    expect(schemaValidator(schema)).toBe(schemaValidator(schema));
  });
});
