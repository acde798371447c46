import { ApiProperty } from '@nestjs/swagger';
import { SubscriptionDto, toSubscriptionDto, type SubscriptionFields } from '../../subscriptions/dto/subscription.dto';
import type { User } from '../user.entity';

/** The user record of the core spec §3 (never the password hash). */
export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  email: string;

  @ApiProperty({ required: false, nullable: true })
  profileImageUrl?: string | null;

  createdAt: Date;

  @ApiProperty({ type: SubscriptionDto, nullable: true })
  subscription: SubscriptionDto | null;
}

/** The fields a UserDto is made from: a User entity, or a row read without the ORM. */
export type UserFields = Pick<User, 'id' | 'name' | 'email' | 'profileImageUrl' | 'createdAt'> & { subscription?: SubscriptionFields | null };

export function toUserDto(user: UserFields): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    createdAt: user.createdAt,
    subscription: user.subscription ? toSubscriptionDto(user.subscription) : null,
  };
}
