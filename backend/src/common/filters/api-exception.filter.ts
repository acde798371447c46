import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { ErrorResponseDto } from '../dto/error-response.dto';
import type { RequestWithId } from '../logging/request-logging.middleware';
import { ValidationFailedException } from './validation.exception';

/**
 * Turns every error into `{ statusCode, error, message, errors? }`. Unexpected errors are logged with their
 * stack and answered with a generic 500 that reveals nothing.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception, host.switchToHttp().getRequest<RequestWithId>().id);
    if (response.headersSent) {
      return;
    }
    const retryAfter = exception instanceof HttpException ? (exception.getResponse() as { retryAfter?: number }).retryAfter : undefined;
    if (retryAfter !== undefined) {
      response.setHeader('Retry-After', String(retryAfter));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, requestId: string | undefined): ErrorResponseDto {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const body: ErrorResponseDto = { statusCode, error: reason(statusCode), message: messageOf(payload, exception.message) };
      if (exception instanceof ValidationFailedException) {
        body.errors = exception.fieldErrors;
      }
      if (typeof payload === 'object' && payload && 'code' in payload) {
        body.code = String((payload as { code: unknown }).code);
      }
      if (typeof payload === 'object' && payload && 'details' in payload) {
        body.details = (payload as { details: Record<string, unknown> }).details;
      }
      return body;
    }
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    this.logger.error(requestId ? `request ${requestId}: ${detail}` : detail);
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: reason(500), message: 'Something went wrong on our side. Please try again.' };
  }
}

function reason(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

function messageOf(payload: string | object, fallback: string): string {
  if (typeof payload === 'string') {
    return payload;
  }
  const message = (payload as { message?: unknown }).message;
  if (Array.isArray(message)) {
    return String(message[0] ?? fallback);
  }
  return typeof message === 'string' ? message : fallback;
}
