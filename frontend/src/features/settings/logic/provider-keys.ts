/**
 * The LLM Providers tab (issue 5, bring your own key): how a provider's key is described, the checks of
 * the key form (the server's words), and the toast of a test. The server never sends a key back, only
 * its masked end ('…abcd').
 */

/** Where the key the gateway would use for a provider comes from. */
export type KeySource = 'none' | 'server' | 'user';

export interface KeyStatus {
  text: string;
  tone: 'default' | 'processing' | 'success';
}

/** 'No key', 'Server key' or 'Your key …abcd'. */
export function keyStatus({ status, maskedKey }: { status: KeySource; maskedKey: string | null }): KeyStatus {
  switch (status) {
    case 'user':
      return { text: `Your key ${maskedKey ?? ''}`.trimEnd(), tone: 'success' };
    case 'server':
      return { text: 'Server key', tone: 'processing' };
    default:
      return { text: 'No key', tone: 'default' };
  }
}

/** The server's validation messages (SaveProviderKeyDto), checked before anything is sent. */
export const PROVIDER_KEY_MESSAGES = {
  apiKeyRequired: 'API key is required.',
  apiKeyTooShort: 'API key must be at least 8 characters.',
  apiKeyTooLong: 'API key must be at most 500 characters.',
  apiKeySpaces: 'API key must not contain spaces.',
  baseUrl: 'Base URL must be an http:// or https:// URL.',
  baseUrlTooLong: 'Base URL must be at most 2048 characters.',
} as const;

export const API_KEY_MIN_LENGTH = 8;
export const API_KEY_MAX_LENGTH = 500;
export const BASE_URL_MAX_LENGTH = 2048;

export function apiKeyError(apiKey: string): string | undefined {
  const value = apiKey.trim();
  if (value === '') return PROVIDER_KEY_MESSAGES.apiKeyRequired;
  if (value.length < API_KEY_MIN_LENGTH) return PROVIDER_KEY_MESSAGES.apiKeyTooShort;
  if (value.length > API_KEY_MAX_LENGTH) return PROVIDER_KEY_MESSAGES.apiKeyTooLong;
  if (/\s/.test(value)) return PROVIDER_KEY_MESSAGES.apiKeySpaces;
  return undefined;
}

/** Empty means the provider's usual address; anything else must be an absolute http(s) URL. */
export function baseUrlError(baseUrl: string): string | undefined {
  const value = baseUrl.trim();
  if (value === '') return undefined;
  if (value.length > BASE_URL_MAX_LENGTH) return PROVIDER_KEY_MESSAGES.baseUrlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return PROVIDER_KEY_MESSAGES.baseUrl;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? undefined : PROVIDER_KEY_MESSAGES.baseUrl;
}

export interface ProviderKeyInput {
  apiKey: string;
  baseUrl?: string;
}

/** The PUT body: the key trimmed, and the base URL only when one was given (none: the usual address). */
export function providerKeyInput(values: { apiKey?: string; baseUrl?: string }): ProviderKeyInput {
  const apiKey = (values.apiKey ?? '').trim();
  const baseUrl = (values.baseUrl ?? '').trim();
  return baseUrl ? { apiKey, baseUrl } : { apiKey };
}

export interface TestToast {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

export function testFailed(label: string, message: string): TestToast {
  return { title: `${label} test failed`, description: message, variant: 'destructive' };
}

/**
 * The toast for a test answer: the server's sentence (the answer time, or the provider's error);
 * `fallback` when it sent none.
 */
export function testOutcome(label: string, result: { ok: boolean; message?: string | null }, fallback: string): TestToast {
  const message = result.message?.trim();
  return result.ok
    ? { title: `${label} key works`, description: message || 'The provider answered.', variant: 'success' }
    : testFailed(label, message || fallback);
}
