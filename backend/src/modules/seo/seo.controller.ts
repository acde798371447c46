import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { SeoAuditDto } from './dto/seo-audit.dto';
import { ReportVitalsDto } from './dto/vitals.dto';
import { SeoService } from './seo.service';

@ApiTags('seo')
@Controller('seo')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  /**
   * The SEO audit of this product's public site: checks made now against its own pages, robots.txt and sitemap.xml,
   * real users' Web Vitals (p75 of the last 28 days) and E-A-T signals. Signed in; no subscription needed.
   */
  @Authenticated()
  @Get('audit')
  @ApiOkResponse({ type: SeoAuditDto })
  @ApiEngineBusyResponses()
  audit(@CurrentUser() auth: AuthUser): Promise<SeoAuditDto> {
    return this.seo.audit(auth);
  }

  /** Web Vitals of one page view, sent by the web app (public; values range-checked; nothing about the visitor is kept). */
  @Public()
  @Post('vitals')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Stored' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many reports from this address; see Retry-After' })
  report(@Body() dto: ReportVitalsDto, @Ip() client: string): Promise<void> {
    return this.seo.reportVitals(dto, client);
  }
}
