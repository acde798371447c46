import { CloseOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { AntdProvider } from '@/app/antd/antd-provider';
import { toast } from '@/components/toast';
import { BRAND } from '@/config/site';
import { useSession } from '@/lib/session';
import {
  forgetVisitorConversation,
  getConversation,
  readVisitorConversation,
  sendMessage,
  startConversation,
  storeVisitorConversation,
  type ChatMessage,
  type StoredVisitorConversation,
} from '../api/chat-api';
import { parseAnswer } from '../logic/answer-markdown';
import { canSend, CHAT_MESSAGE_MAX_CHARS, checkVisitorDetails, messageTime, replyDelay } from '../logic/chat-rules';
import styles from './ChatDialog.module.css';

type Phase = { kind: 'loading' } | { kind: 'form' } | { kind: 'chat'; id: string; visitor?: StoredVisitorConversation };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The assistant's Markdown subset as React elements (text only; links stay inside the web app). */
function AnswerContent({ content }: { content: string }) {
  return (
    <>
      {parseAnswer(content).map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph.map((piece, pieceIndex) =>
            piece.type === 'strong' ? (
              <strong key={pieceIndex}>{piece.text}</strong>
            ) : piece.type === 'link' ? (
              <Link key={pieceIndex} to={piece.href} className={styles.link}>
                {piece.text}
              </Link>
            ) : (
              <span key={pieceIndex}>{piece.text}</span>
            ),
          )}
        </p>
      ))}
    </>
  );
}

function VisitorForm({ onStarted }: { onStarted: (visitor: StoredVisitorConversation) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [starting, setStarting] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const check = checkVisitorDetails(name, email);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    setStarting(true);
    try {
      const created = await startConversation({ name: check.name, email: check.email });
      const visitor = { id: created.id, token: created.token ?? '', name: check.name, email: check.email };
      storeVisitorConversation(visitor);
      onStarted(visitor);
    } catch {
      // Spec §8: logged (by startConversation) with no notice; the form stays for another try.
      setStarting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Typography.Title level={3} className={styles.formTitle}>
        Let&apos;s get started!
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.formIntro}>
        Tell us who you are and ask anything about {BRAND}: answers come from our documentation, guides, pricing and FAQ.
      </Typography.Paragraph>
      <label className={styles.label} htmlFor="support-chat-name">
        Name *
      </label>
      <Input id="support-chat-name" ref={(input) => void (nameRef.current = input?.input ?? null)} autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      <label className={styles.label} htmlFor="support-chat-email">
        Email *
      </label>
      <Input id="support-chat-email" type="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      <Button type="primary" htmlType="submit" block size="large" loading={starting} className={styles.start}>
        Start Chat
      </Button>
    </form>
  );
}

function Conversation({ id, visitor, messages, setMessages }: { id: string; visitor?: StoredVisitorConversation; messages: ChatMessage[]; setMessages: (update: (messages: ChatMessage[]) => ChatMessage[]) => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const localId = useRef(0);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, sending]);

  const send = async () => {
    if (!canSend(text, sending)) return;
    const content = text.trim();
    const pending: ChatMessage = { id: `local-${++localId.current}`, content, sender: 'user', createdAt: new Date().toISOString(), sources: [] };
    setMessages((current) => [...current, pending]);
    setText('');
    setSending(true);
    const shownAt = Date.now();
    try {
      const reply = await sendMessage(id, content, visitor);
      await sleep(replyDelay(shownAt, Date.now()));
      setMessages((current) => [
        ...current.map((message) => (message.id === pending.id ? { ...message, id: reply.userMessageId } : message)),
        { id: reply.id, content: reply.content, sender: 'ai', createdAt: reply.createdAt, sources: reply.sources },
      ]);
    } catch {
      setMessages((current) => current.filter((message) => message.id !== pending.id));
      setText((current) => current || content);
      toast({ title: 'Erro ao enviar mensagem', description: 'Não foi possível enviar sua mensagem. Tente novamente.', variant: 'destructive' });
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  return (
    <>
      <ol ref={listRef} className={styles.messages} aria-label="Messages" aria-live="polite">
        {messages.length === 0 && (
          <li className={styles.hint}>Ask about prompts, models, tokens, pricing or any {BRAND} tool. I answer from our documentation and guides.</li>
        )}
        {messages.map((message) => (
          <li key={message.id} className={message.sender === 'user' ? styles.fromUser : styles.fromAssistant}>
            <span className="pf-visually-hidden">{message.sender === 'user' ? 'You' : `${BRAND} Assistant`}:</span>
            <div className={styles.bubble}>{message.sender === 'ai' ? <AnswerContent content={message.content} /> : <p className={styles.paragraph}>{message.content}</p>}</div>
            <time className={styles.time} dateTime={message.createdAt}>
              {messageTime(message.createdAt)}
            </time>
          </li>
        ))}
        {sending && (
          <li className={styles.fromAssistant}>
            <div className={`${styles.bubble} ${styles.typing}`}>
              <Spin size="small" /> <span>Looking through our content…</span>
            </div>
          </li>
        )}
      </ol>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Input
          ref={(input) => void (inputRef.current = input?.input ?? null)}
          aria-label="Message"
          placeholder="Type your message..."
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="large"
        />
        <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} aria-label="Send message" disabled={!canSend(text, sending)} />
      </form>
    </>
  );
}

function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { status, user } = useSession();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const userId = user?.id;

  const load = useCallback(async (id: string, visitor?: StoredVisitorConversation) => {
    const conversation = await getConversation(id, visitor?.token);
    setMessages(conversation.messages);
    setPhase({ kind: 'chat', id, visitor });
  }, []);

  useEffect(() => {
    if (status === 'loading') return;
    let cancelled = false;
    setPhase({ kind: 'loading' });
    setMessages([]);
    const run = async () => {
      if (status === 'signed-in') {
        const { id } = await startConversation();
        if (!cancelled) await load(id);
        return;
      }
      const stored = readVisitorConversation();
      if (!stored) {
        setPhase({ kind: 'form' });
        return;
      }
      try {
        await load(stored.id, stored);
      } catch (error) {
        // The conversation is gone or the token no longer opens it: start again.
        if (error instanceof ApiError && error.status === 404) forgetVisitorConversation();
        if (!cancelled) setPhase({ kind: 'form' });
      }
    };
    run().catch(() => {
      if (!cancelled) setPhase({ kind: 'form' });
    });
    return () => {
      cancelled = true;
    };
  }, [status, userId, load]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section className={styles.panel} role="dialog" aria-labelledby="support-chat-title" aria-describedby="support-chat-subtitle" hidden={!open} onKeyDown={onKeyDown}>
      <header className={styles.header}>
        <Avatar size={40} icon={<RobotOutlined />} className={styles.avatar} />
        <div className={styles.heading}>
          <h2 id="support-chat-title" className={styles.title}>
            {BRAND} Assistant
          </h2>
          <p id="support-chat-subtitle" className={styles.subtitle}>
            How can I help you today?
          </p>
        </div>
        <Button type="text" icon={<CloseOutlined />} aria-label="Close chat" onClick={onClose} className={styles.close} />
      </header>
      <div className={styles.body}>
        {phase.kind === 'loading' && (
          <div className={styles.center}>
            <Spin />
          </div>
        )}
        {phase.kind === 'form' && open && (
          <VisitorForm
            onStarted={(visitor) => {
              load(visitor.id, visitor).catch(() => setPhase({ kind: 'chat', id: visitor.id, visitor }));
            }}
          />
        )}
        {phase.kind === 'chat' && <Conversation key={phase.id} id={phase.id} visitor={phase.visitor} messages={messages} setMessages={setMessages} />}
      </div>
    </section>
  );
}

/** The support chat dialog with its own antd providers (the page behind it may not have loaded antd). */
export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntdProvider>
      <ChatPanel open={open} onClose={onClose} />
    </AntdProvider>
  );
}
