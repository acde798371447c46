import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './env';

const MIN_SECRET_BYTES = 32;

export interface SecretOptions {
  /** The environment variable, for messages. */
  variable: string;
  /** The file in DATA_DIR that keeps a generated secret. */
  fileName: string;
  value?: string;
  production: boolean;
  dataDir: string;
}

/**
 * Production must configure the secret (at least 32 bytes). Elsewhere an unset secret is generated once and
 * kept in DATA_DIR (mode 0600), so whatever it protects survives restarts without any setup.
 */
export function resolveSecret({ variable, fileName, value, production, dataDir }: SecretOptions): string {
  if (value !== undefined) {
    if (Buffer.byteLength(value) < MIN_SECRET_BYTES) {
      throw new ConfigError(`Invalid environment variable ${variable}: must be at least ${MIN_SECRET_BYTES} bytes long`);
    }
    return value;
  }
  if (production) {
    throw new ConfigError(
      `Invalid environment variable ${variable}: required in production (at least ${MIN_SECRET_BYTES} bytes, e.g. openssl rand -base64 48)`,
    );
  }
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}
