import { type ArgumentMetadata, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { getMetadataStorage, ValidationError, type ValidatorOptions } from 'class-validator';
import { ValidationFailedException } from '../filters/validation.exception';
import { isNullable } from '../validation/nullable.decorator';
import { findDisallowedText, isCheckedBody } from './request-text';

const OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
};

/**
 * The one validation layer of every route, for its body, query and path parameters:
 * 1. a string or property name holding NUL or an unpaired surrogate is a 400 naming the field
 *    ('email contains a character that is not allowed (U+D800).'), before any rule runs (a large body parsed off the
 *    request thread was checked there);
 * 2. the DTO's class-validator rules (whitelist: unknown properties are a 400; every field error reported);
 * 3. `null` for an optional property is a 400 '<field> must not be null.' unless the property is `@Nullable()`.
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super(OPTIONS);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && !isCheckedBody(value)) {
      const disallowed = findDisallowedText(value, metadata.data ?? '', metadata.type);
      if (disallowed) {
        throw new ValidationFailedException([disallowed]);
      }
    }
    return super.transform(value, metadata);
  }

  protected override async validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, validatorOptions);
    const failed = new Set(errors.map((error) => error.property));
    return [...errors, ...nullOptionalErrors(object).filter((error) => !failed.has(error.property))];
  }
}

/** Optional (`@IsOptional()`) properties set to null that are not `@Nullable()`. */
function nullOptionalErrors(object: object): ValidationError[] {
  const optional = getMetadataStorage()
    .getTargetValidationMetadatas(object.constructor, '', true, false)
    .filter((rule) => rule.name === 'isOptional')
    .map((rule) => rule.propertyName);
  return [...new Set(optional)]
    .filter((property) => (object as Record<string, unknown>)[property] === null && !isNullable(object, property))
    .map((property) => Object.assign(new ValidationError(), { property, constraints: { isNotNull: `${property} must not be null.` }, children: [] }));
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe();
}
