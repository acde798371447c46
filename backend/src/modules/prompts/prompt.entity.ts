import { Collection, Entity, Index, ManyToOne, OneToMany, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';
import { PromptVersion } from './prompt-version.entity';

/** A prompt of the user's library. Its content history lives in immutable {@link PromptVersion}s. */
@Entity({ tableName: 'prompts' })
// Names are unique per user ignoring case (spec: 409 'A prompt with this name already exists.').
@Index({ name: 'prompts_user_id_lower_name_unique', expression: 'create unique index "prompts_user_id_lower_name_unique" on "prompts" ("user_id", lower("name"))' })
export class Prompt {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 120 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'text', nullable: true })
  systemPrompt?: string | null;

  /** A model catalogue id. */
  @Property({ length: 100 })
  llmModelDefault: string;

  /** The number of the newest version. */
  @Property()
  currentVersion: number & Opt = 1;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @OneToMany({ entity: () => PromptVersion, mappedBy: 'prompt' })
  versions = new Collection<PromptVersion>(this);
}
