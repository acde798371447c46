import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

/**
 * AES-256-GCM with a random IV per secret, under a key derived (HKDF-SHA256) from a master secret. The
 * `context` (e.g. user and provider) is authenticated data: a sealed value copied elsewhere does not open.
 * Sealed form: `v1.<base64url(iv | tag | ciphertext)>`.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'promptforge', purpose, 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** Throws a {@link SecretBoxError} when the value was altered, sealed for another context or under another secret. */
  open(sealed: string, context: string): string {
    const [version, payload] = sealed.split('.');
    const bytes = payload === undefined ? Buffer.alloc(0) : Buffer.from(payload, 'base64url');
    if (version !== VERSION || bytes.length <= IV_BYTES + TAG_BYTES) {
      throw new SecretBoxError('the sealed value is not in the expected format');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('the sealed value does not authenticate (altered, or sealed under another secret)');
    }
  }
}
