import { backoffMs, providerDetail, retryAfterMs, withRetries } from './call-policy';

const statusError = (status: number, headers: Record<string, string> = {}) => Object.assign(new Error(`HTTP ${status}`), { status, headers: new Headers(headers) });

describe('retryAfterMs', () => {
  it('reads seconds, an HTTP date and retry-after-ms', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sat, 21 Nov 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
  });

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles from 0.5 s up to 8 s, with at most 25 % jitter off', () => {
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffMs(retry, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffMs(0, () => 1)).toBe(375);
  });
});

describe('withRetries', () => {
  const options = () => ({ maxRetries: 3, deadline: Date.now() + 10_000, signal: new AbortController().signal });

  it('retries 429 and 5xx, honouring Retry-After, then returns', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(statusError(429, { 'retry-after': '0' })).mockRejectedValueOnce(statusError(503, { 'retry-after-ms': '10' })).mockResolvedValue('ok');

    await expect(withRetries(attempt, options())).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after maxRetries retries with the last error', async () => {
    const attempt = jest.fn().mockRejectedValue(statusError(500, { 'retry-after': '0' }));

    await expect(withRetries(attempt, options())).rejects.toThrow('HTTP 500');
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it.each([400, 401, 403, 404])('does not retry %i', async (status) => {
    const attempt = jest.fn().mockRejectedValue(statusError(status));

    await expect(withRetries(attempt, options())).rejects.toThrow(`HTTP ${status}`);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('does not start a wait that would end past the deadline', async () => {
    const attempt = jest.fn().mockRejectedValue(statusError(429, { 'retry-after': '30' }));
    const started = Date.now();

    await expect(withRetries(attempt, { ...options(), deadline: Date.now() + 1000 })).rejects.toThrow('HTTP 429');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('providerDetail', () => {
  it("quotes the provider's message without the key or anything key-like", () => {
    const key = 'sk-proj-abcdefghijklmnop';
    const error = { error: { message: `Incorrect API key provided: ${key}. Also sk-other-1234567890 and AIzaSyA1234567890abcdefgh.` } };

    expect(providerDetail(error, key)).toBe('Incorrect API key provided: [redacted]. Also [redacted] and [redacted].');
  });

  it('reads nested Anthropic-style bodies and shortens long messages', () => {
    expect(providerDetail({ error: { error: { message: 'overloaded' } } }, 'k')).toBe('overloaded');
    expect(providerDetail({ error: { message: 'word '.repeat(100) } }, 'k')).toHaveLength(200);
  });
});
