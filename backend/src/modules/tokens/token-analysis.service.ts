import { BadRequestException, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { analyzeTokens } from '@promptforge/prompt-engine';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import { TOKEN_ANALYSIS_MESSAGES, type AnalyzeTokensDto, type TokenAnalysisResponseDto } from './dto/analyze-tokens.dto';

/** Prose, code, JSON, accents, CJK and emoji, with something for every tip to find (about 14 KB). */
const WARM_UP_TEXT = Array.from(
  { length: 40 },
  (_, i) =>
    `Example ${i}: In order to answer, please kindly read the ticket below.   \n` +
    `function total(items) {\n    return items.reduce((sum, item) => sum + item.price * ${i}, 0);\n}\n` +
    `${JSON.stringify({ label: 'billing', tags: ['refund', i], nested: { a: [1, 2, 3] } }, null, 2)}\n` +
    'Você é um assistente: ação, coração. 敏捷的棕色狐狸 🚀\n\n\n',
).join('');

@Injectable()
export class TokenAnalysisService implements OnApplicationBootstrap {
  constructor(private readonly catalog: ModelCatalog) {}

  /**
   * Builds the encoders (100–400 ms each) and runs a whole analysis of a varied sample at start-up, so the first
   * request finds the encoders built and the engine's code compiled (e2e/bench section 6).
   */
  onApplicationBootstrap(): void {
    const models = ['gpt-4o', 'gpt-3.5-turbo', 'llama-3-70b'].map((id) => ({ id, contextWindow: 8000, costPer1kTokensInput: 0.001, costPer1kTokensOutput: 0.002 }));
    analyzeTokens(WARM_UP_TEXT, models, models);
  }

  /** Counts and costs for the selected enabled catalogue models; an unknown or disabled id is a 400 naming it. */
  async analyze(dto: AnalyzeTokensDto): Promise<TokenAnalysisResponseDto> {
    const catalogue = await this.catalog.enabled();
    const selected = [...new Set(dto.models)].map((id) => {
      const model = catalogue.find((entry) => entry.id === id);
      if (!model) throw new BadRequestException(TOKEN_ANALYSIS_MESSAGES.unknownModel(id));
      return model;
    });
    return analyzeTokens(dto.text_to_analyze, selected, catalogue, dto.expected_output_tokens ?? 0);
  }
}
