import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  /** The request field, as a dotted path for nested fields. */
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Please enter a valid email' })
  message: string;
}

/** The one shape of every error answer. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  /** One human sentence; for validation errors, the first field's message. */
  @ApiProperty({ example: 'Please enter a valid email' })
  message: string;

  /** A machine-readable reason where clients act on it, e.g. `TRIAL_EXPIRED` or `SUBSCRIPTION_INACTIVE`. */
  @ApiPropertyOptional({ example: 'TRIAL_EXPIRED' })
  code?: string;

  /** Present on validation errors only: every field that failed, with its message. */
  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];

  /** Present on readiness failures: the state of each dependency. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  details?: Record<string, unknown>;
}
