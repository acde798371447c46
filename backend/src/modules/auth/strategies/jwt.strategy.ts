import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../../config/env';
import type { AuthUser } from '../auth-user';
import { SessionsService, type SessionTokenPayload } from '../sessions.service';
import { jwtKey } from '../jwt-key';

/** Session tokens: HS256 JWTs whose session row is still open. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: jsonwebtoken's string path costs ~15x more per request.
      secretOrKey: jwtKey(config.jwtSecret) as unknown as string,
      algorithms: ['HS256'],
    });
  }

  validate(payload: SessionTokenPayload): Promise<AuthUser | null> {
    return this.sessions.resolve(payload);
  }
}
