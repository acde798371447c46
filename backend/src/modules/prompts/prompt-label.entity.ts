import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { PromptVersion } from './prompt-version.entity';
import { Prompt } from './prompt.entity';

/**
 * A name on one version of a prompt (`latest`, `production`, custom ones). One row per (prompt, label): moving a
 * label updates the row, so a label can never point at two versions. `latest` is kept by the service on every save.
 */
@Entity({ tableName: 'prompt_labels' })
@Unique({ properties: ['prompt', 'label'] })
export class PromptLabel {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => Prompt, deleteRule: 'cascade' })
  prompt: Rel<Prompt>;

  @Property({ length: 32 })
  label: string;

  // Indexed: the resolve query lists every label of the version it returns.
  @Index()
  @ManyToOne({ entity: () => PromptVersion, deleteRule: 'cascade' })
  version: Rel<PromptVersion>;

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
