import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CHAT_SENDERS, type ChatSender } from '../chat-message.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const CHAT_MESSAGE_MAX_CHARS = 2000;
export const CHAT_REQUIRED_MESSAGE = 'Por favor, preencha seu nome e email para continuar.';
export const CHAT_INVALID_EMAIL_MESSAGE = 'Por favor, insira um email válido.';
export const CHAT_EMPTY_MESSAGE = 'Message must not be empty.';
export const CHAT_TOO_LONG_MESSAGE = `Message must be at most ${CHAT_MESSAGE_MAX_CHARS} characters.`;

/** A visitor gives a name and an e-mail; a signed-in user sends an empty body (their account identifies them). */
export class CreateConversationDto {
  /** Required for visitors (ignored when signed in). */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: CHAT_REQUIRED_MESSAGE })
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  visitorName?: string;

  /** Required for visitors (ignored when signed in): text, an at sign, text, a dot, text, no spaces. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: CHAT_INVALID_EMAIL_MESSAGE })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  visitorEmail?: string;
}

export class CreatedConversationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /**
   * A visitor's conversation token, shown this once (only its digest is stored): send it as `X-Chat-Token` to read
   * or write the conversation. Absent for a signed-in user's conversation.
   */
  @ApiPropertyOptional()
  token?: string;
}

export class ChatSourceDto {
  /** The page and section quoted, e.g. 'Sampling Parameters › Temperature'. */
  title: string;

  /** A path of the web app with the topic's anchor, e.g. `/documentation#sampling-parameters`. */
  url: string;
}

export class ChatMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Markdown for the assistant's messages (quoted passages and links), plain text for the person's. */
  content: string;

  @ApiProperty({ enum: CHAT_SENDERS })
  sender: ChatSender;

  createdAt: Date;

  @ApiProperty({ type: [ChatSourceDto] })
  sources: ChatSourceDto[];
}

export class ConversationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Oldest first. */
  @ApiProperty({ type: [ChatMessageDto] })
  messages: ChatMessageDto[];
}

export class SendChatMessageDto {
  @Transform(trim)
  @IsString({ message: CHAT_EMPTY_MESSAGE })
  @MinLength(1, { message: CHAT_EMPTY_MESSAGE })
  @MaxLength(CHAT_MESSAGE_MAX_CHARS, { message: CHAT_TOO_LONG_MESSAGE })
  content: string;

  /** Accepted as the web app sends it; the conversation keeps the details given when it started. */
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  name?: string;

  /** Accepted as the web app sends it; the conversation keeps the details given when it started. */
  @IsOptional()
  @IsString()
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  email?: string;
}

/** The assistant's reply to the message just sent. */
export class ChatReplyDto extends ChatMessageDto {
  /** False when nothing in the content answered the question (the reply then offers the contact form). */
  found: boolean;

  /** The id of the person's message that was stored. */
  @ApiProperty({ format: 'uuid' })
  userMessageId: string;
}
