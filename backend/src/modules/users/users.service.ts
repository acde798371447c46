import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { DirectSql } from '../../database/direct-sql';
import { BillingService } from '../billing/billing.service';
import type { PlanId, SubscriptionStatus } from '../subscriptions/subscription.entity';
import { NotificationPreferencesDto, toPreferencesDto, UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { toUserDto, type UserDto } from './dto/user.dto';
import { User } from './user.entity';
import { normalizeEmail, UserRepository } from './user.repository';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found.';

const USER_WITH_SUBSCRIPTION_SQL =
  'SELECT u.id, u.name, u.email, u.profile_image_url, u.created_at, s.plan_id, s.status, s.cancel_at_period_end, ' +
  's.current_period_start, s.current_period_end FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id WHERE u.id = $1';

type UserRow = {
  id: string;
  name: string;
  email: string;
  profile_image_url: string | null;
  // Timestamps come as text (DirectSql uses the ORM's type parsers).
  created_at: string;
} & (
  | { plan_id: null }
  | { plan_id: PlanId; status: SubscriptionStatus; cancel_at_period_end: boolean; current_period_start: string; current_period_end: string }
);

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly billing: BillingService,
    private readonly sql: DirectSql,
  ) {}

  async get(auth: AuthUser): Promise<User> {
    const user = await this.users.findOne({ id: auth.userId }, { populate: ['subscription'], strategy: 'joined' });
    if (!user) {
      throw new NotFoundException(ACCOUNT_NOT_FOUND_MESSAGE);
    }
    return user;
  }

  /** GET /api/auth/me, on every page load and CLI call: one joined query straight to PostgreSQL, no entities. */
  async me(auth: AuthUser): Promise<UserDto> {
    const [row] = await this.sql.query<UserRow>(USER_WITH_SUBSCRIPTION_SQL, [auth.userId]);
    if (!row) {
      throw new NotFoundException(ACCOUNT_NOT_FOUND_MESSAGE);
    }
    return toUserDto({
      id: row.id,
      name: row.name,
      email: row.email,
      profileImageUrl: row.profile_image_url ?? undefined,
      createdAt: new Date(row.created_at),
      subscription:
        row.plan_id === null
          ? null
          : {
              planId: row.plan_id,
              status: row.status,
              cancelAtPeriodEnd: row.cancel_at_period_end,
              currentPeriodStart: new Date(row.current_period_start),
              currentPeriodEnd: new Date(row.current_period_end),
            },
    });
  }

  async updateProfile(auth: AuthUser, dto: UpdateProfileDto): Promise<UserDto> {
    const user = await this.get(auth);
    user.name = dto.name;
    user.email = normalizeEmail(dto.email);
    await this.flushUnique();
    return toUserDto(user);
  }

  /** Deletes the account; every owned row goes with it (ON DELETE CASCADE on each owner foreign key). */
  async remove(auth: AuthUser): Promise<void> {
    await this.billing.forgetCustomer(auth.userId);
    await this.em.nativeDelete(User, { id: auth.userId });
  }

  async preferences(auth: AuthUser): Promise<NotificationPreferencesDto> {
    return toPreferencesDto(await this.get(auth));
  }

  async updatePreferences(auth: AuthUser, dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const user = await this.get(auth);
    Object.assign(user, dto);
    await this.em.flush();
    return toPreferencesDto(user);
  }

  /** Flushes, turning a duplicate e-mail into the spec's 409. */
  async flushUnique(em: EntityManager = this.em): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      }
      throw error;
    }
  }
}
