import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AppConfig } from '../../config/env';
import { NotificationsService } from '../notifications/notifications.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { toUserDto } from '../users/dto/user.dto';
import { User } from '../users/user.entity';
import { normalizeEmail, UserRepository } from '../users/user.repository';
import { UsersService } from '../users/users.service';
import type { AuthUser } from './auth-user';
import { AuthResponseDto, ChangePasswordDto, LoginDto, RegisterDto, TokenResponseDto } from './dto/auth.dto';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import { RateLimiterService, type RateLimit } from './rate-limiter.service';
import { SessionsService } from './sessions.service';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
const LOGIN_FAILURES: RateLimit = {
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: 'Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.',
};

@Injectable()
export class AuthService {
  private readonly registrations: RateLimit;

  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly usersService: UsersService,
    private readonly sessions: SessionsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly notifications: NotificationsService,
    private readonly rateLimiter: RateLimiterService,
    config: AppConfig,
  ) {
    this.registrations = {
      limit: config.auth.registrationsPerHour,
      windowMs: 60 * 60 * 1000,
      message: 'Too many accounts were created from this network. Please try again later.',
    };
  }

  /** Creates the account with its 7-day trial and signs it in. */
  async register(dto: RegisterDto, client: string): Promise<AuthResponseDto> {
    const key = `register:${client}`;
    await this.rateLimiter.assertAllowed(key, this.registrations);
    await this.rateLimiter.record(key, this.registrations);
    const user = this.em.create(User, { name: dto.name, email: normalizeEmail(dto.email), passwordHash: await hashPassword(dto.password) });
    user.subscription = this.subscriptions.startTrial(this.em, user);
    await this.usersService.flushUnique();
    await this.notifications.notify(user, {
      type: 'success',
      title: 'Welcome to PromptForge',
      message: `Hi ${user.name}, your account is ready. Start in the Prompt Lab or analyse a prompt's tokens and cost.`,
    });
    await this.notifications.notify(user, {
      type: 'info',
      title: 'Your 7-day free trial has started',
      message: 'Every tool and every LLM integration is open to you for 7 days. No credit card needed.',
      eventKey: 'trial-started',
    });
    return { token: await this.sessions.start(user.id), user: toUserDto(user) };
  }

  /**
   * Same answer and similar time whether or not the e-mail exists. Five failures for one e-mail from one
   * client within 15 minutes lock that pair out (even with the right password) until the window passes.
   */
  async login(dto: LoginDto, client: string): Promise<AuthResponseDto> {
    const key = `login:${normalizeEmail(dto.email)}:${client}`;
    await this.rateLimiter.assertAllowed(key, LOGIN_FAILURES);
    const user = await this.users.findByEmail(dto.email);
    const valid = user ? await verifyPassword(user.passwordHash, dto.password) : await verifyAgainstDummy(dto.password);
    if (!user || !valid) {
      await this.rateLimiter.record(key, LOGIN_FAILURES);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.rateLimiter.reset(key);
    return { token: await this.sessions.start(user.id), user: toUserDto(user) };
  }

  async logout(auth: AuthUser): Promise<void> {
    if (auth.sessionId) {
      await this.sessions.end(auth.sessionId);
    }
  }

  /** Ends every session (this one included) and returns a fresh token for the caller. */
  async changePassword(auth: AuthUser, dto: ChangePasswordDto): Promise<TokenResponseDto> {
    const user = await this.users.findOneOrFail({ id: auth.userId }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) {
      throw new BadRequestException('Current password is incorrect.');
    }
    user.passwordHash = await hashPassword(dto.newPassword);
    await this.em.flush();
    await this.sessions.endAllExcept(user.id);
    return { token: await this.sessions.start(user.id) };
  }
}
