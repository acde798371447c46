import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { looksLikeApiKey } from '../../api-keys/api-key-secret';
import { ApiKeysService } from '../../api-keys/api-keys.service';
import type { AuthUser } from '../auth-user';

/** API keys, sent like session tokens: `Authorization: Bearer pfk_…`. */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(private readonly apiKeys: ApiKeysService) {
    super();
  }

  validate(req: Request): Promise<AuthUser | null> | null {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !looksLikeApiKey(token)) {
      return null;
    }
    return this.apiKeys.authenticate(token);
  }
}
