import { BadRequestException } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { FieldErrorDto } from '../dto/error-response.dto';

/** A 400 carrying every failed field; `message` is the first field's message. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrorDto[]) {
    super(fieldErrors[0]?.message ?? 'The request is invalid.');
  }

  static fromValidationErrors(errors: ValidationError[]): ValidationFailedException {
    return new ValidationFailedException(flatten(errors));
  }
}

function flatten(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).slice(0, 1).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
