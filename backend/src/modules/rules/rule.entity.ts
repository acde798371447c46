import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import type { RuleActivation, RuleLintResult, RuleTargetSoftware } from '@promptforge/prompt-engine';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** A rule file for an AI coding editor (tool spec §3: Rule), with its activation and its last security lint. */
@Entity({ tableName: 'rules' })
// Names are unique per user ignoring case (409 'A rule with this name already exists.').
@Index({ name: 'rules_user_id_lower_name_unique', expression: 'create unique index "rules_user_id_lower_name_unique" on "rules" ("user_id", lower("name"))' })
@Index({ properties: ['user', 'updatedAt'] })
export class Rule {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 120 })
  name: string;

  @Property({ type: 'text' })
  content: string;

  /** cursor.ai, windsurf, roo code, cline or other. */
  @Property({ length: 20 })
  targetSoftware: RuleTargetSoftware & Opt = 'cursor.ai';

  /** always, globs, model or manual: each editor's front matter is derived from it. */
  @Property({ length: 10 })
  activation: RuleActivation & Opt = 'always';

  @Property({ type: 'jsonb' })
  globs: string[] & Opt = [];

  /** When the agent should apply the rule (Cursor's and Windsurf's description). */
  @Property({ type: 'text' })
  description: string & Opt = '';

  /** The security lint of the content as saved. */
  @Property({ type: 'jsonb' })
  lint: RuleLintResult;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
