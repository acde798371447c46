import { analyzePrompt, validateAnalyzeRequest, type PromptAnalysisResult } from '@promptforge/prompt-engine';
import { CliError } from '../output/errors';
import type { PromptFile } from './prompt-file';

export interface LintedPrompt {
  /** The path as given on the command line. */
  file: string;
  /** The front matter's name, else the file name without its extension. */
  name: string;
  /** overallScore ≥ the minimum. */
  passed: boolean;
  analysis: PromptAnalysisResult;
}

export interface LintReport {
  minScore: number;
  /** Every prompt passed. */
  passed: boolean;
  prompts: LintedPrompt[];
}

/**
 * The offline analysis of each prompt file, on this machine: nothing is sent anywhere. The system prompt is
 * analysed with the prompt (a role set there counts), and tokens are counted with the target model's tokenizer.
 */
export function lintPrompts(files: ReadonlyArray<{ path: string; prompt: PromptFile }>, minScore: number): LintReport {
  const prompts = files.map(({ path, prompt }): LintedPrompt => {
    const request = { promptContent: prompt.content, context: prompt.system, model: prompt.model };
    const problems = validateAnalyzeRequest(request);
    if (problems.length > 0) throw new CliError(`${path}: ${problems.join('; ')}`);
    const analysis = analyzePrompt(request);
    return { file: path, name: prompt.name ?? fileStem(path), passed: analysis.overallScore >= minScore, analysis };
  });
  return { minScore, passed: prompts.every((prompt) => prompt.passed), prompts };
}

function fileStem(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? path;
  return base.replace(/\.[^.]+$/, '') || base;
}
