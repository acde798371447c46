import { Module } from '@nestjs/common';
import { RateLimiterService } from '../auth/rate-limiter.service';
import { ContactMailer } from './contact-mailer';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The public contact form (`POST /api/contact/send-email`). */
@Module({ controllers: [ContactController], providers: [ContactService, ContactMailer, RateLimiterService] })
export class ContactModule {}
