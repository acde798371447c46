import { Entity, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Prompt } from './prompt.entity';

/** One saved state of a prompt's content and system prompt. Never changed once written. */
@Entity({ tableName: 'prompt_versions' })
@Unique({ properties: ['prompt', 'version'] })
export class PromptVersion {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => Prompt, deleteRule: 'cascade' })
  prompt: Rel<Prompt>;

  @Property()
  version: number;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'text', nullable: true })
  systemPrompt?: string | null;

  @Property({ length: 500 })
  notes: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
