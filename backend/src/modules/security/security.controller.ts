import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresActiveSubscription } from '../auth/decorators';
import { AnalyzeTextDto, ChecklistItemDto, ChecklistQueryDto, SECURITY_API_MESSAGES, SecurityAnalysisDto, SecurityCheckDto } from './dto/security.dto';
import { SecurityService } from './security.service';

@ApiTags('security')
@Authenticated()
@RequiresActiveSubscription()
@Controller('security')
export class SecurityController {
  constructor(private readonly security: SecurityService) {}

  /**
   * Scans a prompt or rule for personal data (LGPD/GDPR), credentials, prompt injection, hidden Unicode and bias, with
   * a score, a summary and compliance suggestions for the context. Saved to the history; with `prompt_id` the
   * history links to that prompt's version.
   */
  @Post('analyze-text')
  @HttpCode(200)
  @ApiOkResponse({ type: SecurityAnalysisDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The prompt or its version does not exist (or is not yours)' })
  @ApiEngineBusyResponses()
  analyze(@CurrentUser() auth: AuthUser, @Body() dto: AnalyzeTextDto): Promise<SecurityAnalysisDto> {
    return this.security.analyze(auth.userId, dto);
  }

  /** The caller's security checks, newest first (at most 100). */
  @Get('checks')
  @ApiOkResponse({ type: [SecurityCheckDto] })
  checks(@CurrentUser() auth: AuthUser): Promise<SecurityCheckDto[]> {
    return this.security.history(auth.userId);
  }

  /** One of the caller's security checks. */
  @Get('checks/:id')
  @ApiOkResponse({ type: SecurityCheckDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  check(@CurrentUser() auth: AuthUser, @IdParam(SECURITY_API_MESSAGES.checkNotFound) id: string): Promise<SecurityCheckDto> {
    return this.security.get(auth.userId, id);
  }

  /** The LGPD (default) or GDPR checklist; items marked automated are checked by the scan. */
  @Get('compliance-checklist')
  @ApiOkResponse({ type: [ChecklistItemDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  checklist(@Query() query: ChecklistQueryDto): ChecklistItemDto[] {
    return this.security.checklist(query.standard);
  }
}
