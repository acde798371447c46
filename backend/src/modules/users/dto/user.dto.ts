import { ApiProperty } from '@nestjs/swagger';
import { SubscriptionDto, toSubscriptionDto } from '../../subscriptions/dto/subscription.dto';
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

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    createdAt: user.createdAt,
    subscription: user.subscription ? toSubscriptionDto(user.subscription) : null,
  };
}
