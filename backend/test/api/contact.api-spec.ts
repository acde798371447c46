import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { countRows, sql } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp(options: { reject?: boolean } = {}): Promise<{ url: string; received: Delivered[]; close(): Promise<void> }> {
  const received: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The raw message's headers (unfolded) and body. */
function parseMessage(raw: string): { headers: Map<string, string[]>; body: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const body = rest.join('\n\n');
  const decoded = /quoted-printable/i.test(headers.get('content-transfer-encoding')?.[0] ?? '')
    ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : body;
  return { headers, body: Buffer.from(decoded, 'latin1').toString('utf8') };
}

let clientCounter = 0;
/** Each test speaks from its own address (TRUST_PROXY_HOPS=1), so the 5-per-hour limit is per test. */
const newClient = () => ({ 'X-Forwarded-For': `203.0.113.${++clientCounter}` });

const valid = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Team plan question', message: 'Hello!\nCan five people share one workspace?' };

describe('POST /api/contact/send-email with SMTP configured', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      redis: 'none',
      env: { SMTP_URL: smtp.url, CONTACT_TO: 'support@promptforge.test', CONTACT_FROM: 'no-reply@promptforge.test', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('stores the message, e-mails it to CONTACT_TO with the visitor as Reply-To, and answers success and message', async () => {
    const res = await t.http().post('/api/contact/send-email').set(newClient()).send({ ...valid, name: '  Ana Souza ', message: `${valid.message} Obrigada — ção ✓` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Thank you for your message. We'll get back to you as soon as possible." });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['support@promptforge.test']);
    expect(mail.from).toBe('no-reply@promptforge.test');
    const { headers, body } = parseMessage(mail.raw);
    expect(headers.get('subject')).toEqual(['[Contact] Team plan question']);
    expect(headers.get('reply-to')?.[0]).toMatch(/Ana Souza.*<ana@example\.com>/);
    expect(body).toContain('From: Ana Souza <ana@example.com>');
    expect(body).toContain('Can five people share one workspace? Obrigada — ção ✓');

    const rows = (await sql(t, 'SELECT name, email, subject, message, delivery FROM contact_messages')) as Array<Record<string, string>>;
    expect(rows).toContainEqual({ ...valid, message: `${valid.message} Obrigada — ção ✓`, delivery: 'sent' });
  });

  it.each([
    ['name', { name: 'Ana\r\nBcc: victim@example.com' }, 'Name must be on a single line.'],
    ['subject', { subject: 'Hi\nBcc: victim@example.com' }, 'Subject must be on a single line.'],
    ['subject', { subject: 'Hi\rX-Injected: 1' }, 'Subject must be on a single line.'],
    ['email', { email: 'ana@example.com\r\nBcc: victim@example.com' }, 'Email must be on a single line.'],
  ])('refuses a line break in %s (header injection): 400, nothing stored or sent', async (field, change, message) => {
    const before = await countRows(t, 'contact_messages');
    const res = await t.http().post('/api/contact/send-email').set(newClient()).send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await countRows(t, 'contact_messages')).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: undefined }, 'Name is required.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email', { email: '' }, 'Email is required.'],
    ['subject', { subject: '' }, 'Subject is required.'],
    ['message', { message: ' \n ' }, 'Message is required.'],
    ['name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters.'],
    ['message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses a bad %s (case %#) with a clear message and changes nothing', async (field, change, message) => {
    const before = await countRows(t, 'contact_messages');
    const res = await t.http().post('/api/contact/send-email').set(newClient()).send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await countRows(t, 'contact_messages')).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('accepts the longest allowed values (trimmed first)', async () => {
    const res = await t
      .http()
      .post('/api/contact/send-email')
      .set(newClient())
      .send({ name: ` ${'n'.repeat(100)} `, email: valid.email, subject: 's'.repeat(200), message: 'm'.repeat(5000) });
    expect(res.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = await countRows(t, 'contact_messages');
    const res = await t.http().post('/api/contact/send-email').set(newClient()).send({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await countRows(t, 'contact_messages')).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('allows 5 messages per hour per client address, then 429 with Retry-After; other addresses are not affected', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await t.http().post('/api/contact/send-email').set(client).send({ ...valid, subject: `Message ${i}` })).status).toBe(200);
    }
    const before = await countRows(t, 'contact_messages');
    const refused = await t.http().post('/api/contact/send-email').set(client).send(valid);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have sent several messages in the last hour. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await countRows(t, 'contact_messages')).toBe(before);
    expect(smtp.received).toHaveLength(5);
    expect((await t.http().post('/api/contact/send-email').set(newClient()).send(valid)).status).toBe(200);
  });

  it('needs no sign-in', async () => {
    const res = await t.http().post('/api/contact/send-email').set(newClient()).send(valid);
    expect(res.status).toBe(200);
  });
});

describe('POST /api/contact/send-email when the SMTP server refuses or is not configured', () => {
  it('keeps the message with delivery "failed" and the reason when the SMTP server refuses it', async () => {
    const smtp = await startSmtp({ reject: true });
    const t = await createTestApp({ redis: 'none', env: { SMTP_URL: smtp.url, CONTACT_TO: 'support@promptforge.test' } });
    try {
      const res = await t.http().post('/api/contact/send-email').send(valid);
      expect(res.status).toBe(200);
      const rows = (await sql(t, 'SELECT delivery, delivery_error FROM contact_messages')) as Array<{ delivery: string; delivery_error: string }>;
      expect(rows).toEqual([{ delivery: 'failed', delivery_error: expect.stringContaining('Mailbox unavailable') }]);
      expect(rows[0].delivery_error).not.toContain(smtp.url);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('only stores the message when SMTP_URL is unset', async () => {
    const t = await createTestApp({ redis: 'none' });
    try {
      const res = await t.http().post('/api/contact/send-email').send(valid);
      expect(res.status).toBe(200);
      expect(await sql(t, 'SELECT delivery FROM contact_messages')).toEqual([{ delivery: 'stored' }]);
    } finally {
      await t.close();
    }
  });
});
