import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** No CR or LF: these go into e-mail headers (From name, Reply-To, Subject), where a line break would add headers. */
const SINGLE_LINE = /^[^\r\n]*$/;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Decorators run bottom-up and the first failure is reported: the most basic rule is last. */
export class SendContactEmailDto {
  @Transform(trim)
  @Matches(SINGLE_LINE, { message: 'Name must be on a single line.' })
  @MaxLength(CONTACT_LIMITS.name, { message: `Name must be at most ${CONTACT_LIMITS.name} characters.` })
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name is required.' })
  name: string;

  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @Matches(SINGLE_LINE, { message: 'Email must be on a single line.' })
  @MaxLength(CONTACT_LIMITS.email, { message: `Email must be at most ${CONTACT_LIMITS.email} characters.` })
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'Email is required.' })
  email: string;

  @Transform(trim)
  @Matches(SINGLE_LINE, { message: 'Subject must be on a single line.' })
  @MaxLength(CONTACT_LIMITS.subject, { message: `Subject must be at most ${CONTACT_LIMITS.subject} characters.` })
  @IsNotEmpty({ message: 'Subject is required.' })
  @IsString({ message: 'Subject is required.' })
  subject: string;

  @Transform(trim)
  @MaxLength(CONTACT_LIMITS.message, { message: `Message must be at most ${CONTACT_LIMITS.message} characters.` })
  @IsNotEmpty({ message: 'Message is required.' })
  @IsString({ message: 'Message is required.' })
  message: string;

  /** Honeypot: hidden from people by the form, filled in by bots. A message with it is answered but neither stored nor sent. */
  @IsOptional()
  @IsString({ message: 'website must be a string.' })
  @MaxLength(500, { message: 'website must be at most 500 characters.' })
  website?: string;
}

export class ContactResultDto {
  success: boolean;

  /** What the form shows under 'Message sent successfully!'. */
  message: string;
}
