import { ApiError, serverMessage } from '@/api/errors';

/** Core spec §8, settings toasts: the success titles, the failure title and the fallbacks. */
export const SUCCESS = {
  profile: 'Profile updated',
  password: 'Password updated',
  preferences: 'Preferences updated',
  apiKeyCreated: 'API key created',
  apiKeyDeleted: 'API key deleted',
  accountDeleted: 'Account deleted',
  copied: 'Copied to clipboard',
  // LLM Providers tab (issue 5; the spec has no texts for it).
  providerKeySaved: 'Provider key saved',
  providerKeyRemoved: 'Provider key removed',
} as const;

export const FAILURE_TITLE = 'Error';

export const FALLBACK = {
  profile: 'Failed to update profile',
  password: 'Failed to change password',
  preferences: 'Failed to update preferences',
  apiKeyCreate: 'Failed to create API key',
  apiKeyDelete: 'Failed to delete API key',
  accountDelete: 'Failed to delete account',
  // LLM Providers tab (issue 5).
  providerKeySave: 'Failed to save provider key',
  providerKeyRemove: 'Failed to remove provider key',
  providerKeyTest: 'Failed to test provider key',
} as const;

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * The text of a failure toast (spec §8): the server's message when the answer carried one; else the
 * action's fallback (an error answer without a message, a network error); with no message at all
 * (something that is not an error was thrown, or the action has no fallback), the generic sentence.
 */
export function failureDescription(error: unknown, fallback?: string): string {
  const fromServer = error instanceof ApiError ? serverMessage(error.body) : undefined;
  if (fromServer) return fromServer;
  if (error instanceof Error) return fallback ?? GENERIC_FAILURE;
  return GENERIC_FAILURE;
}
