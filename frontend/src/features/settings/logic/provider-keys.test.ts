import { apiKeyError, baseUrlError, keyStatus, PROVIDER_KEY_MESSAGES, providerKeyInput, testOutcome } from './provider-keys';

describe('keyStatus', () => {
  it("says 'No key', 'Server key' or 'Your key' with its masked end", () => {
    expect(keyStatus({ status: 'none', maskedKey: null })).toEqual({ text: 'No key', tone: 'default' });
    expect(keyStatus({ status: 'server', maskedKey: null })).toEqual({ text: 'Server key', tone: 'processing' });
    expect(keyStatus({ status: 'user', maskedKey: '…abcd' })).toEqual({ text: 'Your key …abcd', tone: 'success' });
  });
});

describe('apiKeyError', () => {
  it("accepts a key of 8 to 500 characters without spaces, ignoring the ends' whitespace", () => {
    expect(apiKeyError('sk-12345')).toBeUndefined();
    expect(apiKeyError('  sk-proj-abcdefgh\n')).toBeUndefined();
    expect(apiKeyError('k'.repeat(500))).toBeUndefined();
  });

  it("says the server's words for what it would refuse", () => {
    expect(apiKeyError('')).toBe('API key is required.');
    expect(apiKeyError('   ')).toBe(PROVIDER_KEY_MESSAGES.apiKeyRequired);
    expect(apiKeyError('sk-1234')).toBe('API key must be at least 8 characters.');
    expect(apiKeyError('k'.repeat(501))).toBe('API key must be at most 500 characters.');
    expect(apiKeyError('sk-abc def-ghi')).toBe('API key must not contain spaces.');
  });
});

describe('baseUrlError', () => {
  it("accepts nothing (the provider's usual address) and absolute http(s) URLs", () => {
    expect(baseUrlError('')).toBeUndefined();
    expect(baseUrlError('  ')).toBeUndefined();
    expect(baseUrlError('https://api.groq.com/openai/v1')).toBeUndefined();
    expect(baseUrlError(' http://127.0.0.1:11434/v1 ')).toBeUndefined();
  });

  it('refuses other schemes, text that is not a URL, and very long ones', () => {
    expect(baseUrlError('ftp://files.example.com')).toBe('Base URL must be an http:// or https:// URL.');
    expect(baseUrlError('api.openai.com/v1')).toBe(PROVIDER_KEY_MESSAGES.baseUrl);
    expect(baseUrlError('javascript:alert(1)')).toBe(PROVIDER_KEY_MESSAGES.baseUrl);
    expect(baseUrlError(`https://example.com/${'a'.repeat(2048)}`)).toBe('Base URL must be at most 2048 characters.');
  });
});

describe('providerKeyInput', () => {
  it('trims the key and sends a base URL only when one was given', () => {
    expect(providerKeyInput({ apiKey: ' sk-abc \n', baseUrl: '' })).toEqual({ apiKey: 'sk-abc' });
    expect(providerKeyInput({ apiKey: 'sk-abc' })).toEqual({ apiKey: 'sk-abc' });
    expect(providerKeyInput({ apiKey: 'sk-abc', baseUrl: ' http://127.0.0.1:4010/v1 ' })).toEqual({
      apiKey: 'sk-abc',
      baseUrl: 'http://127.0.0.1:4010/v1',
    });
  });
});

describe('testOutcome', () => {
  it("reports success with the server's sentence", () => {
    expect(testOutcome('OpenAI', { ok: true, message: 'OpenAI answered with gpt-3.5-turbo in 0.12 s.' }, 'fallback')).toEqual({
      title: 'OpenAI key works',
      description: 'OpenAI answered with gpt-3.5-turbo in 0.12 s.',
      variant: 'success',
    });
    expect(testOutcome('OpenAI', { ok: true, message: '' }, 'fallback').description).toBe('The provider answered.');
  });

  it("reports the provider's error on failure, else the fallback", () => {
    expect(testOutcome('Anthropic', { ok: false, message: 'anthropic rejected the API key.' }, 'fallback')).toEqual({
      title: 'Anthropic test failed',
      description: 'anthropic rejected the API key.',
      variant: 'destructive',
    });
    expect(testOutcome('Anthropic', { ok: false, message: ' ' }, 'Failed to test provider key').description).toBe('Failed to test provider key');
  });
});
