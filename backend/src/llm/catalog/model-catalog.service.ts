import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig, ConfigError } from '../../config/env';
import type { Provider } from '../providers';
import { REQUIRED_FOR_NEW_MODEL, type CatalogOverride } from './catalog-file';
import { LlmModel } from './llm-model.entity';

/** A catalogue entry as the product uses it: the database row with the operator's file applied. */
export interface CatalogEntry {
  id: string;
  provider: Provider;
  name: string;
  type: 'chat';
  contextWindow: number;
  maxTokens: number;
  costPer1kTokensInput: number;
  costPer1kTokensOutput: number;
  enabled: boolean;
  pricesAsOf: string;
}

/** The model catalogue: seeded rows in `llm_models`, overlaid with MODEL_CATALOG_FILE (removing the file reverts). */
@Injectable()
export class ModelCatalog implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** Stops start-up when the file changes a model that does not exist without defining it fully. */
  async onApplicationBootstrap(): Promise<void> {
    await this.all();
  }

  /** Every entry, enabled or not, ordered by provider then id. */
  async all(): Promise<CatalogEntry[]> {
    const rows = await this.em.fork().find(LlmModel, {}, { orderBy: { provider: 'asc', id: 'asc' } });
    return applyOverrides(rows.map(toEntry), this.config.llm.catalogOverrides);
  }

  async enabled(): Promise<CatalogEntry[]> {
    return (await this.all()).filter((entry) => entry.enabled);
  }

  /** An enabled entry, or null for an unknown or disabled id. */
  async findEnabled(id: string): Promise<CatalogEntry | null> {
    return (await this.enabled()).find((entry) => entry.id === id) ?? null;
  }
}

function toEntry(row: LlmModel): CatalogEntry {
  return {
    id: row.id,
    provider: row.provider,
    name: row.name,
    type: 'chat',
    contextWindow: row.contextWindow,
    maxTokens: row.maxTokens,
    costPer1kTokensInput: row.costPer1kTokensInput,
    costPer1kTokensOutput: row.costPer1kTokensOutput,
    enabled: row.enabled,
    pricesAsOf: typeof row.pricesAsOf === 'string' ? row.pricesAsOf : isoDay(row.pricesAsOf as unknown as Date),
  };
}

/** Pure: the seeded entries with the file's entries applied (changed in place, new ones appended). */
export function applyOverrides(entries: CatalogEntry[], overrides: readonly CatalogOverride[]): CatalogEntry[] {
  const result = entries.map((entry) => ({ ...entry }));
  overrides.forEach((override, index) => {
    const existing = result.find((entry) => entry.id === override.id);
    const { id, ...changes } = override;
    if (existing) {
      Object.assign(existing, changes);
      return;
    }
    const missing = REQUIRED_FOR_NEW_MODEL.filter((field) => override[field] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid MODEL_CATALOG_FILE: entry ${index + 1} ("${id}") is not in the catalogue, so it adds a model and needs ${missing.join(', ')}`,
      );
    }
    result.push({
      id,
      provider: override.provider as Provider,
      name: override.name ?? id,
      type: 'chat',
      contextWindow: override.contextWindow as number,
      maxTokens: override.maxTokens as number,
      costPer1kTokensInput: override.costPer1kTokensInput as number,
      costPer1kTokensOutput: override.costPer1kTokensOutput as number,
      enabled: override.enabled ?? true,
      pricesAsOf: override.pricesAsOf as string,
    });
  });
  return result;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
