import type { Rule } from 'antd/es/form';

/** Spec §5, Create prompt: the limits and messages (the server checks the same). */
export const PROMPT_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters long',
  contentTooShort: 'Prompt content must be at least 5 characters long',
  modelRequired: 'Please select a target model',
} as const;

export const DEFAULT_TARGET_MODEL = 'gpt-4o';

export interface CreatePromptValues {
  name: string;
  description?: string;
  content: string;
  systemPrompt?: string;
  llmModelDefault: string;
}

const trimmedAtLeast = (min: number, message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && value.trim().length >= min ? Promise.resolve() : Promise.reject(new Error(message)),
});

export const PROMPT_FORM_RULES: Record<keyof CreatePromptValues, Rule[]> = {
  name: [trimmedAtLeast(2, PROMPT_MESSAGES.nameTooShort), { max: 120, message: 'Name must be at most 120 characters long' }],
  description: [{ max: 2000, message: 'Description must be at most 2,000 characters long' }],
  content: [trimmedAtLeast(5, PROMPT_MESSAGES.contentTooShort), { max: 100_000, message: 'Prompt content must be at most 100,000 characters long' }],
  systemPrompt: [{ max: 100_000, message: 'System prompt must be at most 100,000 characters long' }],
  llmModelDefault: [{ required: true, message: PROMPT_MESSAGES.modelRequired }],
};

/** The POST body: the name trimmed, blank optional fields left out. */
export function toCreateInput(values: CreatePromptValues) {
  const optional = (text: string | undefined) => (text && text.trim() !== '' ? text : undefined);
  return {
    name: values.name.trim(),
    description: optional(values.description),
    content: values.content,
    systemPrompt: optional(values.systemPrompt),
    llmModelDefault: values.llmModelDefault,
  };
}
