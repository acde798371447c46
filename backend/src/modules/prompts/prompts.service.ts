import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import type { AuthUser } from '../auth/auth-user';
import type { User } from '../users/user.entity';
import { CreatePromptDto, DEFAULT_PROMPT_MODEL, PROMPT_MESSAGES, PromptDto, PromptVersionDto, toPromptDto, toPromptVersionDto, UpdatePromptDto } from './dto/prompt.dto';
import { PromptLabelsService } from './prompt-labels.service';
import { PromptVersion } from './prompt-version.entity';
import { Prompt } from './prompt.entity';

export const INITIAL_VERSION_NOTES = 'Initial version';
export const DEFAULT_UPDATE_NOTES = 'Updated prompt';
export const restoredVersionNotes = (version: number) => `Restored version ${version}`;

/** An empty system prompt is no system prompt. */
const normalizeSystemPrompt = (value: string | null | undefined) => (value && value.length > 0 ? value : null);

@Injectable()
export class PromptsService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: ModelCatalog,
    private readonly labels: PromptLabelsService,
  ) {}

  async list(userId: string, name?: string): Promise<PromptDto[]> {
    const where = name === undefined ? { user: userId } : { user: userId, name: { $ilike: escapeLike(name.trim()) } };
    const prompts = await this.em.find(Prompt, where, { orderBy: { updatedAt: 'desc', id: 'asc' } });
    return prompts.map(toPromptDto);
  }

  async get(userId: string, id: string): Promise<PromptDto> {
    return toPromptDto(await this.findOwned(this.em, userId, id));
  }

  /** Newest first, each with the labels on it. */
  async versions(userId: string, id: string): Promise<PromptVersionDto[]> {
    const prompt = await this.findOwned(this.em, userId, id);
    const versions = await this.em.find(PromptVersion, { prompt }, { orderBy: { version: 'desc' } });
    const labels = await this.labels.labelsByVersion(this.em, prompt);
    return versions.map((version) => toPromptVersionDto(version, labels.get(version.id) ?? []));
  }

  async create(auth: AuthUser, dto: CreatePromptDto): Promise<PromptDto> {
    const userId = auth.userId;
    const llmModelDefault = await this.checkedModel(dto.llmModelDefault ?? DEFAULT_PROMPT_MODEL);
    await this.assertNameFree(this.em, userId, dto.name);
    const prompt = this.em.create(Prompt, {
      user: this.em.getReference<User>('User', userId),
      name: dto.name,
      description: dto.description || null,
      content: dto.content,
      systemPrompt: normalizeSystemPrompt(dto.systemPrompt),
      llmModelDefault,
    });
    const first = this.em.create(PromptVersion, { prompt, version: 1, content: prompt.content, systemPrompt: prompt.systemPrompt, notes: INITIAL_VERSION_NOTES });
    await this.labels.moveLatest(this.em, auth, prompt, first, null);
    await this.flushUnique(this.em);
    return toPromptDto(prompt);
  }

  /**
   * Applies the changes; a new content or system prompt becomes version n+1 and `latest` moves to it. The prompt row is locked for the
   * transaction so two concurrent saves get consecutive version numbers.
   */
  async update(auth: AuthUser, id: string, dto: UpdatePromptDto): Promise<PromptDto> {
    const userId = auth.userId;
    const llmModelDefault = dto.llmModelDefault === undefined ? undefined : await this.checkedModel(dto.llmModelDefault);
    return this.em.transactional(async (em) => {
      const prompt = await this.findOwned(em, userId, id, LockMode.PESSIMISTIC_WRITE);
      if (dto.name !== undefined && dto.name !== prompt.name) {
        if (dto.name.toLowerCase() !== prompt.name.toLowerCase()) {
          await this.assertNameFree(em, userId, dto.name);
        }
        prompt.name = dto.name;
      }
      if (dto.description !== undefined) {
        prompt.description = dto.description || null;
      }
      if (llmModelDefault !== undefined) {
        prompt.llmModelDefault = llmModelDefault;
      }
      let written: PromptVersion | undefined;
      const content = dto.content ?? prompt.content;
      const systemPrompt = dto.systemPrompt === undefined ? normalizeSystemPrompt(prompt.systemPrompt) : normalizeSystemPrompt(dto.systemPrompt);
      if (content !== prompt.content || systemPrompt !== normalizeSystemPrompt(prompt.systemPrompt)) {
        const version = prompt.currentVersion + 1;
        const notes = dto.notes?.trim() || (await this.restoredNotes(em, prompt, content, systemPrompt)) || DEFAULT_UPDATE_NOTES;
        prompt.content = content;
        prompt.systemPrompt = systemPrompt;
        prompt.currentVersion = version;
        written = em.create(PromptVersion, { prompt, version, content, systemPrompt, notes });
      }
      await this.flushUnique(em);
      if (written) {
        await this.labels.moveLatest(em, auth, prompt, written, written.version - 1);
        await em.flush();
      }
      return toPromptDto(prompt);
    });
  }

  /** Deletes the prompt; its versions go with it (ON DELETE CASCADE). */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(Prompt, { id, user: userId });
    if (deleted === 0) {
      throw new NotFoundException(PROMPT_MESSAGES.notFound);
    }
  }

  private async findOwned(em: EntityManager, userId: string, id: string, lockMode?: LockMode): Promise<Prompt> {
    const prompt = await em.findOne(Prompt, { id, user: userId }, lockMode ? { lockMode } : {});
    if (!prompt) {
      throw new NotFoundException(PROMPT_MESSAGES.notFound);
    }
    return prompt;
  }

  /** A save without notes whose content and system prompt equal an older version's restores that version. */
  private async restoredNotes(em: EntityManager, prompt: Prompt, content: string, systemPrompt: string | null): Promise<string | undefined> {
    const match = await em.findOne(PromptVersion, { prompt, content, systemPrompt }, { orderBy: { version: 'desc' } });
    return match ? restoredVersionNotes(match.version) : undefined;
  }

  private async checkedModel(id: string): Promise<string> {
    if (!(await this.catalog.findEnabled(id))) {
      throw new BadRequestException(`Unknown model "${id}". Choose one from the model catalogue.`);
    }
    return id;
  }

  private async assertNameFree(em: EntityManager, userId: string, name: string): Promise<void> {
    if ((await em.count(Prompt, { user: userId, name: { $ilike: escapeLike(name) } })) > 0) {
      throw new ConflictException(PROMPT_MESSAGES.nameTaken);
    }
  }

  /** The unique index on (user, lower(name)) settles races the check above cannot. */
  private async flushUnique(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictException(PROMPT_MESSAGES.nameTaken);
      }
      throw error;
    }
  }
}

/** ILIKE with the name taken literally (a `%` or `_` in a name is not a wildcard). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
