import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

export class DependencyStatusDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  /** Why the dependency is down. */
  @ApiProperty({ required: false })
  message?: string;

  /** For the queue: `bull` (Redis) or `in-process`. */
  @ApiProperty({ required: false, enum: ['bull', 'in-process'] })
  mode?: 'bull' | 'in-process';
}

export class ReadinessDetailsDto {
  @ApiProperty({ type: DependencyStatusDto })
  database: DependencyStatusDto;

  @ApiProperty({ type: DependencyStatusDto })
  queue: DependencyStatusDto;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ type: ReadinessDetailsDto })
  details: ReadinessDetailsDto;
}
