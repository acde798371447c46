import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DirectSql } from '../../database/direct-sql';
import type { AuthUser } from '../auth/auth-user';
import type { User } from '../users/user.entity';
import { PROMPT_MESSAGES } from './dto/prompt.dto';
import {
  LABEL_MESSAGES,
  LABEL_PATTERN,
  LATEST_LABEL,
  MAX_CUSTOM_LABELS,
  PRODUCTION_LABEL,
  PromptLabelDto,
  PromptLabelEventDto,
  ResolvedPromptDto,
  ResolvePromptQueryDto,
} from './dto/prompt-label.dto';
import { PromptLabelEvent } from './prompt-label-event.entity';
import { PromptLabel } from './prompt-label.entity';
import { PromptVersion } from './prompt-version.entity';
import { Prompt } from './prompt.entity';

/** One resolve answers in one statement: the user's prompt by lower(name) (unique index), its label by (prompt, label). */
export const RESOLVE_SQL = `
  select p.id as prompt_id, p.name, p.llm_model_default, l.label, v.id as version_id, v.version, v.content, v.system_prompt,
         array(select o.label from prompt_labels o where o.version_id = v.id order by o.label) as labels
  from prompts p
  left join prompt_labels l on l.prompt_id = p.id and l.label = any($3::text[])
  left join prompt_versions v on v.id = l.version_id
  where p.user_id = $1 and lower(p.name) = lower($2)
  order by array_position($3::text[], l.label::text) nulls last
  limit 1`;

interface ResolveRow {
  prompt_id: string;
  name: string;
  llm_model_default: string;
  label: string | null;
  version_id: string | null;
  version: number | null;
  content: string | null;
  system_prompt: string | null;
  labels: string[];
}

/**
 * Labels on prompt versions (Langfuse-style): `latest` follows the newest version by itself, `production` and custom
 * labels are moved by the user. Every move writes a {@link PromptLabelEvent}.
 */
@Injectable()
export class PromptLabelsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: DirectSql,
  ) {}

  /** Points `label` at `version`; moving a label onto the version it is on already changes (and records) nothing. */
  async set(auth: AuthUser, promptId: string, label: string, version: number): Promise<PromptLabelDto> {
    return this.em.transactional(async (em) => {
      // The prompt row lock serialises label moves (and saves) of one prompt, so the count below holds.
      const prompt = await this.lockOwned(em, auth.userId, promptId);
      assertSettable(label);
      const target = await em.findOne(PromptVersion, { prompt, version });
      if (!target) {
        throw new BadRequestException(LABEL_MESSAGES.versionMissing(version));
      }
      const existing = await em.findOne(PromptLabel, { prompt, label }, { populate: ['version'] });
      if (existing) {
        if (existing.version.id !== target.id) {
          this.record(em, auth, prompt, label, existing.version.version, target.version);
          existing.version = target;
          existing.updatedAt = new Date();
        }
        await em.flush();
        return toLabelDto(existing, target);
      }
      if (label !== PRODUCTION_LABEL) {
        const custom = await em.count(PromptLabel, { prompt, label: { $nin: [LATEST_LABEL, PRODUCTION_LABEL] } });
        if (custom >= MAX_CUSTOM_LABELS) {
          throw new BadRequestException(LABEL_MESSAGES.tooManyLabels);
        }
      }
      const created = em.create(PromptLabel, { prompt, label, version: target });
      this.record(em, auth, prompt, label, null, target.version);
      await em.flush();
      return toLabelDto(created, target);
    });
  }

  async remove(auth: AuthUser, promptId: string, label: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const prompt = await this.lockOwned(em, auth.userId, promptId);
      assertSettable(label);
      const existing = await em.findOne(PromptLabel, { prompt, label }, { populate: ['version'] });
      if (!existing) {
        throw new NotFoundException(LABEL_MESSAGES.labelNotSet);
      }
      this.record(em, auth, prompt, label, existing.version.version, null);
      em.remove(existing);
      await em.flush();
    });
  }

  /** Every move of the prompt's labels, newest first. */
  async history(userId: string, promptId: string): Promise<PromptLabelEventDto[]> {
    const prompt = await this.em.findOne(Prompt, { id: promptId, user: userId });
    if (!prompt) {
      throw new NotFoundException(PROMPT_MESSAGES.notFound);
    }
    const events = await this.em.find(PromptLabelEvent, { prompt }, { orderBy: { createdAt: 'desc', id: 'asc' }, populate: ['actor'] });
    return events.map((event) => ({
      id: event.id,
      label: event.label,
      fromVersion: event.fromVersion,
      toVersion: event.toVersion,
      actorEmail: event.actor?.email ?? null,
      via: event.via,
      createdAt: event.createdAt,
    }));
  }

  /** The labels of each version of the prompt, keyed by version id, alphabetical. */
  async labelsByVersion(em: EntityManager, prompt: Prompt): Promise<Map<string, string[]>> {
    const labels = await em.find(PromptLabel, { prompt }, { orderBy: { label: 'asc' } });
    const byVersion = new Map<string, string[]>();
    for (const label of labels) {
      const versionId = label.version.id;
      byVersion.set(versionId, [...(byVersion.get(versionId) ?? []), label.label]);
    }
    return byVersion;
  }

  /** Moves `latest` to the version a save has just written (inside the save's transaction, before its flush). */
  async moveLatest(em: EntityManager, auth: AuthUser, prompt: Prompt, version: PromptVersion, previous: number | null): Promise<void> {
    const existing = previous === null ? null : await em.findOne(PromptLabel, { prompt, label: LATEST_LABEL });
    if (existing) {
      existing.version = version;
      existing.updatedAt = new Date();
    } else {
      em.create(PromptLabel, { prompt, label: LATEST_LABEL, version });
    }
    this.record(em, auth, prompt, LATEST_LABEL, previous, version.version);
  }

  /** The version of the user's prompt `name` that `label` points at (or `latest`'s when asked to fall back). */
  async resolve(userId: string, query: ResolvePromptQueryDto): Promise<ResolvedPromptDto> {
    const label = query.label ?? PRODUCTION_LABEL;
    const wanted = query.fallback === LATEST_LABEL && label !== LATEST_LABEL ? [label, LATEST_LABEL] : [label];
    const [row] = await this.sql.query<ResolveRow>(RESOLVE_SQL, [userId, query.name, wanted]);
    if (!row) {
      throw new NotFoundException(PROMPT_MESSAGES.notFound);
    }
    if (row.version_id === null || row.label === null || row.version === null || row.content === null) {
      throw new NotFoundException(LABEL_MESSAGES.noLabelledVersion(label));
    }
    return {
      promptId: row.prompt_id,
      name: row.name,
      content: row.content,
      systemPrompt: row.system_prompt,
      version: row.version,
      versionId: row.version_id,
      labels: row.labels,
      resolvedLabel: row.label,
      model: row.llm_model_default,
    };
  }

  private record(em: EntityManager, auth: AuthUser, prompt: Prompt, label: string, fromVersion: number | null, toVersion: number | null): void {
    em.create(PromptLabelEvent, { prompt, label, fromVersion, toVersion, actor: em.getReference<User>('User', auth.userId), via: auth.via });
  }

  private async lockOwned(em: EntityManager, userId: string, id: string): Promise<Prompt> {
    const prompt = await em.findOne(Prompt, { id, user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!prompt) {
      throw new NotFoundException(PROMPT_MESSAGES.notFound);
    }
    return prompt;
  }
}

/**
 * A label the user may set or remove. Checked after the prompt is found, so that another user's prompt answers 404
 * whatever the label, exactly like a missing one.
 */
function assertSettable(label: string): void {
  if (!LABEL_PATTERN.test(label)) {
    throw new BadRequestException(LABEL_MESSAGES.labelInvalid);
  }
  if (label === LATEST_LABEL) {
    throw new BadRequestException(LABEL_MESSAGES.latestIsAutomatic);
  }
}

function toLabelDto(label: PromptLabel, version: PromptVersion): PromptLabelDto {
  return { label: label.label, version: version.version, versionId: version.id, updatedAt: label.updatedAt };
}
