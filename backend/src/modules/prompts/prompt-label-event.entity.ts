import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';
import { Prompt } from './prompt.entity';

/** The audit trail of a prompt's labels: one row per move (set, moved, removed). Never changed once written. */
@Entity({ tableName: 'prompt_label_events' })
@Index({ properties: ['prompt', 'createdAt'] })
export class PromptLabelEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => Prompt, deleteRule: 'cascade' })
  prompt: Rel<Prompt>;

  @Property({ length: 32 })
  label: string;

  /** The version number the label left; null when it was set for the first time. */
  @Property({ type: 'integer', nullable: true })
  fromVersion: number | null;

  /** The version number the label now points at; null when it was removed. */
  @Property({ type: 'integer', nullable: true })
  toVersion: number | null;

  /** Who moved it; kept (as null) if that account is deleted. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  actor: Rel<User> | null;

  /** How the mover was signed in: the web app's session or an API key. */
  @Property({ length: 16 })
  via: 'session' | 'api-key';

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
