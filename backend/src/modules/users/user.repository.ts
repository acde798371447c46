import { EntityRepository } from '@mikro-orm/postgresql';
import type { User } from './user.entity';

export class UserRepository extends EntityRepository<User> {
  /** Emails are stored normalised; callers pass what the user typed. */
  findByEmail(email: string): Promise<User | null> {
    return this.findOne({ email: normalizeEmail(email) }, { populate: ['passwordHash', 'subscription'] });
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
