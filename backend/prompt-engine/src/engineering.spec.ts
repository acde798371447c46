import { ENGINEERING_GOALS, engineerPrompt, engineeringGoalScore, modelFamily, type EngineeringGoal, validateEngineeringRequest } from './engineering';
import { realPrompts } from './testing/corpus';
import { PromptEngineInputError } from './validation';

const MODELS = ['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro', 'llama-3-70b', 'deepseek-chat', 'llama-3.1-sonar-large-128k-online'];
const changes = (prompt: string, model: string, goal: EngineeringGoal) =>
  engineerPrompt({ promptContent: prompt, targetModel: model, goal }).suggestions.map((suggestion) => suggestion.suggested_change).join('\n');

describe('engineerPrompt', () => {
  it('maps catalogue models to their vendor family', () => {
    expect(MODELS.map((model) => modelFamily(model))).toEqual(['gpt', 'claude', 'gemini', 'llama', 'deepseek', 'perplexity']);
    expect(modelFamily('my-llama', 'meta')).toBe('llama');
  });

  it('refuses a blank prompt and an unknown goal with the spec message', () => {
    expect(validateEngineeringRequest({ promptContent: '  ' })).toEqual(['Please enter a prompt to get engineering suggestions.']);
    expect(validateEngineeringRequest({ promptContent: 'x', goal: 'speed' })).toEqual(['Goal must be one of: clarity, conciseness, creativity, factual, instruction']);
    expect(() => engineerPrompt({ promptContent: '', targetModel: 'gpt-4o' })).toThrow(PromptEngineInputError);
  });

  describe('per model family', () => {
    const withInput = 'Summarize the customer email in 3 bullet points for the support lead.\n\n{{email}}';

    it('Claude: XML tags around inputs, an answer shape; GPT and others: """ delimiters', () => {
      expect(changes(withInput, 'claude-sonnet-4-6', 'clarity')).toContain('<email>\n{{email}}\n</email>');
      expect(changes(withInput, 'claude-sonnet-4-6', 'clarity')).toContain('<answer></answer>');
      expect(changes(withInput, 'gpt-4o', 'clarity')).toContain('"""\n{{email}}\n"""');
      expect(changes(withInput, 'gpt-4o', 'clarity')).not.toContain('<email>');
    });

    it('Claude: a role goes to the system prompt, but only when the prompt has one', () => {
      expect(changes('You are a senior tax advisor. Explain VAT to a new client.', 'claude-sonnet-4-6', 'clarity')).toContain('system prompt');
      expect(changes('Explain VAT to a new client.', 'claude-sonnet-4-6', 'clarity')).not.toContain('Send the role line');
    });

    it('GPT: Markdown sections, and JSON mode when the prompt asks for JSON', () => {
      expect(changes('Extract the names from the text below as JSON.\n\n"""\n{{text}}\n"""', 'gpt-4o', 'clarity')).toContain('JSON mode');
      expect(changes('Write a limerick about cats.', 'gpt-4o', 'clarity')).not.toContain('JSON mode');
      expect(changes('Write a limerick about cats.', 'gpt-4o', 'clarity')).toContain('# Instructions');
      expect(changes('# Task\nWrite a limerick about cats.', 'gpt-4o', 'clarity')).not.toContain('# Instructions');
    });

    it('Gemini: Task/Constraints/Format blocks and few-shot examples', () => {
      expect(changes('Write a limerick about cats.', 'gemini-2.5-pro', 'creativity')).toMatch(/Task:[\s\S]*Examples: add two or three/);
      expect(changes('Task: write a limerick about cats.', 'gemini-2.5-pro', 'creativity')).not.toMatch(/^Task:\n/);
    });

    it('Llama and DeepSeek: an explicit end marker for a stop sequence; Perplexity: sources with links', () => {
      expect(changes('Write a limerick about cats.', 'llama-3-70b', 'clarity')).toContain('stop sequence');
      expect(changes('Write a limerick about cats.', 'deepseek-chat', 'clarity')).toContain('stop sequence');
      expect(changes('What changed in the EU AI Act this year?', 'llama-3.1-sonar-large-128k-online', 'clarity')).toContain('cite each one with its link');
      expect(changes('What changed in the EU AI Act this year? Cite your sources.', 'llama-3.1-sonar-large-128k-online', 'clarity')).not.toContain('cite each one');
    });
  });

  describe('per goal', () => {
    it('conciseness removes filler and repetition, measures the saving, and adds nothing', () => {
      const prompt = 'I would like you to basically summarize the report below. Please make sure to keep it short. Summarize the report in five bullet points. Summarize the report in five bullet points.';
      const result = engineerPrompt({ promptContent: prompt, targetModel: 'gpt-4o', goal: 'conciseness' });
      expect(result.tokens_after).toBeLessThan(result.tokens_before);
      expect(result.suggestions[0].reasoning).toMatch(/save \d+ tokens \(\d+%\) with gpt-4o's tokenizer/);
      expect(result.improved_prompt_example).not.toMatch(/basically|I would like you to/i);
      expect(result.improved_prompt_example.match(/five bullet points/g)).toHaveLength(1);
      expect(result.suggestions.every((suggestion) => suggestion.type === 'conciseness' || suggestion.type === 'clarity')).toBe(true);
      expect(engineerPrompt({ promptContent: 'Summarize the report below in five bullet points.', targetModel: 'gpt-4o', goal: 'conciseness' }).suggestions).toEqual([]);
    });

    it('creativity adds persona, audience and freedom unless the prompt has them', () => {
      const all = changes('Write a story about a lighthouse.', 'gpt-4o', 'creativity');
      expect(all).toMatch(/You are an imaginative/);
      expect(all).toMatch(/Write for /);
      expect(all).toMatch(/unexpected angle/);
      const rich = changes('You are an award-winning children\'s author. Write a playful story about a lighthouse. The audience is children aged 6. Take an unexpected angle.', 'gpt-4o', 'creativity');
      expect(rich).not.toMatch(/You are an imaginative|Write for |surprise the reader/);
    });

    it('factual adds grounding, "I don\'t know" and citations unless present', () => {
      const all = changes('Explain how the new tax rules affect freelancers.', 'gpt-4o', 'factual');
      expect(all).toMatch(/only on the provided material/);
      expect(all).toMatch(/I don't know/);
      expect(all).toMatch(/Cite the source/);
      const grounded = changes('Based only on the provided documents, explain the tax rules. If you are unsure, say so. Cite the section for each claim.', 'gpt-4o', 'factual');
      expect(grounded).not.toMatch(/only on the provided material|I don't know|Cite the source/);
    });

    it('instruction adds numbered steps, an output contract and constraints unless present', () => {
      const all = changes('Review this pull request.', 'gpt-4o', 'instruction');
      expect(all).toMatch(/Steps:\n1\./);
      expect(all).toMatch(/Output contract:/);
      expect(all).toMatch(/Constraints:/);
      const done = changes('Review the pull request below.\n1. Read the diff.\n2. List bugs.\n3. Suggest fixes.\nRespond with a Markdown table of at most 10 rows. Do not add praise.', 'gpt-4o', 'instruction');
      expect(done).not.toMatch(/Steps:\n1\.|Output contract:/);
    });

    it('clarity replaces vague words and resolves contradictions', () => {
      const result = engineerPrompt({ promptContent: 'Write some tips etc. for new managers. Be brief. Explain in detail.', targetModel: 'gpt-4o', goal: 'clarity' });
      expect(result.suggestions.some((suggestion) => /contradicts/.test(suggestion.reasoning))).toBe(true);
      expect(result.improved_prompt_example).not.toContain('in detail');
      expect(result.improved_prompt_example).toContain('Be brief.');
    });
  });

  it('is deterministic', () => {
    const request = { promptContent: 'I want you to act as a travel guide. Suggest some places to visit.', targetModel: 'claude-sonnet-4-6', goal: 'factual' as const };
    expect(engineerPrompt(request)).toEqual(engineerPrompt(request));
  });

  describe('over 36 real prompts (shared corpus), every goal, the six model families in turn', () => {
    const corpus = realPrompts().filter((_, index) => index % 5 === 0).slice(0, 36);

    it('every original_segment is an exact substring of the input, and the improved prompt never scores lower on the goal', () => {
      expect(corpus.length).toBeGreaterThanOrEqual(30);
      corpus.forEach(({ text }, index) => {
        for (const goal of ENGINEERING_GOALS) {
          const result = engineerPrompt({ promptContent: text, targetModel: MODELS[index % MODELS.length], goal });
          for (const suggestion of result.suggestions) expect(text.includes(suggestion.original_segment)).toBe(true);
          expect(result.goal_score_after).toBeGreaterThanOrEqual(result.goal_score_before);
          expect(result.goal_score_after).toBe(engineeringGoalScore(goal, result.improved_prompt_example, MODELS[index % MODELS.length]));
        }
      });
    });

    it('the improved prompt re-scores higher on the goal whenever there is something to improve', () => {
      let improved = 0;
      let cases = 0;
      corpus.forEach(({ text, id }, index) => {
        for (const goal of ENGINEERING_GOALS) {
          cases++;
          const result = engineerPrompt({ promptContent: text, targetModel: MODELS[index % MODELS.length], goal });
          // Conciseness only cuts: a prompt with no filler, repetition or padding has nothing to cut and gets no suggestion.
          if (goal === 'conciseness' && result.suggestions.length === 0) continue;
          if (result.goal_score_before === 100) continue;
          expect({ id, goal, higher: result.goal_score_after > result.goal_score_before }).toEqual({ id, goal, higher: true });
          improved++;
        }
      });
      expect(improved).toBeGreaterThan(cases * 0.7);
    });
  });
});
