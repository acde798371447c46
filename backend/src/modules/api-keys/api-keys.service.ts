import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import type { User } from '../users/user.entity';
import { DirectSql } from '../../database/direct-sql';
import { ApiKey } from './api-key.entity';
import { digestApiKey, displayPrefix, generateApiKeySecret, hasValidChecksum } from './api-key-secret';
import { ApiKeyDto, CreatedApiKeyDto, CreateApiKeyDto, toApiKeyDto } from './dto/api-key.dto';

const LAST_USED_RESOLUTION_MS = 60_000;

@Injectable()
export class ApiKeysService {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: DirectSql,
  ) {}

  async list(auth: AuthUser): Promise<ApiKeyDto[]> {
    const keys = await this.em.find(ApiKey, { user: auth.userId }, { orderBy: { createdAt: 'desc' } });
    return keys.map(toApiKeyDto);
  }

  async create(auth: AuthUser, dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const key = generateApiKeySecret();
    const apiKey = this.em.create(ApiKey, {
      user: this.em.getReference<User>('User', auth.userId),
      name: dto.name,
      prefix: displayPrefix(key),
      digest: digestApiKey(key),
    });
    await this.em.flush();
    return { ...toApiKeyDto(apiKey), key };
  }

  async remove(auth: AuthUser, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(ApiKey, { id, user: auth.userId });
    if (deleted === 0) {
      throw new NotFoundException('API key not found.');
    }
  }

  /** The caller behind a presented key, or null. A bad checksum is refused without a database lookup. */
  async authenticate(key: string, now = new Date()): Promise<AuthUser | null> {
    if (!hasValidChecksum(key)) {
      return null;
    }
    // Runs on every request made with a key: indexed lookups, straight to PostgreSQL.
    const [apiKey] = await this.sql.query<{ id: string; user_id: string; last_used_at: string | null }>(
      'SELECT id, user_id, last_used_at FROM api_keys WHERE digest = $1',
      [digestApiKey(key)],
    );
    if (!apiKey) {
      return null;
    }
    if (!apiKey.last_used_at || now.getTime() - new Date(apiKey.last_used_at).getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.sql.query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2', [now, apiKey.id]);
    }
    return { userId: apiKey.user_id, via: 'api-key', apiKeyId: apiKey.id };
  }
}
