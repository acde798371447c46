import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import type { ComplianceContext, SecuritySeverityCounts, SecurityTextType } from '@promptforge/prompt-engine';
import { randomUUID } from 'node:crypto';
import { Prompt } from '../prompts/prompt.entity';
import { User } from '../users/user.entity';

/** A stored risk: the finding with its segment masked (the history never keeps a full CPF or key). */
export interface StoredRisk {
  severity: 'High' | 'Medium' | 'Low';
  type: string;
  detector: string;
  category: string;
  description: string;
  segment: string;
  start: number;
  end: number;
  confidence: number;
  suggestion: string;
}

/** One security analysis of the user's (tool-screens §3 'security check'), optionally tied to a prompt version. */
@Entity({ tableName: 'security_checks' })
@Index({ properties: ['user', 'createdAt'] })
export class SecurityCheck {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 10 })
  textType: SecurityTextType;

  @Property({ length: 10 })
  context: ComplianceContext;

  @Property()
  overallScore: number;

  @Property({ type: 'text' })
  summary: string;

  @Property({ type: 'jsonb' })
  detectedRisks: StoredRisk[];

  @Property({ type: 'jsonb' })
  complianceSuggestions: string[];

  @Property({ type: 'jsonb' })
  counts: SecuritySeverityCounts;

  @Property()
  piiDetected: boolean;

  @Property()
  biasDetected: boolean;

  /** Characters analysed (the text itself is not stored). */
  @Property()
  textLength: number;

  /** The Prompt Lab prompt scanned, when the scan came from one; the history keeps the row if the prompt is deleted. */
  @ManyToOne({ entity: () => Prompt, nullable: true, deleteRule: 'set null' })
  prompt?: Rel<Prompt> | null;

  @Property({ type: 'integer', nullable: true })
  promptVersion?: number | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
