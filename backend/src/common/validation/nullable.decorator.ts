const NULLABLE = Symbol('nullable');

/**
 * Lets an optional DTO property take `null` (e.g. to clear a description). Without it the validation pipe
 * answers 400 '<field> must not be null.' for a null optional property: class-validator's `@IsOptional()`
 * skips null as it skips a missing value, and a null then reaches columns that are NOT NULL.
 */
export function Nullable(): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(NULLABLE, true, target, property);
}

export function isNullable(instance: object, property: string): boolean {
  return Reflect.getMetadata(NULLABLE, instance, property) === true;
}
