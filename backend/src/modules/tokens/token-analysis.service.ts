import { BadRequestException, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { analyzeTokens, countTokens } from '@promptforge/prompt-engine';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import { TOKEN_ANALYSIS_MESSAGES, type AnalyzeTokensDto, type TokenAnalysisResponseDto } from './dto/analyze-tokens.dto';

@Injectable()
export class TokenAnalysisService implements OnApplicationBootstrap {
  constructor(private readonly catalog: ModelCatalog) {}

  /** Builds the encoders at start-up (100–400 ms each) so the first analysis is as fast as the next ones. */
  onApplicationBootstrap(): void {
    for (const model of ['gpt-4o', 'gpt-3.5-turbo', 'llama-3-70b']) countTokens('warm-up', model);
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
