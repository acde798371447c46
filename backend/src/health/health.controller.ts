import { MikroORM } from '@mikro-orm/core';
import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, MikroOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import { JobsService } from '../queue/jobs.service';
import { LivenessDto, ReadinessDto } from './health.dto';
import { ShutdownState } from './shutdown-state';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly jobs: JobsService,
    private readonly shutdown: ShutdownState,
    private readonly orm: MikroORM,
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
    try {
      const result = await this.health.check([
        // The connection given: else the indicator searches every module for the ORM on each request.
        () => this.database.pingCheck('database', { timeout: 1_500, connection: this.orm.em.getConnection() }),
        () => this.queueCheck(),
      ]);
      return { status: 'ok', details: result.details as unknown as ReadinessDto['details'] };
    } catch (error) {
      const details = (error as { response?: { details?: Record<string, { status: string }> } }).response?.details;
      if (!details) {
        throw error;
      }
      const down = Object.entries(details).filter(([, value]) => value.status !== 'up').map(([key]) => key);
      throw new ServiceUnavailableException({ message: `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.`, details });
    }
  }

  private async queueCheck() {
    const session = this.indicators.check('queue');
    const { up, message } = await this.jobs.health();
    if (up) {
      return session.up({ mode: this.jobs.mode });
    }
    return session.down({ mode: this.jobs.mode, message: message ?? 'unavailable' });
  }
}

