import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { RateLimitEvent } from './rate-limit-event.entity';

export interface RateLimit {
  limit: number;
  windowMs: number;
  message: string;
}

/** 429 with `Retry-After` (seconds) and a message. */
export class TooManyRequestsError extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super({ message, retryAfter: retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Sliding-window counting of events per key in PostgreSQL. */
@Injectable()
export class RateLimiterService {
  constructor(private readonly em: EntityManager) {}

  /** Throws TooManyRequestsError when `key` already has `limit` events inside the window. */
  async assertAllowed(key: string, rule: RateLimit, now = new Date()): Promise<void> {
    const since = new Date(now.getTime() - rule.windowMs);
    const em = this.em.fork();
    const window = { key, createdAt: { $gt: since } };
    // A count on the (key, created_at) index for every allowed call; the events themselves only to refuse one.
    if ((await em.count(RateLimitEvent, window)) >= rule.limit) {
      const events = await em.find(RateLimitEvent, window, { orderBy: { createdAt: 'desc' }, limit: rule.limit, fields: ['createdAt'] });
      const oldestCounted = events.at(-1)?.createdAt.getTime() ?? now.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + rule.windowMs - now.getTime()) / 1000));
      throw new TooManyRequestsError(rule.message, retryAfterSeconds);
    }
  }

  async record(key: string, rule: RateLimit, now = new Date()): Promise<void> {
    const em = this.em.fork();
    em.create(RateLimitEvent, { key, createdAt: now });
    await em.flush();
    // Events older than the window no longer count for anyone with this key.
    await em.nativeDelete(RateLimitEvent, { key, createdAt: { $lte: new Date(now.getTime() - rule.windowMs) } });
  }

  async reset(key: string): Promise<void> {
    await this.em.fork().nativeDelete(RateLimitEvent, { key });
  }
}
