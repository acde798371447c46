// Input rules of the five tools (spec §5: non-empty trimmed content; context check needs content and an intended
// task; the assistant needs an intent). The spec gives no server wording for these, so the messages live here, once,
// for the API's DTOs and the CLI to share.

export const TARGET_IMPROVEMENTS = ['performance', 'clarity', 'context', 'specificity'] as const;
export type TargetImprovement = (typeof TARGET_IMPROVEMENTS)[number];
export const DEFAULT_TARGET_IMPROVEMENT: TargetImprovement = 'performance';

export const PROMPT_TOOL_MESSAGES = {
  promptContentRequired: 'Prompt content is required',
  intendedTaskRequired: 'Intended task is required',
  userIntentRequired: 'User intent is required',
  targetImprovementInvalid: `Target improvement must be one of: ${TARGET_IMPROVEMENTS.join(', ')}`,
} as const;

/** Thrown by the engine's functions when a request breaks the rules above; `messages` lists every broken rule. */
export class PromptEngineInputError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
    this.name = 'PromptEngineInputError';
  }
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function validateAnalyzeRequest(request: { promptContent?: unknown }): string[] {
  return isBlank(request.promptContent) ? [PROMPT_TOOL_MESSAGES.promptContentRequired] : [];
}

export function validateDnaRequest(request: { promptContent?: unknown }): string[] {
  return validateAnalyzeRequest(request);
}

export function validateVariationsRequest(request: { promptContent?: unknown; targetImprovement?: unknown }): string[] {
  const messages = validateAnalyzeRequest(request);
  const goal = request.targetImprovement;
  if (goal !== undefined && !(TARGET_IMPROVEMENTS as readonly unknown[]).includes(goal)) {
    messages.push(PROMPT_TOOL_MESSAGES.targetImprovementInvalid);
  }
  return messages;
}

export function validateContextCheckRequest(request: { promptContent?: unknown; intendedTask?: unknown }): string[] {
  const messages = validateAnalyzeRequest(request);
  if (isBlank(request.intendedTask)) messages.push(PROMPT_TOOL_MESSAGES.intendedTaskRequired);
  return messages;
}

export function validateCoachingRequest(request: { userIntent?: unknown }): string[] {
  return isBlank(request.userIntent) ? [PROMPT_TOOL_MESSAGES.userIntentRequired] : [];
}

export function assertValid(messages: string[]): void {
  if (messages.length > 0) throw new PromptEngineInputError(messages);
}
