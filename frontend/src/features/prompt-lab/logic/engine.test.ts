import { engineLabel, engineOptions, OFFLINE, requestedModel } from './engine';

const models = [
  { id: 'gpt-4o', name: 'GPT-4o', available: true },
  { id: 'gemini-pro', name: 'Gemini Pro', available: false },
  { id: 'deepseek-chat', name: 'DeepSeek Chat', available: true },
];

describe('engineOptions', () => {
  it("lists 'Offline' first, then only the models the user can run", () => {
    expect(engineOptions(models)).toEqual([
      { value: OFFLINE, label: 'Offline' },
      { value: 'gpt-4o', label: 'GPT-4o' },
      { value: 'deepseek-chat', label: 'DeepSeek Chat' },
    ]);
    expect(engineOptions([])).toEqual([{ value: OFFLINE, label: 'Offline' }]);
  });
});

describe('requestedModel', () => {
  it('sends no model for the offline engine and the id otherwise', () => {
    expect(requestedModel(OFFLINE)).toEqual({});
    expect(requestedModel('gpt-4o')).toEqual({ model: 'gpt-4o' });
  });
});

describe('engineLabel', () => {
  it("names the engine of a result: 'Offline analysis' or the model", () => {
    expect(engineLabel('offline', models)).toBe('Offline analysis');
    expect(engineLabel('gpt-4o', models)).toBe('GPT-4o');
    expect(engineLabel('some-retired-model', models)).toBe('some-retired-model');
  });
});
