import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { TooManyRequestsError } from '../auth/rate-limiter.service';
import type { User } from '../users/user.entity';
import { ChatAnswersService } from './chat-answers.service';
import { ChatConversation } from './chat-conversation.entity';
import { ChatMessage } from './chat-message.entity';
import {
  CHAT_INVALID_EMAIL_MESSAGE,
  CHAT_REQUIRED_MESSAGE,
  ChatMessageDto,
  ChatReplyDto,
  ConversationDto,
  CreateConversationDto,
  CreatedConversationDto,
  SendChatMessageDto,
} from './dto/chat.dto';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
/** 30 messages per 10 minutes per conversation. */
export const CHAT_RATE_LIMIT = { messages: 30, windowMs: 10 * 60 * 1000 };
export const CHAT_RATE_LIMIT_MESSAGE = 'Too many messages in this conversation: at most 30 every 10 minutes. Please wait a moment.';
/** The spec's simple pattern: text, an at sign, text, a dot, text, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function digestChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class ChatService {
  constructor(
    private readonly em: EntityManager,
    private readonly answers: ChatAnswersService,
  ) {}

  /**
   * A visitor's new conversation (with its token, shown once), or the signed-in user's conversation: created on the
   * first call, the same one afterwards, so a user finds their earlier messages on every page and device.
   */
  async create(auth: AuthUser | undefined, dto: CreateConversationDto): Promise<CreatedConversationDto> {
    if (auth) {
      const existing = await this.em.findOne(ChatConversation, { user: auth.userId }, { orderBy: { createdAt: 'desc' } });
      if (existing) return { id: existing.id };
      const conversation = this.em.create(ChatConversation, { user: this.em.getReference<User>('User', auth.userId) });
      await this.em.flush();
      return { id: conversation.id };
    }
    const name = dto.visitorName ?? '';
    const email = dto.visitorEmail ?? '';
    if (!name || !email) throw new BadRequestException(CHAT_REQUIRED_MESSAGE);
    if (!EMAIL_PATTERN.test(email)) throw new BadRequestException(CHAT_INVALID_EMAIL_MESSAGE);
    const token = randomBytes(32).toString('base64url');
    const conversation = this.em.create(ChatConversation, { visitorName: name, visitorEmail: email, tokenDigest: digestChatToken(token) });
    await this.em.flush();
    return { id: conversation.id, token };
  }

  async get(auth: AuthUser | undefined, token: string | undefined, id: string): Promise<ConversationDto> {
    const conversation = await this.findAccessible(this.em, auth, token, id);
    const messages = await this.em.find(ChatMessage, { conversation }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return { id: conversation.id, messages: messages.map(toMessageDto) };
  }

  /**
   * Stores the message (the conversation row is locked while the rate limit is counted, so it holds under
   * concurrency), then answers it and stores the answer. The answer is worked out outside the lock: with CHAT_MODEL
   * it may take a model call.
   */
  async send(auth: AuthUser | undefined, token: string | undefined, id: string, dto: SendChatMessageDto): Promise<ChatReplyDto> {
    const { conversation, question } = await this.em.transactional(async (em) => {
      const found = await this.findAccessible(em, auth, token, id, true);
      const now = new Date();
      const recent = await em.find(
        ChatMessage,
        { conversation: found, sender: 'user', createdAt: { $gt: new Date(now.getTime() - CHAT_RATE_LIMIT.windowMs) } },
        { orderBy: { createdAt: 'desc' }, limit: CHAT_RATE_LIMIT.messages, fields: ['createdAt'] },
      );
      if (recent.length >= CHAT_RATE_LIMIT.messages) {
        const oldestCounted = recent[recent.length - 1].createdAt.getTime();
        throw new TooManyRequestsError(CHAT_RATE_LIMIT_MESSAGE, Math.max(1, Math.ceil((oldestCounted + CHAT_RATE_LIMIT.windowMs - now.getTime()) / 1000)));
      }
      return { conversation: found, question: em.create(ChatMessage, { conversation: found, sender: 'user', content: dto.content, createdAt: now }) };
    });
    const answer = await this.answers.answer(dto.content, auth?.userId);
    // At least a millisecond after the question, so the reply always sorts after it.
    const createdAt = new Date(Math.max(Date.now(), question.createdAt.getTime() + 1));
    const reply = this.em.create(ChatMessage, { conversation: this.em.getReference(ChatConversation, conversation.id), sender: 'ai', content: answer.content, sources: answer.sources, createdAt });
    await this.em.flush();
    return { ...toMessageDto(reply), found: answer.found, userMessageId: question.id };
  }

  /** The conversation if the caller may see it: a user's by that user, a visitor's with its token. Else 404. */
  private async findAccessible(em: EntityManager, auth: AuthUser | undefined, token: string | undefined, id: string, lock = false): Promise<ChatConversation> {
    const conversation = await em.findOne(ChatConversation, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!conversation || !canAccess(conversation, auth, token)) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return conversation;
  }
}

function canAccess(conversation: ChatConversation, auth: AuthUser | undefined, token: string | undefined): boolean {
  if (conversation.user) return auth?.userId === conversation.user.id;
  if (!token || !conversation.tokenDigest) return false;
  return timingSafeEqual(Buffer.from(digestChatToken(token), 'hex'), Buffer.from(conversation.tokenDigest, 'hex'));
}

function toMessageDto(message: ChatMessage): ChatMessageDto {
  return { id: message.id, content: message.content, sender: message.sender, createdAt: message.createdAt, sources: message.sources };
}
