/** Core spec §5 (chat start) and §9 (chat constants). */
export const CHAT_REPLY_DELAY_MS = 500;
export const CHAT_DIALOG_HEIGHT_PX = 600;
export const CHAT_MESSAGE_MAX_CHARS = 2000;

export type VisitorCheck =
  | { ok: true; name: string; email: string }
  | { ok: false; title: string; description: string };

/** Text, an at sign, text, a dot, text, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkVisitorDetails(name: string, email: string): VisitorCheck {
  const trimmedName = name.trim();
  const trimmedEmail = email.trim();
  if (!trimmedName || !trimmedEmail) {
    return { ok: false, title: 'Campos obrigatórios', description: 'Por favor, preencha seu nome e email para continuar.' };
  }
  if (!EMAIL_PATTERN.test(trimmedEmail)) {
    return { ok: false, title: 'Email inválido', description: 'Por favor, insira um email válido.' };
  }
  return { ok: true, name: trimmedName, email: trimmedEmail };
}

/** A message is sent only if it is non-empty after trimming and no send is in progress. */
export function canSend(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0;
}

/** How long to wait before showing the reply so it appears about 500 ms after the person's message. */
export function replyDelay(shownAt: number, now: number, delay = CHAT_REPLY_DELAY_MS): number {
  return Math.max(0, shownAt + delay - now);
}

/** The message's time stamp, e.g. '14:05'. */
export function messageTime(createdAt: string | Date, locale?: string): string {
  return new Date(createdAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
