import { ValidationError } from 'class-validator';
import { ValidationFailedException } from './validation.exception';

function error(property: string, constraints: Record<string, string>, children: ValidationError[] = []): ValidationError {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

describe('ValidationFailedException', () => {
  it('lists one message per field, nested fields as dotted paths, and uses the first as the message', () => {
    const exception = ValidationFailedException.fromValidationErrors([
      error('name', { minLength: 'Name must be at least 2 characters' }),
      error('config', {}, [error('temperature', { max: 'temperature must not be greater than 2' })]),
    ]);
    expect(exception.message).toBe('Name must be at least 2 characters');
    expect(exception.fieldErrors).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'config.temperature', message: 'temperature must not be greater than 2' },
    ]);
  });
});
