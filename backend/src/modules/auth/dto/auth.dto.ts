import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const MAX_PASSWORD_LENGTH = 128;

@ValidatorConstraint({ name: 'matchesPassword' })
class MatchesPassword implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return value === (args.object as { password?: unknown }).password;
  }
}

export class RegisterDto {
  @Transform(trim)
  @IsString({ message: 'Name must be at least 2 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  name: string;

  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254, { message: 'Please enter a valid email' })
  email: string;

  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  password: string;

  @Validate(MatchesPassword, { message: "Passwords don't match" })
  confirmPassword: string;
}

export class LoginDto {
  @Transform(trim)
  @IsEmail({}, { message: 'Email must be valid' })
  email: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` })
  password: string;
}

export class ChangePasswordDto {
  @IsString({ message: 'Current password is required.' })
  @IsNotEmpty({ message: 'Current password is required.' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: 'Current password is incorrect.' })
  currentPassword: string;

  @IsString({ message: 'Password must be at least 8 characters.' })
  @MinLength(8, { message: 'Password must be at least 8 characters.' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  newPassword: string;
}

export class AuthResponseDto {
  /** The session token: send it as `Authorization: Bearer <token>`. */
  token: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class TokenResponseDto {
  /** A fresh session token; every other session has ended. */
  token: string;
}
