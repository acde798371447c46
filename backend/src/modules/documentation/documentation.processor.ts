import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_TYPE_LABELS, generateDocument } from '@promptforge/prompt-engine';
import { EnginePool } from '../../engine/engine-pool.service';
import { LlmError } from '../../llm/llm-error';
import { LlmGateway } from '../../llm/llm-gateway.service';
import type { Job } from '../../queue/job';
import { JobHandler, JobProcessor } from '../../queue/job';
import { DOCUMENTATION_QUEUE } from '../../queue/queue-names';
import { Document, DocumentationJob } from './document.entity';
import { DOCUMENT_MESSAGES } from './dto/documentation.dto';
import { GENERATE_DOCUMENT_JOB, type GenerateDocumentJob } from './documentation.service';

/**
 * Runs document generations, one job each, in the worker (Redis) or in the API process (no Redis). The job is claimed
 * by an atomic UPDATE (queued → running), so a second delivery does nothing; the document is inserted in the same
 * transaction that marks the job completed, so a job that fails leaves no document behind.
 */
@Injectable()
@JobProcessor(DOCUMENTATION_QUEUE)
export class DocumentationProcessor {
  private readonly logger = new Logger('DocumentationJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly engine: EnginePool,
    private readonly gateway: LlmGateway,
  ) {}

  @JobHandler(GENERATE_DOCUMENT_JOB)
  async generate(job: Job<GenerateDocumentJob>): Promise<void> {
    const { jobId } = job.data;
    const claimed = await this.em
      .getConnection()
      .execute<Array<{ user_id: string; request: DocumentationJob['request'] }>>(
        `UPDATE documentation_jobs SET status = 'running' WHERE id = ? AND status = 'queued' RETURNING user_id, request`,
        [jobId],
      );
    const row = claimed[0];
    if (!row) return;
    const { request } = row;
    try {
      const generated = request.model ? await this.runModel(row.user_id, request) : await this.runEngine(row.user_id, request);
      await this.em.fork().transactional(async (tx) => {
        const document = tx.create(Document, { user: row.user_id, title: request.title, documentType: request.document_type, contentMarkdown: generated });
        await tx.persistAndFlush(document);
        await tx.nativeUpdate(DocumentationJob, { id: jobId }, { status: 'completed', document: document.id, finishedAt: new Date() });
      });
    } catch (error) {
      const message = error instanceof LlmError || (error instanceof Error && /^(Please |[a-z_]+ must )/.test(error.message)) ? (error as Error).message : DOCUMENT_MESSAGES.jobFailed;
      this.logger.warn(`Documentation job ${jobId} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.em.fork().nativeUpdate(DocumentationJob, { id: jobId }, { status: 'failed', error: message.slice(0, 500), finishedAt: new Date() });
    }
  }

  /** The same request through the gateway (usage recorded): the model writes the markdown document. */
  private async runModel(userId: string, request: DocumentationJob['request']): Promise<string> {
    const completion = await this.gateway.complete({
      userId,
      feature: 'documentation',
      model: request.model as string,
      system: [
        `You write a ${DOCUMENT_TYPE_LABELS[request.document_type]} in GitHub-flavoured markdown, titled "${request.title}".`,
        `Configuration (JSON): ${JSON.stringify(request.config_options)}.`,
        'Write only what the source supports; where it says nothing, write "to define" instead of inventing facts.',
        'Architecture documents include a Mermaid flowchart in a ```mermaid block. Answer with the markdown document only.',
      ].join('\n'),
      prompt: request.source_prompt_content,
      temperature: 0.3,
      maxTokens: 4096,
    });
    const text = completion.text.trim();
    if (!text) throw new LlmError('invalid_response', 'The model returned an empty document.');
    return text.startsWith('# ') ? `${text}\n` : `# ${request.title}\n\n${text}\n`;
  }

  /** On the engine pool's threads (started lazily in a worker process). */
  private async runEngine(userId: string, request: DocumentationJob['request']): Promise<string> {
    const input = { documentType: request.document_type, title: request.title, source: request.source_prompt_content, config: request.config_options };
    return (await this.engine.run('generateDocument', input as Parameters<typeof generateDocument>[0], { userId })).content_markdown;
  }
}
