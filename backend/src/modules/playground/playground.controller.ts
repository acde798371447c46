import { Body, Controller, Delete, Get, HttpCode, MessageEvent, Post, Res, Sse } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresActiveSubscription } from '../auth/decorators';
import { EstimateDto, ExecuteBatchDto, ExecuteDto, ExecutionResultDto, PLAYGROUND_MESSAGES, RunAcceptedDto, RunDto } from './dto/playground.dto';
import { SaveSessionDto, SessionDto } from './dto/session.dto';
import { PlaygroundSessionsService } from './playground-sessions.service';
import { PlaygroundService } from './playground.service';

@ApiTags('playground')
@Authenticated()
@RequiresActiveSubscription()
@ApiExtraModels(RunAcceptedDto)
@Controller('playground')
export class PlaygroundController {
  constructor(
    private readonly playground: PlaygroundService,
    private readonly sessions: PlaygroundSessionsService,
  ) {}

  /** Runs every prompt × model once with the variables; `{{name}}` placeholders are filled, unknown ones reported. */
  @Post('execute')
  @ApiEngineBusyResponses()
  @HttpCode(200)
  @ApiOkResponse({ type: ExecutionResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  execute(@CurrentUser() auth: AuthUser, @Body() dto: ExecuteDto): Promise<ExecutionResultDto> {
    return this.playground.execute(auth.userId, dto);
  }

  /**
   * Runs every input × prompt × model as a queued run. Up to PLAYGROUND_SYNC_LIMIT items (50) it answers the
   * results when the run is done; larger batches answer 202 with the run (follow it at /runs/{id}).
   */
  @Post('execute-batch')
  @ApiEngineBusyResponses()
  @HttpCode(200)
  @ApiOkResponse({ type: [ExecutionResultDto] })
  @ApiAcceptedResponse({ type: RunAcceptedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async executeBatch(@CurrentUser() auth: AuthUser, @Body() dto: ExecuteBatchDto, @Res({ passthrough: true }) res: Response): Promise<ExecutionResultDto[] | RunAcceptedDto> {
    const outcome = await this.playground.executeBatch(auth.userId, dto);
    res.status(outcome.status);
    return outcome.body;
  }

  /** The worst-case cost of a batch and what is left of today's budget on PromptForge's keys; nothing runs. */
  @Post('estimate')
  @ApiEngineBusyResponses()
  @HttpCode(200)
  @ApiOkResponse({ type: EstimateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  estimate(@CurrentUser() auth: AuthUser, @Body() dto: ExecuteBatchDto): Promise<EstimateDto> {
    return this.playground.estimate(auth.userId, dto);
  }

  /** Starts a run and answers at once (202) with its id. */
  @Post('runs')
  @ApiEngineBusyResponses()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: RunAcceptedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  startRun(@CurrentUser() auth: AuthUser, @Body() dto: ExecuteBatchDto): Promise<RunAcceptedDto> {
    return this.playground.startRun(auth.userId, dto);
  }

  /** Status, counts, cost so far, pass rate and the results so far. */
  @Get('runs/:id')
  @ApiOkResponse({ type: RunDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getRun(@CurrentUser() auth: AuthUser, @IdParam(PLAYGROUND_MESSAGES.runNotFound) id: string): Promise<RunDto> {
    return this.playground.getRun(auth.userId, id);
  }

  // The summary is explicit: the swagger plugin under ts-jest does not read comments on @Sse handlers.
  @Sse('runs/:id/events')
  @ApiOperation({ summary: 'Server-Sent Events: `item` per finished item (`{row_index, input_variables, output, done, failed, total}`), then `end` with the run.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream of `item` and `end` events' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  events(@CurrentUser() auth: AuthUser, @IdParam(PLAYGROUND_MESSAGES.runNotFound) id: string): Promise<Observable<MessageEvent>> {
    return this.playground.events(auth.userId, id);
  }

  /** Drops queued items; running ones finish; nothing is called after it. Cancelling a finished run changes nothing. */
  @Post('runs/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: RunDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  cancel(@CurrentUser() auth: AuthUser, @IdParam(PLAYGROUND_MESSAGES.runNotFound) id: string): Promise<RunDto> {
    return this.playground.cancel(auth.userId, id);
  }

  /** The caller's saved sessions, newest first; lists are always arrays. */
  @Get('sessions')
  @ApiOkResponse({ type: [SessionDto] })
  listSessions(@CurrentUser() auth: AuthUser): Promise<SessionDto[]> {
    return this.sessions.list(auth.userId);
  }

  /** Saves a session; prompts, llm_configs and results may be arrays or JSON strings of arrays. */
  @Post('sessions')
  @ApiCreatedResponse({ type: SessionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  saveSession(@CurrentUser() auth: AuthUser, @Body() dto: SaveSessionDto): Promise<SessionDto> {
    return this.sessions.save(auth.userId, dto);
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  deleteSession(@CurrentUser() auth: AuthUser, @IdParam(PLAYGROUND_MESSAGES.sessionNotFound) id: string): Promise<void> {
    return this.sessions.remove(auth.userId, id);
  }
}
