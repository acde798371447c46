import { screen } from '@testing-library/react';
import type { components } from '@/api/schema.gen';
import { mockApi } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import type { Prompt, PromptVersion } from '../api/types';

type Handler = Response | object | ((request: Request) => Response | object | Promise<Response | object>);
type Model = components['schemas']['ModelDto'];

export function makeModel(id: string, name: string, available = true): Model {
  return {
    id,
    name,
    provider: 'openai',
    type: 'chat',
    pricesAsOf: '2026-11-21',
    contextWindow: 128000,
    maxTokens: 4096,
    costPer1kTokensInput: 0.01,
    costPer1kTokensOutput: 0.03,
    enabled: true,
    available,
  };
}

export const MODELS = [makeModel('gpt-4o', 'GPT-4o'), makeModel('gemini-pro', 'Gemini Pro', false), makeModel('deepseek-chat', 'DeepSeek Chat')];

export function makePrompt(overrides: Partial<Prompt> = {}): Prompt {
  return {
    id: '0b7f6c2e-5a4d-4c3b-9a1e-2f3d4c5b6a70',
    name: 'Support reply',
    description: 'Answers customer e-mails',
    content: 'Reply to the customer e-mail below.',
    systemPrompt: null,
    llmModelDefault: 'gpt-4o',
    currentVersion: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeVersion(version: number, content: string, notes: string, labels: string[] = []): PromptVersion {
  return { id: `v-${version}`, version, content, systemPrompt: null, notes, labels, createdAt: `2026-11-2${version}T10:00:00.000Z` };
}

/** Opens the app at a Prompt Lab path for a signed-in user on a running trial, with the catalogue above. */
export function openPromptLab(path: string, routes: Record<string, Handler> = {}) {
  const user = makeUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/me': user,
    'GET /api/subscriptions/current': user.subscription!,
    'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    'GET /api/models': MODELS,
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

/** The toast whose title is `title`. */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'p' });
  const toast = heading.closest<HTMLElement>('[role="status"], [role="alert"]');
  if (!toast) throw new Error(`no toast around '${title}'`);
  return toast;
}

export const bodyOf = (request: Request): Promise<unknown> => request.clone().json();
