import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresActiveSubscription } from '../auth/decorators';
import {
  CreateRuleDto,
  ExportRulesDto,
  ExportRulesResultDto,
  ImportRulesDto,
  ImportRulesResultDto,
  LintRuleDto,
  RULE_MESSAGES,
  RuleDto,
  RuleLintResultDto,
  RuleTemplateDto,
  UpdateRuleDto,
} from './dto/rule.dto';
import { RULE_TEMPLATES } from './rule-templates';
import { RulesService } from './rules.service';

@ApiTags('rules')
@Authenticated()
@RequiresActiveSubscription()
@Controller('rules')
export class RulesController {
  constructor(private readonly rules: RulesService) {}

  /** The caller's rules, most recently updated first, each with its security lint. */
  @Get()
  @ApiOkResponse({ type: [RuleDto] })
  list(@CurrentUser() auth: AuthUser): Promise<RuleDto[]> {
    return this.rules.list(auth.userId);
  }

  /** Creates a rule (`target_software` defaults to cursor.ai) and lints it. */
  @Post()
  @ApiCreatedResponse({ type: RuleDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_MESSAGES.nameTaken })
  @ApiEngineBusyResponses()
  create(@CurrentUser() auth: AuthUser, @Body() dto: CreateRuleDto): Promise<RuleDto> {
    return this.rules.create(auth.userId, dto);
  }

  /** The 12 built-in templates. */
  @Get('templates')
  @ApiOkResponse({ type: [RuleTemplateDto] })
  templates(): RuleTemplateDto[] {
    return RULE_TEMPLATES;
  }

  /** The security lint of a text, without saving it: hidden Unicode, exfiltration, download-and-run, disabled safeguards, secrets, concealment. */
  @Post('lint')
  @HttpCode(200)
  @ApiOkResponse({ type: RuleLintResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  lint(@CurrentUser() auth: AuthUser, @Body() dto: LintRuleDto): Promise<RuleLintResultDto> {
    return this.rules.lint(auth.userId, dto.content);
  }

  /** The caller's rules (all, or `ids`) as the files each editor reads, laid out as a repository. */
  @Post('export')
  @HttpCode(200)
  @ApiOkResponse({ type: ExportRulesResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'An id is not one of the caller\'s rules' })
  export(@CurrentUser() auth: AuthUser, @Body() dto: ExportRulesDto): Promise<ExportRulesResultDto> {
    return this.rules.export(auth.userId, dto.targets, dto.ids);
  }

  /** Creates rules from existing rule files (any editor layout): name, target, activation and globs recovered. */
  @Post('import')
  @ApiCreatedResponse({ type: ImportRulesResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  import(@CurrentUser() auth: AuthUser, @Body() dto: ImportRulesDto): Promise<ImportRulesResultDto> {
    return this.rules.import(auth.userId, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: RuleDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@CurrentUser() auth: AuthUser, @IdParam(RULE_MESSAGES.notFound) id: string): Promise<RuleDto> {
    return this.rules.get(auth.userId, id);
  }

  /** Changes any of the fields; a new content is linted again. */
  @Put(':id')
  @ApiOkResponse({ type: RuleDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: RULE_MESSAGES.nameTaken })
  @ApiEngineBusyResponses()
  update(@CurrentUser() auth: AuthUser, @IdParam(RULE_MESSAGES.notFound) id: string, @Body() dto: UpdateRuleDto): Promise<RuleDto> {
    return this.rules.update(auth.userId, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentUser() auth: AuthUser, @IdParam(RULE_MESSAGES.notFound) id: string): Promise<void> {
    await this.rules.remove(auth.userId, id);
  }
}
