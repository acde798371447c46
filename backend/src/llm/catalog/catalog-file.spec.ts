import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogFileError, readCatalogFile } from './catalog-file';
import { applyOverrides, type CatalogEntry } from './model-catalog.service';

function file(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pf-catalog-unit-')), 'models.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('readCatalogFile', () => {
  it('reads {"models": [...]} and a bare array', () => {
    const entry = { id: 'gpt-4o', enabled: false };

    expect(readCatalogFile(file({ models: [entry] }))).toEqual([entry]);
    expect(readCatalogFile(file([entry]))).toEqual([entry]);
  });

  it.each([
    ['[', 'is not valid JSON'],
    [{ model: [] }, 'must be a JSON array of models, or an object with a "models" array'],
    [['gpt-4o'], 'entry 1 must be an object'],
    [[{ name: 'no id' }], 'entry 1 needs an "id"'],
    [[{ id: 'a', cost: 1 }], 'entry 1 ("a") has unknown field "cost"'],
    [[{ id: 'a', maxTokens: 1.5 }], 'entry 1 ("a") has maxTokens 1.5: must be a positive integer'],
    [[{ id: 'a', costPer1kTokensOutput: -1, pricesAsOf: '2026-01-01' }], 'entry 1 ("a") has costPer1kTokensOutput -1'],
    [[{ id: 'a', enabled: 'yes' }], 'entry 1 ("a") has "enabled" that is not true or false'],
    [[{ id: 'a', type: 'embedding' }], 'entry 1 ("a") has a type other than "chat"'],
    [[{ id: 'a', pricesAsOf: '1 Jan' }], 'entry 1 ("a") has pricesAsOf "1 Jan": must be a date such as 2026-01-31'],
    [[{ id: 'a' }, { id: 'a' }], 'entry 2 ("a") repeats an id listed earlier in the file'],
  ])('%p → %s', (content, message) => {
    const path = file(content);
    expect(() => readCatalogFile(path)).toThrow(CatalogFileError);
    expect(() => readCatalogFile(path)).toThrow(`${path}: ${message}`);
  });

  it('names a file it cannot read', () => {
    expect(() => readCatalogFile('/nonexistent/models.json')).toThrow('/nonexistent/models.json: cannot be read (ENOENT)');
  });
});

describe('applyOverrides', () => {
  const seeded: CatalogEntry[] = [
    { id: 'gpt-4o', provider: 'openai', name: 'GPT-4o', type: 'chat', contextWindow: 128000, maxTokens: 4096, costPer1kTokensInput: 0.01, costPer1kTokensOutput: 0.03, enabled: true, pricesAsOf: '2026-11-21' },
  ];

  it('changes only the given fields, appends new models, and leaves its input alone', () => {
    const result = applyOverrides(seeded, [
      { id: 'gpt-4o', maxTokens: 16384 },
      { id: 'new', provider: 'meta', contextWindow: 8000, maxTokens: 1000, costPer1kTokensInput: 0.1, costPer1kTokensOutput: 0.2, pricesAsOf: '2026-01-01' },
    ]);

    expect(result).toEqual([
      { ...seeded[0], maxTokens: 16384 },
      { id: 'new', provider: 'meta', name: 'new', type: 'chat', contextWindow: 8000, maxTokens: 1000, costPer1kTokensInput: 0.1, costPer1kTokensOutput: 0.2, enabled: true, pricesAsOf: '2026-01-01' },
    ]);
    expect(seeded[0].maxTokens).toBe(4096);
  });

  it('refuses a new model that lacks what a model needs', () => {
    expect(() => applyOverrides(seeded, [{ id: 'gpt-5', enabled: true }])).toThrow(
      'Invalid MODEL_CATALOG_FILE: entry 1 ("gpt-5") is not in the catalogue, so it adds a model and needs provider, contextWindow, maxTokens, costPer1kTokensInput, costPer1kTokensOutput',
    );
  });
});
