import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { complianceChecklist, DEFAULT_CHECKLIST_STANDARD, DEFAULT_COMPLIANCE_CONTEXT, type ChecklistStandard, type Finding } from '@promptforge/prompt-engine';
import { EnginePool } from '../../engine/engine-pool.service';
import { PromptVersion } from '../prompts/prompt-version.entity';
import { Prompt } from '../prompts/prompt.entity';
import { User } from '../users/user.entity';
import { SECURITY_API_MESSAGES, type AnalyzeTextDto, type ChecklistItemDto, type SecurityAnalysisDto, type SecurityCheckDto } from './dto/security.dto';
import { SecurityCheck, type StoredRisk } from './security-check.entity';

/** History rows returned by GET /api/security/checks (newest first). */
export const SECURITY_HISTORY_LIMIT = 100;

@Injectable()
export class SecurityService {
  constructor(
    private readonly em: EntityManager,
    private readonly engine: EnginePool,
  ) {}

  /** Scans the text on an engine worker, saves the result (segments masked) to the history and returns it whole. */
  async analyze(userId: string, dto: AnalyzeTextDto): Promise<SecurityAnalysisDto> {
    const textType = dto.text_type ?? 'prompt';
    const context = dto.context ?? DEFAULT_COMPLIANCE_CONTEXT;
    if (dto.prompt_version !== undefined && dto.prompt_id === undefined) throw new BadRequestException(SECURITY_API_MESSAGES.promptVersionWithoutPrompt);
    const em = this.em.fork();
    let prompt: Prompt | null = null;
    let promptVersion: number | null = null;
    if (dto.prompt_id) {
      prompt = await em.findOne(Prompt, { id: dto.prompt_id, user: userId });
      if (!prompt) throw new NotFoundException(SECURITY_API_MESSAGES.promptNotFound);
      promptVersion = dto.prompt_version ?? prompt.currentVersion;
      if (!(await em.count(PromptVersion, { prompt, version: promptVersion }))) throw new NotFoundException(SECURITY_API_MESSAGES.versionNotFound(promptVersion));
    }
    const result = await this.engine.run('analyzeSecurity', { text: dto.text_content, context }, { userId });
    const check = em.create(SecurityCheck, {
      user: em.getReference(User, userId),
      textType,
      context,
      overallScore: result.overall_score,
      summary: result.summary,
      detectedRisks: result.detected_risks.map(maskRisk),
      complianceSuggestions: result.compliance_suggestions,
      counts: result.counts,
      piiDetected: result.pii_detected,
      biasDetected: result.bias_detected,
      textLength: dto.text_content.length,
      prompt,
      promptVersion,
    });
    await em.persist(check).flush();
    return {
      id: check.id,
      overall_score: result.overall_score,
      detected_risks: result.detected_risks,
      compliance_suggestions: result.compliance_suggestions,
      summary: result.summary,
      counts: result.counts,
      pii_detected: result.pii_detected,
      bias_detected: result.bias_detected,
      text_type: textType,
      context,
      prompt_id: prompt?.id ?? null,
      prompt_version: promptVersion,
    };
  }

  async history(userId: string): Promise<SecurityCheckDto[]> {
    const rows = await this.em.fork().find(SecurityCheck, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: SECURITY_HISTORY_LIMIT, populate: ['prompt'] });
    return rows.map(toCheckDto);
  }

  async get(userId: string, id: string): Promise<SecurityCheckDto> {
    const row = await this.em.fork().findOne(SecurityCheck, { id, user: userId }, { populate: ['prompt'] });
    if (!row) throw new NotFoundException(SECURITY_API_MESSAGES.checkNotFound);
    return toCheckDto(row);
  }

  checklist(standard: ChecklistStandard = DEFAULT_CHECKLIST_STANDARD): ChecklistItemDto[] {
    return complianceChecklist(standard);
  }
}

/**
 * The stored form of a finding: personal data and credentials keep their first and last characters only
 * (`52*********25`, `sk***23`), so the history shows what was found without keeping it.
 */
export function maskRisk(finding: Finding): StoredRisk {
  const { severity, type, detector, category, description, segment, start, end, confidence, suggestion } = finding;
  return { severity, type, detector, category, description, segment: category === 'pii' || category === 'secret' ? maskSegment(segment) : segment, start, end, confidence, suggestion };
}

export function maskSegment(segment: string): string {
  const chars = [...segment];
  if (chars.length <= 4) return '*'.repeat(chars.length);
  const keep = chars.length >= 12 ? 2 : 1;
  return chars.slice(0, keep).join('') + '*'.repeat(Math.min(chars.length - 2 * keep, 24)) + chars.slice(-keep).join('');
}

function toCheckDto(row: SecurityCheck): SecurityCheckDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    textType: row.textType,
    context: row.context,
    overallScore: row.overallScore,
    summary: row.summary,
    detectedRisks: row.detectedRisks as SecurityCheckDto['detectedRisks'],
    complianceSuggestions: row.complianceSuggestions,
    counts: row.counts,
    piiDetected: row.piiDetected,
    biasDetected: row.biasDetected,
    textLength: row.textLength,
    promptId: row.prompt?.id ?? null,
    promptName: row.prompt?.name ?? null,
    promptVersion: row.promptVersion ?? null,
  };
}
