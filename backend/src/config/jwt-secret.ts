import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './env';

const MIN_SECRET_BYTES = 32;
const SECRET_FILE = 'jwt-secret';

/**
 * Production must configure JWT_SECRET (at least 32 bytes). Elsewhere an unset secret is generated once and
 * kept in DATA_DIR (mode 0600), so sessions survive restarts without any setup.
 */
export function resolveJwtSecret(options: { secret?: string; production: boolean; dataDir: string }): string {
  const { secret, production, dataDir } = options;
  if (secret !== undefined) {
    if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
      throw new ConfigError(`Invalid environment variable JWT_SECRET: must be at least ${MIN_SECRET_BYTES} bytes long`);
    }
    return secret;
  }
  if (production) {
    throw new ConfigError(
      `Invalid environment variable JWT_SECRET: required in production (at least ${MIN_SECRET_BYTES} bytes, e.g. openssl rand -base64 48)`,
    );
  }
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}
