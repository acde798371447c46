import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';
import type { ModelConfig, PromptEntry } from './logic/run-plan';

export type RunStatus = 'running' | 'completed' | 'cancelled';

/** A batch of the playground: input rows × prompts × models, one {@link PlaygroundRunItem} each. */
@Entity({ tableName: 'playground_runs' })
@Index({ properties: ['user', 'createdAt'] })
export class PlaygroundRun {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 20 })
  status: RunStatus & Opt = 'running';

  @Property({ type: 'jsonb' })
  prompts: PromptEntry[];

  @Property({ type: 'jsonb' })
  llmConfigs: ModelConfig[];

  /** Model calls at once (the upper bound of the adaptive limit). */
  @Property()
  concurrency: number;

  @Property()
  totalItems: number;

  /** Worst case before it ran: exact input tokens plus max_tokens of output, at catalogue prices. */
  @Property({ type: 'decimal', precision: 14, scale: 6, runtimeType: 'number' })
  estimatedCostUsd: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}
