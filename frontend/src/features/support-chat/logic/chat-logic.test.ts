import { isInternalPath, parseAnswer, parseInline } from './answer-markdown';
import { canSend, checkVisitorDetails, replyDelay } from './chat-rules';

describe('checkVisitorDetails (core spec §5, chat start)', () => {
  it.each([
    ['', 'ana@example.com'],
    ['Ana', '   '],
    ['  ', ''],
  ])('asks for both fields when one is empty after trimming (%j, %j)', (name, email) => {
    expect(checkVisitorDetails(name, email)).toEqual({ ok: false, title: 'Campos obrigatórios', description: 'Por favor, preencha seu nome e email para continuar.' });
  });

  it.each(['ana', 'ana@example', 'ana @example.com', '@example.com', 'ana@.com x'])('refuses the e-mail %j', (email) => {
    expect(checkVisitorDetails('Ana', email)).toEqual({ ok: false, title: 'Email inválido', description: 'Por favor, insira um email válido.' });
  });

  it('accepts trimmed details', () => {
    expect(checkVisitorDetails('  Ana Souza ', ' ana@example.com ')).toEqual({ ok: true, name: 'Ana Souza', email: 'ana@example.com' });
  });
});

describe('sending rules', () => {
  it('sends only non-empty text when no send is in progress', () => {
    expect(canSend('hi', false)).toBe(true);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('hi', true)).toBe(false);
  });

  it('shows the reply about 500 ms after the message, never earlier', () => {
    expect(replyDelay(1000, 1100)).toBe(400);
    expect(replyDelay(1000, 1800)).toBe(0);
  });
});

describe('the answer Markdown subset', () => {
  it('reads paragraphs, bold text and internal links', () => {
    expect(parseAnswer('Here is what I found:\n\n**Pricing › Pro plan**\n\nRead more: [Pricing › Pro plan](/pricing)')).toEqual([
      [{ type: 'text', text: 'Here is what I found:' }],
      [{ type: 'strong', text: 'Pricing › Pro plan' }],
      [
        { type: 'text', text: 'Read more: ' },
        { type: 'link', text: 'Pricing › Pro plan', href: '/pricing' },
      ],
    ]);
  });

  it('keeps escaped characters and never links outside the app', () => {
    expect(parseInline('[a \\[b\\]](/documentation#rag--1-chunking)')).toEqual([{ type: 'link', text: 'a [b]', href: '/documentation#rag--1-chunking' }]);
    expect(parseInline('[evil](https://evil.example) [x](//evil.example) [y](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'evil' },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'x' },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'y' },
      { type: 'text', text: ')' },
    ]);
    expect(isInternalPath('/contact')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
  });

  it('treats HTML as text', () => {
    expect(parseAnswer('<img src=x onerror=alert(1)>')).toEqual([[{ type: 'text', text: '<img src=x onerror=alert(1)>' }]]);
  });
});
