import { Injectable } from '@nestjs/common';
import { DEFAULT_ENGINEERING_GOAL, DEFAULT_TARGET_IMPROVEMENT } from '@promptforge/prompt-engine';
import { EnginePool } from '../../engine/engine-pool.service';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import { ProviderKeysService } from '../../llm/keys/provider-keys.service';
import { LlmError } from '../../llm/llm-error';
import { LlmGateway } from '../../llm/llm-gateway.service';
import {
  AnalyzePromptDto,
  AssistantCoachingDto,
  CheckContextDto,
  CoachingResultDto,
  ContextCheckResultDto,
  DnaAnalysisDto,
  DnaResultDto,
  EngineeringResultDto,
  EngineerSuggestionsDto,
  PromptAnalysisResultDto,
  VariationsRequestDto,
  VariationsResultDto,
} from './dto/prompt-tools.dto';
import {
  ANALYSIS_TOOL,
  COACHING_TOOL,
  CONTEXT_TOOL,
  DNA_TOOL,
  ENGINEERING_TOOL,
  type LlmAnalysis,
  type LlmCoaching,
  type LlmContextCheck,
  type LlmDna,
  type LlmEngineering,
  type LlmVariations,
  type ToolSpec,
  VARIATIONS_TOOL,
} from './prompt-tools.schemas';

/**
 * The five Prompt Lab tools. Without a model, or when the user has no key for the model's provider, the offline
 * engine answers (`engine: 'offline'`); otherwise the model does, through the gateway's structured output (usage
 * recorded, budget applied), with the same result shape and `engine` = the model id. The offline engine runs on an
 * engine worker thread, counted against the user's limit of tasks in flight.
 */
/** Spec §9: the engineering screen's default target model. */
const DEFAULT_TARGET_MODEL = 'gpt-4o';

@Injectable()
export class PromptToolsService {
  constructor(
    private readonly gateway: LlmGateway,
    private readonly catalog: ModelCatalog,
    private readonly keys: ProviderKeysService,
    private readonly engine: EnginePool,
  ) {}

  async analyze(userId: string, dto: AnalyzePromptDto): Promise<PromptAnalysisResultDto> {
    const model = await this.runnableModel(userId, dto.model);
    // Counted with the chosen model's tokenizer (runnableModel has refused an unknown one).
    const offline = await this.engine.run('analyzePrompt', { promptContent: dto.promptContent, context: dto.context, model: dto.model || undefined }, { userId });
    if (!model) {
      return offline;
    }
    const reply = await this.ask<LlmAnalysis>(userId, model, ANALYSIS_TOOL, { promptContent: dto.promptContent, context: dto.context ?? '' });
    // Tokens are counted here, exactly, rather than guessed by the model.
    return { ...reply, estimatedTokens: offline.estimatedTokens, tokensExact: offline.tokensExact, tokenizer: offline.tokenizer, engine: model };
  }

  async variations(userId: string, dto: VariationsRequestDto): Promise<VariationsResultDto> {
    const targetImprovement = dto.targetImprovement ?? DEFAULT_TARGET_IMPROVEMENT;
    const model = await this.runnableModel(userId, dto.model);
    if (!model) {
      return this.engine.run('generateVariations', { promptContent: dto.promptContent, targetImprovement, systemPrompt: dto.systemPrompt }, { userId });
    }
    const reply = await this.ask<LlmVariations>(userId, model, VARIATIONS_TOOL, {
      promptContent: dto.promptContent,
      systemPrompt: dto.systemPrompt ?? '',
      targetImprovement,
    });
    return {
      targetImprovement,
      variations: reply.variations.map((variation, index) => ({ ...variation, id: `${targetImprovement}-${index + 1}` })),
      engine: model,
    };
  }

  async checkContext(userId: string, dto: CheckContextDto): Promise<ContextCheckResultDto> {
    const model = await this.runnableModel(userId, dto.model);
    if (!model) {
      return this.engine.run('checkContext', { promptContent: dto.promptContent, intendedTask: dto.intendedTask, systemPrompt: dto.systemPrompt }, { userId });
    }
    const reply = await this.ask<LlmContextCheck>(userId, model, CONTEXT_TOOL, {
      promptContent: dto.promptContent,
      systemPrompt: dto.systemPrompt ?? '',
      intendedTask: dto.intendedTask,
    });
    return { ...reply, engine: model };
  }

  async dnaAnalysis(userId: string, dto: DnaAnalysisDto): Promise<DnaResultDto> {
    const domain = dto.domain?.trim() || undefined;
    const model = await this.runnableModel(userId, dto.model);
    if (!model) {
      return this.engine.run('analyzeDna', { promptContent: dto.promptContent, domain, systemPrompt: dto.systemPrompt }, { userId });
    }
    const reply = await this.ask<LlmDna>(userId, model, DNA_TOOL, {
      promptContent: dto.promptContent,
      systemPrompt: dto.systemPrompt ?? '',
      domain: domain ?? '',
    });
    return { ...reply, engine: model };
  }

  async coaching(userId: string, dto: AssistantCoachingDto): Promise<CoachingResultDto> {
    const model = await this.runnableModel(userId, dto.model);
    if (!model) {
      return this.engine.run('coach', { userIntent: dto.userIntent, currentPrompt: dto.currentPrompt, context: dto.context, systemPrompt: dto.systemPrompt }, { userId });
    }
    const reply = await this.ask<LlmCoaching>(userId, model, COACHING_TOOL, {
      userIntent: dto.userIntent,
      currentPrompt: dto.currentPrompt ?? '',
      context: dto.context ?? '',
      systemPrompt: dto.systemPrompt ?? '',
    });
    return { ...reply, engine: model };
  }

  /**
   * Engineering suggestions for a target model and a goal. The offline engine, and the token counts of a model's
   * answer, run on an engine worker thread.
   */
  async engineerSuggestions(userId: string, dto: EngineerSuggestionsDto): Promise<EngineeringResultDto> {
    const goal = dto.goal ?? DEFAULT_ENGINEERING_GOAL;
    const targetId = dto.target_llm_model ?? DEFAULT_TARGET_MODEL;
    const target = await this.catalog.findEnabled(targetId);
    if (!target) {
      throw new LlmError('unknown_model', `Unknown model "${targetId}".`);
    }
    const model = await this.runnableModel(userId, dto.model);
    if (!model) {
      const result = await this.engine.run('engineerPrompt', { promptContent: dto.prompt_content, targetModel: target.id, provider: target.provider, goal }, { userId });
      return { ...result, goal, target_llm_model: target.id };
    }
    const reply = await this.ask<LlmEngineering>(userId, model, ENGINEERING_TOOL, {
      promptContent: dto.prompt_content,
      targetModel: `${target.name} (${target.provider})`,
      goal,
    });
    // The web app highlights original_segment in the input: a segment the model did not copy exactly is dropped.
    const suggestions = reply.suggestions.filter((suggestion) => suggestion.original_segment !== '' && dto.prompt_content.includes(suggestion.original_segment));
    const [tokensBefore, tokensAfter] = await this.engine.run(
      'countTokensOf',
      { texts: [dto.prompt_content, reply.improved_prompt_example], modelId: target.id },
      { userId },
    );
    return {
      suggestions,
      improved_prompt_example: reply.improved_prompt_example,
      goal,
      target_llm_model: target.id,
      tokens_before: tokensBefore,
      tokens_after: tokensAfter,
      engine: model,
    };
  }

  /**
   * The model to ask, or undefined for the offline engine: no model chosen, or no key (the user's or the
   * server's) for its provider. A model that is not in the catalogue is a 400, not a silent fallback.
   */
  private async runnableModel(userId: string, model: string | undefined): Promise<string | undefined> {
    if (!model) {
      return undefined;
    }
    const entry = await this.catalog.findEnabled(model);
    if (!entry) {
      throw new LlmError('unknown_model', `Unknown model "${model}".`);
    }
    const available = await this.keys.availableProviders(userId);
    return available.has(entry.provider) ? entry.id : undefined;
  }

  private async ask<T>(userId: string, model: string, tool: ToolSpec, input: Record<string, string>): Promise<T> {
    const { value } = await this.gateway.completeJson<T>({
      userId,
      feature: tool.feature,
      model,
      system: tool.system,
      prompt: JSON.stringify(input),
      schema: tool.schema,
      schemaName: tool.schemaName,
      temperature: 0.2,
      maxTokens: 4096,
    });
    return value;
  }
}
