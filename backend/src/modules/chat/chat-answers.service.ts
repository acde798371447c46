import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { answerQuestion, buildIndex, type RetrievalIndex, type SupportAnswer } from '@promptforge/prompt-engine';
import { AppConfig } from '../../config/env';
import { loadChatDocuments } from './chat-content';

/**
 * The support assistant: a BM25 index over the product's own Markdown content, built once at start-up (a few
 * milliseconds for the whole content, so on the main thread), and the engine's offline answer composer.
 */
@Injectable()
export class ChatAnswersService implements OnModuleInit {
  private readonly logger = new Logger(ChatAnswersService.name);
  private index: RetrievalIndex | undefined;

  constructor(private readonly config: AppConfig) {}

  onModuleInit(): void {
    this.ensureIndex();
  }

  answer(question: string): SupportAnswer {
    return answerQuestion(this.ensureIndex(), question);
  }

  /** How many documents and passages the assistant answers from. */
  stats(): { documents: number; passages: number } {
    const index = this.ensureIndex();
    return { documents: new Set(index.passages.map((passage) => passage.documentId)).size, passages: index.passages.length };
  }

  private ensureIndex(): RetrievalIndex {
    if (!this.index) {
      const started = performance.now();
      const documents = loadChatDocuments(this.config.chatContentDir);
      this.index = buildIndex(documents);
      this.logger.log(`Support chat index: ${documents.length} documents, ${this.index.passages.length} passages in ${Math.round(performance.now() - started)} ms`);
    }
    return this.index;
  }
}
