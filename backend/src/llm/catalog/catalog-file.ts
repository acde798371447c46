import { readFileSync } from 'node:fs';
import { isProvider, PROVIDERS, type Provider } from '../providers';

/**
 * One entry of MODEL_CATALOG_FILE. It changes the catalogue entry with the same id (only the fields it
 * gives) or adds a model; a new model must give provider, contextWindow, maxTokens and both prices.
 */
export interface CatalogOverride {
  id: string;
  provider?: Provider;
  name?: string;
  contextWindow?: number;
  maxTokens?: number;
  costPer1kTokensInput?: number;
  costPer1kTokensOutput?: number;
  enabled?: boolean;
  /** The day the prices were checked (YYYY-MM-DD); required with a price. */
  pricesAsOf?: string;
}

export const REQUIRED_FOR_NEW_MODEL = ['provider', 'contextWindow', 'maxTokens', 'costPer1kTokensInput', 'costPer1kTokensOutput'] as const;

const FIELDS = new Set(['id', 'provider', 'name', 'type', 'contextWindow', 'maxTokens', 'costPer1kTokensInput', 'costPer1kTokensOutput', 'enabled', 'pricesAsOf']);
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class CatalogFileError extends Error {
  override readonly name = 'CatalogFileError';
}

/**
 * Reads and checks the operator's catalogue file: `{"models": [...]}` or a bare array. Any problem throws
 * a {@link CatalogFileError} that names the file and the entry.
 */
export function readCatalogFile(path: string): CatalogOverride[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CatalogFileError(`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(`${path}: is not valid JSON (${(error as Error).message})`);
  }
  const entries = Array.isArray(document) ? document : (document as { models?: unknown } | null)?.models;
  if (!Array.isArray(entries)) {
    throw new CatalogFileError(`${path}: must be a JSON array of models, or an object with a "models" array`);
  }
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const override = parseEntry(entry, (problem) => new CatalogFileError(`${path}: ${describe(entry, index)} ${problem}`));
    if (seen.has(override.id)) {
      throw new CatalogFileError(`${path}: ${describe(entry, index)} repeats an id listed earlier in the file`);
    }
    seen.add(override.id);
    return override;
  });
}

function describe(entry: unknown, index: number): string {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? `entry ${index + 1} ("${id}")` : `entry ${index + 1}`;
}

function parseEntry(entry: unknown, fail: (problem: string) => Error): CatalogOverride {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw fail('must be an object');
  }
  const raw = entry as Record<string, unknown>;
  const unknown = Object.keys(raw).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) {
    throw fail(`has unknown field "${unknown[0]}" (known: ${[...FIELDS].join(', ')})`);
  }
  if (typeof raw.id !== 'string' || !MODEL_ID.test(raw.id)) {
    throw fail('needs an "id": 1-100 letters, digits, ".", "_", ":", "/" or "-"');
  }
  const override: CatalogOverride = { id: raw.id };
  if (raw.provider !== undefined) {
    if (typeof raw.provider !== 'string' || !isProvider(raw.provider)) {
      throw fail(`has provider ${JSON.stringify(raw.provider)}: must be one of ${PROVIDERS.join(', ')}`);
    }
    override.provider = raw.provider;
  }
  if (raw.type !== undefined && raw.type !== 'chat') {
    throw fail('has a type other than "chat" (the only type there is)');
  }
  if (raw.name !== undefined) {
    if (typeof raw.name !== 'string' || raw.name.trim() === '' || raw.name.length > 120) {
      throw fail('has a name that is not a string of 1-120 characters');
    }
    override.name = raw.name.trim();
  }
  for (const field of ['contextWindow', 'maxTokens'] as const) {
    if (raw[field] !== undefined) {
      const value = raw[field];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100_000_000) {
        throw fail(`has ${field} ${JSON.stringify(value)}: must be a positive integer`);
      }
      override[field] = value;
    }
  }
  for (const field of ['costPer1kTokensInput', 'costPer1kTokensOutput'] as const) {
    if (raw[field] !== undefined) {
      const value = raw[field];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1000) {
        throw fail(`has ${field} ${JSON.stringify(value)}: must be a price in USD per 1,000 tokens (0 to 1000)`);
      }
      override[field] = value;
    }
  }
  if (raw.enabled !== undefined) {
    if (typeof raw.enabled !== 'boolean') {
      throw fail('has "enabled" that is not true or false');
    }
    override.enabled = raw.enabled;
  }
  if (raw.pricesAsOf !== undefined) {
    if (typeof raw.pricesAsOf !== 'string' || !DAY.test(raw.pricesAsOf) || Number.isNaN(Date.parse(raw.pricesAsOf))) {
      throw fail(`has pricesAsOf ${JSON.stringify(raw.pricesAsOf)}: must be a date such as 2026-01-31`);
    }
    override.pricesAsOf = raw.pricesAsOf;
  }
  if ((override.costPer1kTokensInput !== undefined || override.costPer1kTokensOutput !== undefined) && override.pricesAsOf === undefined) {
    throw fail('sets a price without "pricesAsOf" (the day the price was checked, e.g. 2026-01-31)');
  }
  return override;
}
