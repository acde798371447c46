import { DecimalType, Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { User } from '../../modules/users/user.entity';
import { PROVIDERS, type Provider } from '../providers';

export const CALL_OUTCOMES = ['ok', 'budget_exceeded', 'key_rejected', 'rate_limited', 'timeout', 'model_unknown', 'invalid_response', 'provider_error'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** One gateway call, successful or not: the base of usage reports and of the daily budget. */
@Entity({ tableName: 'llm_calls' })
@Index({ properties: ['user', 'createdAt'] })
export class LlmCall {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string & Opt;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  /** What asked for it, e.g. `prompt-analysis` or `provider-key-test`. */
  @Property({ length: 60 })
  feature: string;

  @Enum({ items: () => PROVIDERS as unknown as string[] })
  provider: Provider;

  @Property({ length: 100 })
  model: string;

  /** Whose key paid: the user's own (`user`) or the server's (`server`, counted against the daily budget). */
  @Enum({ items: ['user', 'server'] })
  keySource: 'user' | 'server';

  @Property()
  inputTokens: number & Opt = 0;

  @Property()
  outputTokens: number & Opt = 0;

  @Property({ type: new DecimalType('number'), precision: 14, scale: 6 })
  costUsd: number & Opt = 0;

  @Property()
  latencyMs: number & Opt = 0;

  @Enum({ items: () => CALL_OUTCOMES as unknown as string[] })
  outcome: CallOutcome;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
