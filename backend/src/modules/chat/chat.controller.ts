import { Body, Controller, Get, Headers, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AuthUser } from '../auth/auth-user';
import { OptionalAuthentication, OptionalUser } from '../auth/decorators';
import { CONVERSATION_NOT_FOUND, ChatService } from './chat.service';
import { ChatReplyDto, ConversationDto, CreateConversationDto, CreatedConversationDto, SendChatMessageDto } from './dto/chat.dto';

const CHAT_TOKEN_HEADER = 'x-chat-token';
const ApiChatToken = () => ApiHeader({ name: 'X-Chat-Token', required: false, description: "A visitor's conversation token (from the creation answer)." });

/** The support chat, open to visitors (by conversation token) and signed-in users (by their credentials). */
@ApiTags('chat')
@OptionalAuthentication()
@Controller('chat/conversations')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** Starts a visitor's conversation (name and e-mail required), or returns the signed-in user's. */
  @Post()
  @ApiCreatedResponse({ type: CreatedConversationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@OptionalUser() auth: AuthUser | undefined, @Body() dto: CreateConversationDto): Promise<CreatedConversationDto> {
    return this.chat.create(auth, dto);
  }

  /** The conversation's messages, oldest first. */
  @Get(':id')
  @ApiChatToken()
  @ApiOkResponse({ type: ConversationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@OptionalUser() auth: AuthUser | undefined, @Headers(CHAT_TOKEN_HEADER) token: string | undefined, @IdParam(CONVERSATION_NOT_FOUND) id: string): Promise<ConversationDto> {
    return this.chat.get(auth, token, id);
  }

  /** Sends a message (at most 2,000 characters; 30 per 10 minutes per conversation) and answers it from our content. */
  @Post(':id/messages')
  @ApiChatToken()
  @ApiCreatedResponse({ type: ChatReplyDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'The conversation sent 30 messages in the last 10 minutes; see Retry-After' })
  send(
    @OptionalUser() auth: AuthUser | undefined,
    @Headers(CHAT_TOKEN_HEADER) token: string | undefined,
    @IdParam(CONVERSATION_NOT_FOUND) id: string,
    @Body() dto: SendChatMessageDto,
  ): Promise<ChatReplyDto> {
    return this.chat.send(auth, token, id, dto);
  }
}
