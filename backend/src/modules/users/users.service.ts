import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { BillingService } from '../billing/billing.service';
import { NotificationPreferencesDto, toPreferencesDto, UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { toUserDto, type UserDto } from './dto/user.dto';
import { User } from './user.entity';
import { normalizeEmail, UserRepository } from './user.repository';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly billing: BillingService,
  ) {}

  async get(auth: AuthUser): Promise<User> {
    const user = await this.users.findOne({ id: auth.userId }, { populate: ['subscription'], strategy: 'joined' });
    if (!user) {
      throw new NotFoundException('Account not found.');
    }
    return user;
  }

  async me(auth: AuthUser): Promise<UserDto> {
    return toUserDto(await this.get(auth));
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
