import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RateLimiterService, type RateLimit } from '../auth/rate-limiter.service';
import { ContactMailer } from './contact-mailer';
import { ContactMessage } from './contact-message.entity';
import type { ContactResultDto, SendContactEmailDto } from './dto/contact.dto';

/** 5 messages per hour per client address (tool-screens issue 19). */
export const CONTACT_RATE_LIMIT: RateLimit = {
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent several messages in the last hour. Please try again later.',
};

export const CONTACT_RECEIVED = "Thank you for your message. We'll get back to you as soon as possible.";

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimiter: RateLimiterService,
    private readonly mailer: ContactMailer,
  ) {}

  async send(dto: SendContactEmailDto, client: string): Promise<ContactResultDto> {
    const key = `contact:${client}`;
    await this.rateLimiter.assertAllowed(key, CONTACT_RATE_LIMIT);
    await this.rateLimiter.record(key, CONTACT_RATE_LIMIT);
    // A bot filled the hidden field: answer as usual so it learns nothing, keep and send nothing.
    if (dto.website) return { success: true, message: CONTACT_RECEIVED };

    const em = this.em.fork();
    const row = em.create(ContactMessage, { name: dto.name, email: dto.email, subject: dto.subject, message: dto.message });
    await em.flush();
    if (this.mailer.enabled) {
      try {
        await this.mailer.send(dto);
        row.delivery = 'sent';
      } catch (error) {
        // The message is kept either way; the team reads it from contact_messages.
        row.delivery = 'failed';
        row.deliveryError = this.mailer.describe(error);
      }
      await em.flush();
    }
    return { success: true, message: CONTACT_RECEIVED };
  }
}
