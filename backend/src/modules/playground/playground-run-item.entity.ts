import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Expectations } from './logic/assertions';
import { PlaygroundRun } from './playground-run.entity';

/**
 * `queued` → `running` (claimed by one worker, with a claim token and time) → `done` | `failed`; or `cancelled`
 * while still queued. A finished item is never claimed again, so it is never called or billed twice.
 */
export type ItemStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One input row × prompt × model of a run, and its result once it finished. */
@Entity({ tableName: 'playground_run_items' })
@Index({ properties: ['run', 'status'] })
export class PlaygroundRunItem {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => PlaygroundRun, deleteRule: 'cascade' })
  run: Rel<PlaygroundRun>;

  @Property()
  rowIndex: number;

  @Property()
  promptIndex: number;

  @Property()
  modelIndex: number;

  @Property({ type: 'jsonb' })
  inputVariables: Record<string, string>;

  @Property({ type: 'jsonb', nullable: true })
  expectations?: Expectations | null;

  /** Sent nowhere: the output is the rendered prompt (no key for the model, or the caller asked for it). */
  @Property()
  dryRun: boolean;

  @Property({ length: 20 })
  status: ItemStatus & Opt = 'queued';

  @Property({ type: 'uuid', nullable: true })
  claimToken?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  @Property()
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  outputText?: string | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'integer', nullable: true })
  latencyMs?: number | null;

  @Property({ type: 'integer', nullable: true })
  inputTokens?: number | null;

  @Property({ type: 'integer', nullable: true })
  outputTokens?: number | null;

  @Property({ type: 'decimal', precision: 14, scale: 6, runtimeType: 'number', nullable: true })
  costUsd?: number | null;

  @Property({ type: 'jsonb' })
  unresolvedVariables: string[] & Opt = [];

  @Property({ type: 'boolean', nullable: true })
  passed?: boolean | null;

  @Property({ type: 'text', nullable: true })
  assertionReason?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}
