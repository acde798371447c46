import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ChatConversation } from './chat-conversation.entity';

export const CHAT_SENDERS = ['user', 'ai'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export interface ChatSource {
  title: string;
  url: string;
}

/** One message of a conversation: the person's (`user`) or the assistant's (`ai`, with the pages it quoted). */
@Entity({ tableName: 'chat_messages' })
@Index({ properties: ['conversation', 'createdAt'] })
export class ChatMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => ChatConversation, deleteRule: 'cascade' })
  conversation: Rel<ChatConversation>;

  @Enum({ items: () => CHAT_SENDERS })
  sender: ChatSender;

  @Property({ type: 'text' })
  content: string;

  /** The assistant's sources (pages and anchors it quoted); empty for the person's messages and "not found". */
  @Property({ type: 'jsonb' })
  sources: ChatSource[] & Opt = [];

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
