import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/env';
import { DirectSql } from '../../database/direct-sql';
import type { User } from '../users/user.entity';
import type { AuthUser } from './auth-user';
import { Session } from './session.entity';

export interface SessionTokenPayload {
  sub: string;
  jti: string;
}

/** Sessions are rows; the signed token carries the row id, so logout and password changes take effect at once. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly sql: DirectSql,
  ) {}

  async start(userId: string): Promise<string> {
    const em = this.em.fork();
    const session = em.create(Session, {
      user: em.getReference<User>('User', userId),
      expiresAt: new Date(Date.now() + this.config.auth.sessionTtlSeconds * 1000),
    });
    await em.flush();
    const payload: SessionTokenPayload = { sub: userId, jti: session.id };
    return this.jwt.signAsync(payload, { expiresIn: this.config.auth.sessionTtlSeconds });
  }

  /** The caller of a verified token, or null when its session has ended. */
  async resolve(payload: SessionTokenPayload): Promise<AuthUser | null> {
    // Runs on every authenticated request: one indexed lookup, straight to PostgreSQL.
    const rows = await this.sql.query<{ id: string }>(
      'SELECT id FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()',
      [payload.jti, payload.sub],
    );
    return rows.length > 0 ? { userId: payload.sub, via: 'session', sessionId: payload.jti } : null;
  }

  async end(sessionId: string): Promise<void> {
    await this.em.fork().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  async endAllExcept(userId: string, keepSessionId?: string): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(Session, { user: userId, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) }, { revokedAt: new Date() });
  }
}
