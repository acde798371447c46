import { applyDecorators } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/dto/error-response.dto';

/** Documents the answers of a route that runs an engine task (EnginePool.run) when the pool is busy. */
export function ApiEngineBusyResponses(): MethodDecorator {
  return applyDecorators(
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'The account already has its limit of analyses in progress; see Retry-After' }),
    ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'Every engine worker is busy and the queue is full; see Retry-After' }),
  );
}
