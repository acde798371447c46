import { digestApiKey, displayPrefix, generateApiKeySecret, hasValidChecksum, looksLikeApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('are pfk_ + 32 base62 characters + a 6-character checksum, and unique', () => {
    const keys = Array.from({ length: 50 }, generateApiKeySecret);
    for (const key of keys) {
      expect(key).toMatch(/^pfk_[0-9A-Za-z]{38}$/);
      expect(hasValidChecksum(key)).toBe(true);
      expect(looksLikeApiKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a key with one character changed, without a lookup', () => {
    const key = generateApiKeySecret();
    const tampered = key.slice(0, 10) + (key[10] === 'a' ? 'b' : 'a') + key.slice(11);
    expect(hasValidChecksum(tampered)).toBe(false);
  });

  it('refuses a wrong length or alphabet', () => {
    const key = generateApiKeySecret();
    expect(hasValidChecksum(key.slice(0, -1))).toBe(false);
    expect(hasValidChecksum(`${key}x`)).toBe(false);
    expect(hasValidChecksum(key.replace('pfk_', 'pfx_'))).toBe(false);
    expect(hasValidChecksum(`pfk_${'-'.repeat(38)}`)).toBe(false);
  });

  it('stores a SHA-256 hex digest and a 12-character display prefix', () => {
    const key = generateApiKeySecret();
    expect(digestApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(digestApiKey(key)).not.toContain(key.slice(4, 20));
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
  });
});
