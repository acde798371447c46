import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { exportRepository, RULE_NAME_MAX, type EditorTarget, type RuleLintResult } from '@promptforge/prompt-engine';
import { EnginePool } from '../../engine/engine-pool.service';
import type { User } from '../users/user.entity';
import {
  CreateRuleDto,
  ExportRulesResultDto,
  ImportRulesDto,
  ImportRulesResultDto,
  RULE_MESSAGES,
  RuleDto,
  toRuleDto,
  UpdateRuleDto,
} from './dto/rule.dto';
import { Rule } from './rule.entity';

@Injectable()
export class RulesService {
  constructor(
    private readonly em: EntityManager,
    private readonly engine: EnginePool,
  ) {}

  /** The caller's rules, most recently updated first. */
  async list(userId: string): Promise<RuleDto[]> {
    const rules = await this.em.find(Rule, { user: userId }, { orderBy: { updatedAt: 'desc', id: 'asc' } });
    return rules.map(toRuleDto);
  }

  async get(userId: string, id: string): Promise<RuleDto> {
    return toRuleDto(await this.findOwned(userId, id));
  }

  /** Lints text without saving it (on an engine thread: rules run to 100,000 characters). */
  lint(userId: string, content: string): Promise<RuleLintResult> {
    return this.engine.run('lintRule', { content }, { userId });
  }

  async create(userId: string, dto: CreateRuleDto): Promise<RuleDto> {
    await this.assertNameFree(userId, dto.name);
    const lint = await this.lint(userId, dto.content);
    const rule = this.em.create(Rule, {
      user: this.em.getReference<User>('User', userId),
      name: dto.name,
      content: dto.content,
      targetSoftware: dto.target_software ?? 'cursor.ai',
      activation: dto.activation ?? 'always',
      globs: dto.globs ?? [],
      description: dto.description ?? '',
      lint,
    });
    await this.flushUnique();
    return toRuleDto(rule);
  }

  async update(userId: string, id: string, dto: UpdateRuleDto): Promise<RuleDto> {
    const rule = await this.findOwned(userId, id);
    if (dto.name !== undefined && dto.name !== rule.name) {
      if (dto.name.toLowerCase() !== rule.name.toLowerCase()) await this.assertNameFree(userId, dto.name);
      rule.name = dto.name;
    }
    if (dto.content !== undefined && dto.content !== rule.content) {
      rule.lint = await this.lint(userId, dto.content);
      rule.content = dto.content;
    }
    if (dto.target_software !== undefined) rule.targetSoftware = dto.target_software;
    if (dto.activation !== undefined) rule.activation = dto.activation;
    if (dto.globs !== undefined) rule.globs = dto.globs;
    if (dto.description !== undefined) rule.description = dto.description;
    await this.flushUnique();
    return toRuleDto(rule);
  }

  async remove(userId: string, id: string): Promise<void> {
    if ((await this.em.nativeDelete(Rule, { id, user: userId })) === 0) throw new NotFoundException(RULE_MESSAGES.notFound);
  }

  /** The caller's rules (or some of them) as the files each editor reads, laid out as a repository. */
  async export(userId: string, targets: EditorTarget[], ids?: string[]): Promise<ExportRulesResultDto> {
    const where = ids ? { user: userId, id: { $in: ids } } : { user: userId };
    const rules = await this.em.find(Rule, where, { orderBy: { name: 'asc', id: 'asc' } });
    if (ids && rules.length !== new Set(ids).size) throw new NotFoundException(RULE_MESSAGES.notFound);
    return { files: exportRepository(rules, [...new Set(targets)]) };
  }

  /**
   * Rules from uploaded files or an unpacked repository: parsed and linted on an engine thread, then saved in one
   * transaction. A name already taken gets " (2)", " (3)"…
   */
  async import(userId: string, dto: ImportRulesDto): Promise<ImportRulesResultDto> {
    const parsed = await this.engine.run('importRules', { files: dto.files.map(({ path, content }) => ({ path, content })) }, { userId });
    return this.em.transactional(async (em) => {
      const existing = await em.find(Rule, { user: userId }, { fields: ['name'] });
      const taken = new Set(existing.map((rule) => rule.name.toLowerCase()));
      const created = parsed.rules.map((imported, i) => {
        let name = imported.name;
        for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${imported.name.slice(0, RULE_NAME_MAX - 3 - String(n).length)} (${n})`;
        taken.add(name.toLowerCase());
        return em.create(Rule, {
          user: em.getReference<User>('User', userId),
          name,
          content: imported.content,
          targetSoftware: imported.targetSoftware,
          activation: imported.activation,
          globs: imported.globs.slice(0, 50).filter((g) => g.length <= 200),
          description: imported.description,
          lint: parsed.lint[i],
        });
      });
      await em.flush();
      return { created: created.map(toRuleDto), skipped: parsed.skipped };
    });
  }

  private async findOwned(userId: string, id: string): Promise<Rule> {
    const rule = await this.em.findOne(Rule, { id, user: userId });
    if (!rule) throw new NotFoundException(RULE_MESSAGES.notFound);
    return rule;
  }

  private async assertNameFree(userId: string, name: string): Promise<void> {
    if ((await this.em.count(Rule, { user: userId, name: { $ilike: escapeLike(name) } })) > 0) throw new ConflictException(RULE_MESSAGES.nameTaken);
  }

  /** The unique index on (user, lower(name)) settles races the check above cannot. */
  private async flushUnique(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(RULE_MESSAGES.nameTaken);
      throw error;
    }
  }
}

/** ILIKE with the name taken literally (a `%` or `_` in a name is not a wildcard). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
