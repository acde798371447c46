import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API key secrets: `pfk_` + 32 random base62 characters + a 6-character base62 CRC-32 of them. The checksum
 * lets a mistyped or made-up key be refused without touching the database (the GitHub token scheme).
 */
const PREFIX = 'pfk_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(`^${PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}[0-9A-Za-z]{${CHECKSUM_LENGTH}}$`);
export const DISPLAY_PREFIX_LENGTH = 12;

export function generateApiKeySecret(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    random += BASE62[randomInt(BASE62.length)];
  }
  return `${PREFIX}${random}${checksum(random)}`;
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(PREFIX);
}

/** Format and checksum only; says nothing about whether the key exists. */
export function hasValidChecksum(key: string): boolean {
  if (!KEY_PATTERN.test(key)) {
    return false;
  }
  const random = key.slice(PREFIX.length, PREFIX.length + RANDOM_LENGTH);
  return key.slice(PREFIX.length + RANDOM_LENGTH) === checksum(random);
}

export function digestApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

function checksum(random: string): string {
  let value = crc32(random);
  let encoded = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i += 1) {
    encoded = BASE62[value % 62] + encoded;
    value = Math.floor(value / 62);
  }
  return encoded;
}
