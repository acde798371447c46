import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { readItem, removeItem, writeItem } from '@/lib/storage';

export type ChatMessage = components['schemas']['ChatMessageDto'];
export type ChatReply = components['schemas']['ChatReplyDto'];
export type Conversation = components['schemas']['ConversationDto'];

/** A visitor's conversation: its id and the token that opens it (spec: the token is kept in the browser). */
export interface StoredVisitorConversation {
  id: string;
  token: string;
  name: string;
  email: string;
}

export const CHAT_STORAGE_KEY = 'promptforge-chat';
const TOKEN_HEADER = 'X-Chat-Token';

export function readVisitorConversation(): StoredVisitorConversation | null {
  const raw = readItem(CHAT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredVisitorConversation>;
    if (typeof value.id === 'string' && typeof value.token === 'string') {
      return { id: value.id, token: value.token, name: value.name ?? '', email: value.email ?? '' };
    }
  } catch {
    // A damaged entry is dropped below.
  }
  removeItem(CHAT_STORAGE_KEY);
  return null;
}

export function storeVisitorConversation(conversation: StoredVisitorConversation): void {
  writeItem(CHAT_STORAGE_KEY, JSON.stringify(conversation));
}

export function forgetVisitorConversation(): void {
  removeItem(CHAT_STORAGE_KEY);
}

const tokenHeaders = (token?: string) => (token ? { headers: { [TOKEN_HEADER]: token } } : {});

/**
 * POST /api/chat/conversations: a visitor's new conversation (name and e-mail; the answer carries its token), or
 * the signed-in user's (empty body). Spec §8: a failure is logged and rethrown, with no notice.
 */
export async function startConversation(visitor?: { name: string; email: string }): Promise<{ id: string; token?: string }> {
  try {
    return await apiRequest('post', '/api/chat/conversations', visitor ? { visitorName: visitor.name, visitorEmail: visitor.email } : {});
  } catch (error) {
    console.error('Could not start the support chat conversation', error);
    throw error;
  }
}

/** GET /api/chat/conversations/{id}: the earlier messages, oldest first. */
export function getConversation(id: string, token?: string): Promise<Conversation> {
  return apiRequest('get', '/api/chat/conversations/{id}', undefined, { params: { path: { id } }, ...tokenHeaders(token) });
}

/** POST /api/chat/conversations/{id}/messages { content, name, email } → the assistant's reply. */
export function sendMessage(id: string, content: string, visitor?: StoredVisitorConversation): Promise<ChatReply> {
  const body = visitor ? { content, name: visitor.name, email: visitor.email } : { content };
  return apiRequest('post', '/api/chat/conversations/{id}/messages', body, { params: { path: { id } }, ...tokenHeaders(visitor?.token) });
}
