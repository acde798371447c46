import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/env';

export interface OutgoingContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Sends contact messages to CONTACT_TO through SMTP_URL with nodemailer. The visitor is the Reply-To, never the
 * From (the server may only send as its own address). Header values are single-line by validation, and nodemailer
 * encodes them again, so a visitor cannot add headers or recipients.
 */
@Injectable()
export class ContactMailer implements OnModuleDestroy {
  private readonly logger = new Logger(ContactMailer.name);
  private transporter?: Transporter;

  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.contact.smtpUrl && this.config.contact.to);
  }

  async send(mail: OutgoingContactMail): Promise<void> {
    const { smtpUrl, to, from } = this.config.contact;
    if (!smtpUrl || !to) throw new Error('SMTP is not configured');
    this.transporter ??= createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
    await this.transporter.sendMail({
      from,
      to,
      replyTo: { name: mail.name, address: mail.email },
      subject: `[Contact] ${mail.subject}`,
      text: `From: ${mail.name} <${mail.email}>\n\n${mail.message}\n`,
      headers: { 'X-PromptForge-Form': 'contact' },
    });
  }

  /** An SMTP failure as a short reason without the URL's credentials. */
  describe(error: unknown): string {
    const text = error instanceof Error ? error.message : String(error);
    const safe = text.replace(/smtps?:\/\/\S+/gi, 'smtp://…').replace(/\s+/g, ' ');
    this.logger.warn(`Contact e-mail not sent: ${safe}`);
    return safe.slice(0, 300);
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
