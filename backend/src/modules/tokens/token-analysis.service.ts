import { BadRequestException, Injectable } from '@nestjs/common';
import { EnginePool } from '../../engine/engine-pool.service';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import { TOKEN_ANALYSIS_MESSAGES, type AnalyzeTokensDto, type TokenAnalysisResponseDto } from './dto/analyze-tokens.dto';

@Injectable()
export class TokenAnalysisService {
  constructor(
    private readonly catalog: ModelCatalog,
    private readonly engine: EnginePool,
  ) {}

  /**
   * Counts and costs for the selected enabled catalogue models; an unknown or disabled id is a 400 naming it. The
   * counting runs on an engine worker thread (its encoders built at start-up), counted against the user's limit.
   */
  async analyze(userId: string, dto: AnalyzeTokensDto): Promise<TokenAnalysisResponseDto> {
    const catalogue = (await this.catalog.enabled()).map(({ id, name, contextWindow, costPer1kTokensInput, costPer1kTokensOutput }) => ({
      id,
      name,
      contextWindow,
      costPer1kTokensInput,
      costPer1kTokensOutput,
    }));
    const selected = [...new Set(dto.models)].map((id) => {
      const model = catalogue.find((entry) => entry.id === id);
      if (!model) throw new BadRequestException(TOKEN_ANALYSIS_MESSAGES.unknownModel(id));
      return model;
    });
    return this.engine.run('analyzeTokens', { text: dto.text_to_analyze, selected, catalogue, expectedOutputTokens: dto.expected_output_tokens ?? 0 }, { userId });
  }
}
