import { DecimalType, Entity, Enum, Opt, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { PROVIDERS, type Provider } from '../providers';

/** A model catalogue entry (tool spec §3). Seeded by a migration; MODEL_CATALOG_FILE overlays it at read time. */
@Entity({ tableName: 'llm_models' })
export class LlmModel {
  /** The id the provider's API knows the model by, e.g. `gpt-4o`. */
  @PrimaryKey({ length: 100 })
  id: string;

  @Enum({ items: () => PROVIDERS as unknown as string[] })
  provider: Provider;

  @Property({ length: 120 })
  name: string;

  @Property({ length: 20 })
  type: 'chat' & Opt = 'chat';

  @Property()
  contextWindow: number;

  @Property()
  maxTokens: number;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 6, fieldName: 'cost_per_1k_tokens_input' })
  costPer1kTokensInput: number;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 6, fieldName: 'cost_per_1k_tokens_output' })
  costPer1kTokensOutput: number;

  @Property()
  enabled: boolean & Opt = true;

  /** The day the prices were last checked. */
  @Property({ type: 'date' })
  pricesAsOf: string;
}
