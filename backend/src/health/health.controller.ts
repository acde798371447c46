import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import { DirectSql } from '../database/direct-sql';
import { JobsService } from '../queue/jobs.service';
import type { DependencyStatusDto, ReadinessDetailsDto } from './health.dto';
import { LivenessDto, ReadinessDto } from './health.dto';
import { ShutdownState } from './shutdown-state';

const DATABASE_TIMEOUT_MS = 1_500;

/**
 * Liveness and readiness, in terminus's answer shape (`{status, details}`). The checks are ours rather than
 * terminus's: its MikroORM indicator looks its packages up with `require` on every call and goes through the query
 * builder, and its check runner logs and wraps each result; readiness is polled often (e2e/bench section 1).
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly jobs: JobsService,
    private readonly shutdown: ShutdownState,
    private readonly sql: DirectSql,
  ) {}

  /** Liveness: the process is up and serving HTTP. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: LivenessDto })
  liveness(): LivenessDto {
    return { status: 'ok' };
  }

  /** Readiness: the database answers and the job queue can take work; 503 otherwise, and during shutdown. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto })
  async readiness(): Promise<ReadinessDto> {
    if (this.shutdown.isShuttingDown) {
      throw new ServiceUnavailableException('Not ready: the server is shutting down.');
    }
    const [database, queue] = await Promise.all([this.databaseStatus(), this.queueStatus()]);
    const details: ReadinessDetailsDto = { database, queue };
    const down = Object.entries(details)
      .filter(([, value]) => value.status !== 'up')
      .map(([name]) => name);
    if (down.length > 0) {
      throw new ServiceUnavailableException({ message: `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.`, details });
    }
    return { status: 'ok', details };
  }

  /** `SELECT 1` answered within DATABASE_TIMEOUT_MS. */
  private async databaseStatus(): Promise<DependencyStatusDto> {
    try {
      await this.sql.ping(DATABASE_TIMEOUT_MS);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', message: reasonOf(error) };
    }
  }

  private async queueStatus(): Promise<DependencyStatusDto> {
    const mode = this.jobs.mode;
    try {
      const { up, message } = await this.jobs.health();
      return up ? { status: 'up', mode } : { status: 'down', mode, message: message ?? 'unavailable' };
    } catch (error) {
      return { status: 'down', mode, message: reasonOf(error) };
    }
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
