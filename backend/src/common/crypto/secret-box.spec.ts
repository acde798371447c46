import { SecretBox, SecretBoxError } from './secret-box';

describe('SecretBox (AES-256-GCM)', () => {
  const box = new SecretBox('a-master-secret-that-is-long-enough!!', 'provider-keys');

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'user-1:openai');

    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('abcdef123456');
    expect(box.open(sealed, 'user-1:openai')).toBe('sk-live-abcdef123456');
  });

  it('uses a fresh IV every time', () => {
    expect(box.seal('same', 'ctx')).not.toBe(box.seal('same', 'ctx'));
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'ctx');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;

    expect(() => box.open(`v1.${bytes.toString('base64url')}`, 'ctx')).toThrow(SecretBoxError);
  });

  it('refuses another context, another master secret, and garbage', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'user-1:openai');

    expect(() => box.open(sealed, 'user-2:openai')).toThrow(SecretBoxError);
    expect(() => new SecretBox('another-master-secret-long-enough!!!', 'provider-keys').open(sealed, 'user-1:openai')).toThrow(SecretBoxError);
    expect(() => box.open('v2.AAAA', 'ctx')).toThrow('the sealed value is not in the expected format');
    expect(() => box.open('not sealed', 'ctx')).toThrow(SecretBoxError);
  });
});
