import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UpdateProfileDto {
  @Transform(trim)
  @IsString({ message: 'Name must be at least 2 characters.' })
  @MinLength(2, { message: 'Name must be at least 2 characters.' })
  @MaxLength(120, { message: 'Name must be at most 120 characters.' })
  name: string;

  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email.' })
  @MaxLength(254, { message: 'Please enter a valid email.' })
  email: string;
}
