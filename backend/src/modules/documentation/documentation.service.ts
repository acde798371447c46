import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { normalizeConfig, type DependencyAnalysis, type DocumentType, type TechAnalysisType } from '@promptforge/prompt-engine';
import { AppConfig } from '../../config/env';
import { EnginePool } from '../../engine/engine-pool.service';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import { ProviderKeysService } from '../../llm/keys/provider-keys.service';
import { LlmError } from '../../llm/llm-error';
import { JobsService } from '../../queue/jobs.service';
import { DOCUMENTATION_QUEUE } from '../../queue/queue-names';
import type { User } from '../users/user.entity';
import { Document, DocumentationJob } from './document.entity';
import {
  DOCUMENT_MESSAGES,
  toDocumentDto,
  toJobDto,
  type DocumentationJobDto,
  type DocumentDto,
  type GenerateDocumentDto,
  type GenerateResultDto,
  type SaveDocumentDto,
} from './dto/documentation.dto';

export const GENERATE_DOCUMENT_JOB = 'generate-document';

export interface GenerateDocumentJob {
  jobId: string;
}

export interface UploadedDependencyFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

const POLL_MS = 100;

type GenerateOutcome = { status: 200; body: GenerateResultDto } | { status: 202; body: DocumentationJobDto };

@Injectable()
export class DocumentationService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
    private readonly engine: EnginePool,
    private readonly config: AppConfig,
    private readonly catalog: ModelCatalog,
    private readonly keys: ProviderKeysService,
  ) {}

  /** Newest first. */
  async list(userId: string): Promise<DocumentDto[]> {
    const documents = await this.em.fork().find(Document, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return documents.map(toDocumentDto);
  }

  async get(userId: string, id: string): Promise<DocumentDto> {
    return toDocumentDto(await this.findOwned(this.em.fork(), userId, id));
  }

  async create(userId: string, dto: SaveDocumentDto): Promise<DocumentDto> {
    const em = this.em.fork();
    const document = em.create(Document, { user: em.getReference<User>('User', userId), title: dto.title, documentType: dto.document_type, contentMarkdown: dto.content_markdown });
    await em.flush();
    return toDocumentDto(document);
  }

  async update(userId: string, id: string, dto: SaveDocumentDto): Promise<DocumentDto> {
    const em = this.em.fork();
    const document = await this.findOwned(em, userId, id);
    document.title = dto.title;
    document.documentType = dto.document_type;
    document.contentMarkdown = dto.content_markdown;
    await em.flush();
    return toDocumentDto(document);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(Document, { id, user: userId });
    if (deleted === 0) throw new NotFoundException(DOCUMENT_MESSAGES.documentNotFound);
  }

  /**
   * Enqueues the generation and waits for it up to DOCS_SYNC_TIMEOUT_MS: the document when done (200), else the job
   * (202) that GET /api/documentation/jobs/{id} reports on. A failed job answers its error and leaves no document.
   */
  async generate(userId: string, dto: GenerateDocumentDto): Promise<GenerateOutcome> {
    const documentType: DocumentType = dto.document_type ?? 'PRD';
    const configOptions = normalizeConfig(documentType, dto.config_options ?? {});
    const model = await this.runnableModel(userId, dto.model);
    const em = this.em.fork();
    const job = em.create(DocumentationJob, {
      user: em.getReference<User>('User', userId),
      request: { document_type: documentType, title: dto.title, source_prompt_content: dto.source_prompt_content, config_options: { ...configOptions }, ...(model ? { model } : {}) },
    });
    await em.flush();
    try {
      await this.jobs.enqueue<GenerateDocumentJob>(DOCUMENTATION_QUEUE, GENERATE_DOCUMENT_JOB, { jobId: job.id });
    } catch (error) {
      await this.em.fork().nativeDelete(DocumentationJob, { id: job.id });
      throw error;
    }
    const finished = await this.waitFor(job.id, this.config.documentation.syncTimeoutMs);
    if (!finished || finished.status === 'queued' || finished.status === 'running') {
      return { status: 202, body: finished ?? (await this.getJob(userId, job.id)) };
    }
    if (finished.status === 'failed' || !finished.document) {
      throw new BadRequestException(finished.error ?? DOCUMENT_MESSAGES.jobFailed);
    }
    return { status: 200, body: { content_markdown: finished.document.content_markdown, document: finished.document, job_id: job.id } };
  }

  async getJob(userId: string, id: string): Promise<DocumentationJobDto> {
    const job = await this.em.fork().findOne(DocumentationJob, { id, user: userId }, { populate: ['document'] });
    if (!job) throw new NotFoundException(DOCUMENT_MESSAGES.jobNotFound);
    return toJobDto(job);
  }

  /** Parses the uploaded manifests on the engine pool; a file that cannot be parsed is a 400 naming it. */
  async analyzeDependencies(userId: string, files: UploadedDependencyFile[], analysisTypes: TechAnalysisType[]): Promise<DependencyAnalysis> {
    const outcome = await this.engine.run(
      'analyzeDependencies',
      { files: files.map((file) => ({ name: file.originalname, content: file.buffer.toString('utf8') })), analysisTypes },
      { userId },
    );
    if (outcome.error) throw new BadRequestException(outcome.error.message);
    return outcome.analysis;
  }

  /** The model when the caller has a key for its provider (or the server's); an unknown model is a 400. */
  private async runnableModel(userId: string, model: string | undefined): Promise<string | undefined> {
    if (!model) return undefined;
    const entry = await this.catalog.findEnabled(model);
    if (!entry) throw new LlmError('unknown_model', `Unknown model "${model}".`);
    const available = await this.keys.availableProviders(userId);
    return available.has(entry.provider) ? entry.id : undefined;
  }

  private async waitFor(jobId: string, timeoutMs: number): Promise<DocumentationJobDto | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.em.fork().findOne(DocumentationJob, { id: jobId }, { populate: ['document'] });
      if (!job) return null;
      if (job.status === 'completed' || job.status === 'failed') return toJobDto(job);
      if (Date.now() >= deadline) return toJobDto(job);
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
    }
  }

  private async findOwned(em: EntityManager, userId: string, id: string): Promise<Document> {
    const document = await em.findOne(Document, { id, user: userId });
    if (!document) throw new NotFoundException(DOCUMENT_MESSAGES.documentNotFound);
    return document;
  }
}
