import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UsageService } from '../../llm/usage/usage.service';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { UsageQueryDto, UsageReportDto } from './dto/usage.dto';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

@ApiTags('usage')
@Authenticated()
@Controller('usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  /** Your AI calls between two UTC days (both included): totals by day, feature and model, and today's budget. */
  @Get()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiOkResponse({ type: UsageReportDto })
  async report(@CurrentUser() auth: AuthUser, @Query() query: UsageQueryDto): Promise<UsageReportDto> {
    const { from, to } = usageRange(query, new Date());
    const [report, dailyBudget] = await Promise.all([this.usage.report(auth.userId, from, to), this.usage.dailyBudget(auth.userId)]);
    return { ...report, dailyBudget };
  }
}

/** The requested days, with defaults (the last 30 days) and limits; a bad range is a 400. */
export function usageRange(query: UsageQueryDto, now: Date): { from: string; to: string } {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (isoDay(new Date(Date.parse(value))) !== value) {
      throw new BadRequestException(`${name} must be a date in the form YYYY-MM-DD.`);
    }
  }
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) {
    throw new BadRequestException('from must not be after to.');
  }
  if (days > MAX_DAYS) {
    throw new BadRequestException(`The range can be at most ${MAX_DAYS} days.`);
  }
  return { from, to };
}

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString().slice(0, 10);
}
