import { analyzeTokens } from './token-analysis';
import { ENGINE_TASKS, warmUpEngine } from './tasks';

describe('engine tasks (what the API runs in its worker threads)', () => {
  const models = [{ id: 'gpt-4o', contextWindow: 128000, costPer1kTokensInput: 0.0025, costPer1kTokensOutput: 0.01 }];

  it('analyzeTokens takes one input object and answers what analyzeTokens does', () => {
    const text = 'In order to answer, please read the ticket.   \n\n\nThe ticket.';
    expect(ENGINE_TASKS.analyzeTokens({ text, selected: models, catalogue: models, expectedOutputTokens: 10 })).toEqual(
      analyzeTokens(text, models, models, 10),
    );
  });

  it('answers plain data that survives a structured clone unchanged (the way results leave a worker)', () => {
    const prompt = 'You are a support agent. Classify the ticket below as billing, bug or question.';
    const results = [
      ENGINE_TASKS.analyzeTokens({ text: prompt, selected: models, catalogue: models }),
      ENGINE_TASKS.analyzePrompt({ promptContent: prompt }),
      ENGINE_TASKS.generateVariations({ promptContent: prompt, targetImprovement: 'specificity' }),
      ENGINE_TASKS.checkContext({ promptContent: prompt, intendedTask: 'Classify tickets' }),
      ENGINE_TASKS.analyzeDna({ promptContent: prompt }),
      ENGINE_TASKS.coach({ userIntent: 'classify support tickets' }),
    ];
    for (const result of results) expect(structuredClone(result)).toStrictEqual(result);
  });

  it('warms up without throwing', () => {
    expect(() => warmUpEngine()).not.toThrow();
  });
});
