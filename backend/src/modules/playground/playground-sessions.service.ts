import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../users/user.entity';
import { PLAYGROUND_MESSAGES } from './dto/playground.dto';
import { SaveSessionDto, SessionDto, toSessionDto } from './dto/session.dto';
import { PlaygroundSession } from './playground-session.entity';

@Injectable()
export class PlaygroundSessionsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  async list(userId: string): Promise<SessionDto[]> {
    const sessions = await this.em.find(PlaygroundSession, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return sessions.map(toSessionDto);
  }

  async save(userId: string, dto: SaveSessionDto): Promise<SessionDto> {
    const session = this.em.create(PlaygroundSession, {
      user: this.em.getReference<User>('User', userId),
      name: dto.name,
      prompts: dto.prompts,
      llmConfigs: dto.llm_configs,
      results: dto.results,
    });
    await this.em.flush();
    return toSessionDto(session);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(PlaygroundSession, { id, user: userId });
    if (deleted === 0) {
      throw new NotFoundException(PLAYGROUND_MESSAGES.sessionNotFound);
    }
  }
}
