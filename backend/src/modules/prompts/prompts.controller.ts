import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresActiveSubscription } from '../auth/decorators';
import { CreatePromptDto, ListPromptsQueryDto, PROMPT_MESSAGES, PromptDto, PromptVersionDto, UpdatePromptDto } from './dto/prompt.dto';
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
import { PromptLabelDto, PromptLabelEventDto, ResolvedPromptDto, ResolvePromptQueryDto, SetLabelDto } from './dto/prompt-label.dto';
import { PromptLabelsService } from './prompt-labels.service';
import { PromptToolsService } from './prompt-tools.service';
import { PromptsService } from './prompts.service';

@ApiTags('prompts')
@Authenticated()
@RequiresActiveSubscription()
@Controller('prompts')
export class PromptsController {
  constructor(
    private readonly prompts: PromptsService,
    private readonly tools: PromptToolsService,
    private readonly labels: PromptLabelsService,
  ) {}

  /** The caller's prompts, most recently updated first; `?name=` finds one by exact name (ignoring case). */
  @Get()
  @ApiOkResponse({ type: [PromptDto] })
  list(@CurrentUser() auth: AuthUser, @Query() query: ListPromptsQueryDto): Promise<PromptDto[]> {
    return this.prompts.list(auth.userId, query.name);
  }

  /** Creates a prompt and its version 1 ('Initial version'). */
  @Post()
  @ApiCreatedResponse({ type: PromptDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PROMPT_MESSAGES.nameTaken })
  create(@CurrentUser() auth: AuthUser, @Body() dto: CreatePromptDto): Promise<PromptDto> {
    return this.prompts.create(auth, dto);
  }

  // The tool routes come before `:id` only for readability: they are POSTs, `:id` routes are not.

  /** Scores the prompt (clarity, context, overall), counts its tokens, and lists suggestions and strengths. */
  @Post('analyze')
  @HttpCode(200)
  @ApiOkResponse({ type: PromptAnalysisResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  analyze(@CurrentUser() auth: AuthUser, @Body() dto: AnalyzePromptDto): Promise<PromptAnalysisResultDto> {
    return this.tools.analyze(auth.userId, dto);
  }

  /** Rewrites of the prompt for a target improvement. */
  @Post('variations')
  @HttpCode(200)
  @ApiOkResponse({ type: VariationsResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  variations(@CurrentUser() auth: AuthUser, @Body() dto: VariationsRequestDto): Promise<VariationsResultDto> {
    return this.tools.variations(auth.userId, dto);
  }

  /** Whether the prompt gives the context its intended task needs. */
  @Post('check-context')
  @HttpCode(200)
  @ApiOkResponse({ type: ContextCheckResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  checkContext(@CurrentUser() auth: AuthUser, @Body() dto: CheckContextDto): Promise<ContextCheckResultDto> {
    return this.tools.checkContext(auth.userId, dto);
  }

  /** Structure patterns, keyword impact, dominant traits and missing beneficial patterns. */
  @Post('dna-analysis')
  @HttpCode(200)
  @ApiOkResponse({ type: DnaResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  dnaAnalysis(@CurrentUser() auth: AuthUser, @Body() dto: DnaAnalysisDto): Promise<DnaResultDto> {
    return this.tools.dnaAnalysis(auth.userId, dto);
  }

  /** Reads the intent behind the user's words and suggests prompts and tips for it. */
  @Post('assistant-coaching')
  @HttpCode(200)
  @ApiOkResponse({ type: CoachingResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  assistantCoaching(@CurrentUser() auth: AuthUser, @Body() dto: AssistantCoachingDto): Promise<CoachingResultDto> {
    return this.tools.coaching(auth.userId, dto);
  }

  /** Suggestions for a target model and a goal, each on an exact segment of the prompt, and the improved prompt. */
  @Post('engineer-suggestions')
  @HttpCode(200)
  @ApiOkResponse({ type: EngineeringResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  engineerSuggestions(@CurrentUser() auth: AuthUser, @Body() dto: EngineerSuggestionsDto): Promise<EngineeringResultDto> {
    return this.tools.engineerSuggestions(auth.userId, dto);
  }

  /**
   * The version of the prompt `name` (ignoring case) that `label` points at (default `production`); with
   * `fallback=latest`, the newest version when that label is not set. For scripts and apps at run time: one indexed
   * query. The ETag is the version id; a matching `If-None-Match` gets 304 with no body.
   */
  @Get('resolve')
  @ApiOkResponse({ type: ResolvedPromptDto })
  @ApiResponse({ status: 304, description: 'The version in If-None-Match is still the one the label points at.' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'An ETag from an earlier answer.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async resolve(
    @CurrentUser() auth: AuthUser,
    @Query() query: ResolvePromptQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ResolvedPromptDto | undefined> {
    const resolved = await this.labels.resolve(auth.userId, query);
    const etag = `"${resolved.versionId}"`;
    // app.factory turns Express's body ETags off for API answers; this one is the version, set on purpose.
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
      res.status(304);
      return undefined;
    }
    return resolved;
  }

  @Get(':id')
  @ApiOkResponse({ type: PromptDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@CurrentUser() auth: AuthUser, @IdParam(PROMPT_MESSAGES.notFound) id: string): Promise<PromptDto> {
    return this.prompts.get(auth.userId, id);
  }

  /** The prompt's versions, newest first. */
  @Get(':id/versions')
  @ApiOkResponse({ type: [PromptVersionDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  versions(@CurrentUser() auth: AuthUser, @IdParam(PROMPT_MESSAGES.notFound) id: string): Promise<PromptVersionDto[]> {
    return this.prompts.versions(auth.userId, id);
  }

  /** Points a label (`production` or a custom one: 1–32 of `a-z0-9-`) at a version of the prompt; the move is recorded. */
  @Put(':id/labels/:label')
  @ApiOkResponse({ type: PromptLabelDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  setLabel(
    @CurrentUser() auth: AuthUser,
    @IdParam(PROMPT_MESSAGES.notFound) id: string,
    @Param('label') label: string,
    @Body() dto: SetLabelDto,
  ): Promise<PromptLabelDto> {
    return this.labels.set(auth, id, label, dto.version);
  }

  /** Takes a label off the prompt; the removal is recorded. */
  @Delete(':id/labels/:label')
  @HttpCode(204)
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  removeLabel(@CurrentUser() auth: AuthUser, @IdParam(PROMPT_MESSAGES.notFound) id: string, @Param('label') label: string): Promise<void> {
    return this.labels.remove(auth, id, label);
  }

  /** Every move of the prompt's labels (who, when, from which version to which), newest first. */
  @Get(':id/label-history')
  @ApiOkResponse({ type: [PromptLabelEventDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  labelHistory(@CurrentUser() auth: AuthUser, @IdParam(PROMPT_MESSAGES.notFound) id: string): Promise<PromptLabelEventDto[]> {
    return this.labels.history(auth.userId, id);
  }

  /** Updates the prompt; a change of content or systemPrompt writes the next version, a change of nothing writes none. */
  @Put(':id')
  @ApiOkResponse({ type: PromptDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PROMPT_MESSAGES.nameTaken })
  update(@CurrentUser() auth: AuthUser, @IdParam(PROMPT_MESSAGES.notFound) id: string, @Body() dto: UpdatePromptDto): Promise<PromptDto> {
    return this.prompts.update(auth, id, dto);
  }

  /** Deletes the prompt and all its versions. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() auth: AuthUser, @IdParam(PROMPT_MESSAGES.notFound) id: string): Promise<void> {
    return this.prompts.remove(auth.userId, id);
  }
}
