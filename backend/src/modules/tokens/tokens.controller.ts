import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresActiveSubscription } from '../auth/decorators';
import { AnalyzeTokensDto, TokenAnalysisResponseDto } from './dto/analyze-tokens.dto';
import { TokenAnalysisService } from './token-analysis.service';

@ApiTags('tokens')
@Authenticated()
@RequiresActiveSubscription()
@Controller()
export class TokensController {
  constructor(private readonly analysis: TokenAnalysisService) {}

  /** Tokens and cost of the text for each model, and optimisation tips measured on the text. Bodies up to 2 MB. */
  @Post('analyze-tokens')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenAnalysisResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiEngineBusyResponses()
  analyze(@CurrentUser() auth: AuthUser, @Body() dto: AnalyzeTokensDto): Promise<TokenAnalysisResponseDto> {
    return this.analysis.analyze(auth.userId, dto);
  }
}
