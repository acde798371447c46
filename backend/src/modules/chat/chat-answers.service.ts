import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LlmGateway } from '../../llm/llm-gateway.service';
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
    private readonly gateway: LlmGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.isApi) await this.ensureIndex();
  }

  /**
   * The offline answer; for a signed-in user, when CHAT_MODEL is set and passages were found, the model phrases it
   * from those passages and the reply links the same sources. Any failure of the model call gives the offline answer.
   */
  async answer(question: string, userId?: string): Promise<SupportAnswer> {
    const offline = answerQuestion(await this.ensureIndex(), question);
    const model = this.config.chatModel;
    if (!model || !userId || !offline.found) return offline;
    try {
      const completion = await this.gateway.complete({
        userId,
        feature: 'support-chat',
        model,
        system: phrasingSystemPrompt(offline.language),
        prompt: phrasingPrompt(question, offline),
        temperature: 0.2,
        maxTokens: 500,
      });
      const text = completion.text.trim();
      if (!text) return offline;
      const label = offline.language === 'pt' ? 'Fontes' : 'Sources';
      const links = offline.sources.map((source, index) => `[${index + 1}] [${escapeLinkText(source.title)}](${source.url})`).join('\n\n');
      return { ...offline, content: `${text}\n\n${label}:\n\n${links}` };
    } catch (error) {
      this.logger.warn(`Support chat: the model could not phrase the answer (${error instanceof Error ? error.message : 'unknown error'}); answering offline`);
      return offline;
    }
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

function escapeLinkText(text: string): string {
  return text.replace(/([\\[\]*_`])/g, '\\$1');
}

function phrasingSystemPrompt(language: 'en' | 'pt'): string {
  return [
    "You are PromptForge's support assistant. Answer the user's question using only the numbered passages from PromptForge's",
    'own documentation, guides, pricing and FAQ. Cite the passages you use as [1], [2]. If the passages do not answer the',
    'question, say so and suggest the contact form. Never invent features, prices or numbers. Plain text, at most 120 words,',
    language === 'pt' ? 'in Portuguese.' : 'in English.',
  ].join(' ');
}

function phrasingPrompt(question: string, answer: SupportAnswer): string {
  const passages = answer.passages.map((passage, index) => `[${index + 1}] ${passage.heading ? `${passage.title} › ${passage.heading}` : passage.title}\n${passage.text}`);
  return `Question: ${question}\n\nPassages:\n\n${passages.join('\n\n')}`;
}
