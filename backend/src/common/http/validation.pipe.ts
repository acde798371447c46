import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../filters/validation.exception';

/** Strips nothing silently: unknown properties are a 400, and every field error is reported. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
  });
}
