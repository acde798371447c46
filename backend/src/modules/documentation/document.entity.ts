import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import type { DocumentType } from '@promptforge/prompt-engine';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** A markdown document of the documentation generator (tool spec §3: Document). */
@Entity({ tableName: 'documents' })
@Index({ properties: ['user', 'createdAt'] })
export class Document {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 200 })
  title: string;

  @Property({ length: 20 })
  documentType: DocumentType;

  @Property({ type: 'text' })
  contentMarkdown: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

export type DocumentationJobStatus = 'queued' | 'running' | 'completed' | 'failed';

/**
 * One generation request as a queue job. The job row is the source of truth for its state (whichever transport runs
 * it); the document is written in the same transaction that marks the job completed, so a failed job leaves none.
 */
@Entity({ tableName: 'documentation_jobs' })
@Index({ properties: ['user', 'createdAt'] })
export class DocumentationJob {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 20 })
  status: DocumentationJobStatus & Opt = 'queued';

  /** The generate request as validated: document_type, title, source_prompt_content, config_options. */
  @Property({ type: 'jsonb' })
  request: GenerateJobRequest;

  @ManyToOne({ entity: () => Document, nullable: true, deleteRule: 'set null' })
  document?: Rel<Document> | null;

  @Property({ length: 500, nullable: true })
  error?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}

export interface GenerateJobRequest {
  document_type: DocumentType;
  title: string;
  source_prompt_content: string;
  config_options: Record<string, unknown>;
  /** A model the caller can run (has a key for): it writes the document through the gateway. */
  model?: string;
}
