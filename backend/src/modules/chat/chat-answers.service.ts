import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { answerQuestion, type RetrievalIndex, type SupportAnswer } from '@promptforge/prompt-engine';
import { AppConfig } from '../../config/env';
import { ENGINE_START_AT_BOOT, EnginePool } from '../../engine/engine-pool.service';
import { loadChatDocuments } from './chat-content';

/**
 * The support assistant: a BM25 index over the product's own Markdown content and the engine's offline answer
 * composer. The index is built once, on an engine worker thread (about 0.2 s of CPU for the whole content), while the
 * API starts; the queue worker never answers, so it builds none unless asked. A question costs about 2 ms.
 */
@Injectable()
export class ChatAnswersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ChatAnswersService.name);
  private index: Promise<RetrievalIndex> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly engine: EnginePool,
    @Inject(ENGINE_START_AT_BOOT) private readonly isApi: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.isApi) await this.ensureIndex();
  }

  async answer(question: string): Promise<SupportAnswer> {
    return answerQuestion(await this.ensureIndex(), question);
  }

  /** How many documents and passages the assistant answers from. */
  async stats(): Promise<{ documents: number; passages: number }> {
    const index = await this.ensureIndex();
    return { documents: new Set(index.passages.map((passage) => passage.documentId)).size, passages: index.passages.length };
  }

  private ensureIndex(): Promise<RetrievalIndex> {
    this.index ??= this.build().catch((error: unknown) => {
      this.index = undefined;
      throw error;
    });
    return this.index;
  }

  private async build(): Promise<RetrievalIndex> {
    const started = performance.now();
    const documents = loadChatDocuments(this.config.chatContentDir);
    const index = await this.engine.run('buildRetrievalIndex', { documents });
    this.logger.log(`Support chat index: ${documents.length} documents, ${index.passages.length} passages in ${Math.round(performance.now() - started)} ms`);
    return index;
  }
}
