// Prompt DNA: the structure patterns a prompt uses (and how fully), the words that help or hurt it, its dominant
// traits, and the beneficial patterns it lacks ("improvement genes").

import { type Inspection, inspectPrompt } from './analyze';
import type { CheckId } from './checks';
import { detectTaskType } from './task-types';
import { FILLER_PHRASES, FORMAT_TERMS, PERSONA_TERMS, RULE_TERMS, TASK_VERBS, VAGUE_REPLACEMENTS, VAGUE_WORDS } from './text/lexicon';
import { findPhrases, humanList, quote, wordsOf } from './text/match';
import {
  findExamples,
  findInputData,
  findOutputFormat,
  findRole,
  findTaskVerb,
  numberedSteps,
  sectionCount,
  stepByStepCues,
} from './text/signals';
import { FILLER_WORDS } from './checks/efficiency-checks';
import type { DnaRequest, DnaResult, KeywordCategory, KeywordImpact, StructurePattern, StructurePatternId } from './types';
import { assertValid, validateDnaRequest } from './validation';

/** Shares of the genetic score: the analysis' overall score, pattern coverage, helpful-vs-harmful keyword balance. */
const GENETIC_WEIGHTS = { overall: 0.5, patterns: 0.3, keywords: 0.2 } as const;

const DOMAIN_CUES: Readonly<Record<string, readonly string[]>> = {
  software: ['code', 'function', 'api', 'bug', 'python', 'javascript', 'typescript', 'database', 'deploy', 'server', 'repository', 'sql', 'refactor', 'endpoint'],
  marketing: ['marketing', 'campaign', 'seo', 'brand', 'ad', 'ads', 'copy', 'conversion', 'newsletter', 'landing', 'social', 'audience', 'slogan'],
  'customer support': ['customer', 'support', 'ticket', 'tickets', 'refund', 'complaint', 'helpdesk', 'agent', 'reply'],
  education: ['student', 'students', 'lesson', 'teacher', 'course', 'quiz', 'curriculum', 'learn', 'learning', 'exam'],
  legal: ['contract', 'legal', 'clause', 'law', 'compliance', 'gdpr', 'lgpd', 'liability', 'agreement', 'court'],
  healthcare: ['patient', 'patients', 'medical', 'clinical', 'health', 'symptom', 'symptoms', 'diagnosis', 'doctor', 'treatment'],
  finance: ['finance', 'financial', 'budget', 'revenue', 'invoice', 'accounting', 'investment', 'tax', 'stock', 'portfolio'],
  data: ['data', 'dataset', 'csv', 'analytics', 'metrics', 'dashboard', 'json', 'spreadsheet', 'columns'],
  'creative writing': ['story', 'poem', 'novel', 'fiction', 'character', 'plot', 'lyrics', 'haiku'],
};

/** Domains where working step by step measurably helps (multi-step reasoning, high cost of error). */
const REASONING_DOMAINS = new Set(['software', 'legal', 'healthcare', 'finance', 'data']);

interface PatternReading {
  pattern: StructurePatternId;
  present: boolean;
  effectiveness: number;
  description: string;
  /** Whether this prompt would benefit from the pattern. */
  beneficial: boolean;
  /** How to add the pattern, for improvement genes. */
  gene: string;
}

export function analyzeDna(request: DnaRequest): DnaResult {
  assertValid(validateDnaRequest(request));
  const inspection = inspectPrompt(request.promptContent, request.systemPrompt ?? '');
  const domain = request.domain?.trim() || inferDomain(inspection.doc.text);
  const patterns = readPatterns(inspection, domain);
  const keywordImpact = keywordImpactOf(inspection);

  const beneficial = patterns.filter((pattern) => pattern.beneficial);
  const patternCoverage = beneficial.reduce((sum, pattern) => sum + (pattern.present ? pattern.effectiveness : 0), 0) / beneficial.length;
  const helpful = keywordImpact.filter((keyword) => keyword.impact === 'positive').length;
  const harmful = keywordImpact.length - helpful;
  const keywordBalance = helpful + harmful === 0 ? 50 : (100 * helpful) / (helpful + harmful);

  return {
    overallGeneticScore: Math.round(
      GENETIC_WEIGHTS.overall * inspection.scores.overall +
        GENETIC_WEIGHTS.patterns * patternCoverage +
        GENETIC_WEIGHTS.keywords * keywordBalance,
    ),
    dominantTraits: dominantTraits(inspection),
    keywordImpact,
    structurePatterns: patterns
      .filter((pattern) => pattern.present)
      .map(({ pattern, effectiveness, description }): StructurePattern => ({ pattern, effectiveness, description, domain })),
    improvementGenes: beneficial.filter((pattern) => !pattern.present).map((pattern) => pattern.gene),
    domain,
    engine: 'offline',
  };
}

/** The domain whose cue words appear most often (distinct words), or 'general'. Ties go to the first listed. */
export function inferDomain(text: string): string {
  const words = new Set(wordsOf(text));
  let best = 'general';
  let bestScore = 0;
  for (const [domain, cues] of Object.entries(DOMAIN_CUES)) {
    const score = cues.filter((cue) => words.has(cue)).length;
    if (score > bestScore) {
      best = domain;
      bestScore = score;
    }
  }
  return bestScore >= 2 ? best : 'general';
}

function score(inspection: Inspection, id: CheckId): number {
  return inspection.results.find(({ check }) => check.id === id)?.finding.score ?? 0;
}

function readPatterns(inspection: Inspection, domain: string): PatternReading[] {
  const { doc } = inspection;
  const taskType = detectTaskType(doc.instructions).type;
  const role = findRole(doc);
  const verb = findTaskVerb(doc);
  const format = findOutputFormat(doc);
  const examples = findExamples(doc);
  const cues = stepByStepCues(doc);
  const steps = numberedSteps(doc);
  const sections = sectionCount(doc);
  const input = findInputData(doc);
  const formatWords = [...format.shapes, ...format.lengths];

  return [
    {
      pattern: 'role-task-format',
      present: Boolean(role && verb?.imperative && formatWords.length > 0),
      effectiveness: Math.round((100 * (score(inspection, 'role') + score(inspection, 'task-verb') + score(inspection, 'output-format'))) / 3),
      description: `Role ${quote(role?.phrase ?? '')}, task ${quote(verb?.verb ?? '')}, output ${humanList(formatWords.slice(0, 3).map(quote))}: the model knows who it is, what to do and what to return.`,
      beneficial: true,
      gene: 'Role → task → format: open with a specific role, give the task as one imperative, then state the output format. Example: "You are a senior support analyst. Classify the ticket below. Return JSON: {"label": …}".',
    },
    {
      pattern: 'few-shot',
      present: examples.blocks >= 2,
      effectiveness: Math.min(100, 40 + 20 * examples.blocks),
      description: `${examples.blocks} worked examples show the exact input → output mapping to imitate.`,
      beneficial: ['classification', 'extraction', 'data transformation', 'creative writing'].includes(taskType) || examples.blocks === 1,
      gene: `Few-shot examples: add 2–3 input/output pairs${taskType === 'general' ? '' : ` typical of ${taskType}`} so the model copies the labels, format and style exactly.`,
    },
    {
      pattern: 'step-by-step',
      present: cues.length > 0,
      effectiveness: Math.min(100, 70 + (steps >= 2 ? 20 : 0) + (formatWords.length > 0 ? 10 : 0)),
      description: `Asks for ordered reasoning (${cues.map(quote).join(', ')}) before the answer.`,
      beneficial: ['analysis', 'code', 'Q&A'].includes(taskType) || REASONING_DOMAINS.has(domain),
      gene: `Step-by-step reasoning: ${domain === 'general' ? 'multi-step tasks' : `${domain} tasks`} are answered more reliably when the model works through the problem first. Example: "Work through the problem step by step, then give the final answer on its own line."`,
    },
    {
      pattern: 'delimited-input',
      present: input.delimitedBlocks > 0,
      effectiveness: Math.round(100 * score(inspection, 'delimiters')),
      description: `Input data sits between delimiters (${input.dataBlocks} block${input.dataBlocks === 1 ? '' : 's'}), so it cannot be read as instructions.`,
      beneficial: input.present,
      gene: 'Delimited input: put the data between """ … """ or <input> … </input> so instructions and data cannot mix (this also blunts prompt injection).',
    },
    {
      pattern: 'numbered-steps',
      present: steps >= 2,
      effectiveness: Math.min(100, 60 + 10 * steps),
      description: `${steps} numbered steps give the model an explicit order of work.`,
      beneficial: doc.sentences.length >= 4,
      gene: 'Numbered steps: turn the instructions into a numbered list (1. Read … 2. Identify … 3. Return …) so none is skipped.',
    },
    {
      pattern: 'labelled-sections',
      present: sections >= 2,
      effectiveness: Math.min(100, 50 + 10 * sections),
      description: `${sections} labelled sections (headings or "Task:", "Output format:") make the prompt easy to scan and to edit.`,
      beneficial: doc.wordCount >= 120,
      gene: 'Labelled sections: split a long prompt into Role, Task, Input, Output format and Constraints sections.',
    },
  ];
}

const KEYWORD_LIMIT_PER_CATEGORY = 6;

function keywordImpactOf({ doc }: Inspection): KeywordImpact[] {
  const distinct = (phrases: readonly string[]) => [...new Set(findPhrases(doc.instructions, phrases).map((hit) => hit.phrase))];
  const actions = [...new Set(doc.words.filter((word) => TASK_VERBS.has(word)))];
  const entries: Array<[KeywordCategory, string[], 'positive' | 'negative', (word: string) => string]> = [
    ['action', actions, 'positive', (word) => `Keep ${quote(word)}: it names the task directly.`],
    ['format', distinct(FORMAT_TERMS), 'positive', (word) => `Keep ${quote(word)}: it fixes the shape of the answer.`],
    ['constraint', distinct(RULE_TERMS), 'positive', (word) => `Keep ${quote(word)}: it sets a limit the model can check.`],
    ['persona', distinct(PERSONA_TERMS), 'positive', (word) => `Keep ${quote(word)}: it anchors the model's expertise and voice.`],
    ['vague', distinct(VAGUE_WORDS), 'negative', vagueAdvice],
    ['filler', distinct(FILLER_WORDS), 'negative', fillerAdvice],
  ];
  return entries.flatMap(([category, words, impact, suggestion]) =>
    words.slice(0, KEYWORD_LIMIT_PER_CATEGORY).map((word) => ({ word, category, impact, suggestion: suggestion(word) })),
  );
}

function vagueAdvice(word: string): string {
  const replacement = VAGUE_REPLACEMENTS[word];
  if (replacement && /\d/.test(replacement)) return `Replace ${quote(word)} with an exact number, e.g. ${quote(replacement)}.`;
  if (replacement) return `Replace ${quote(word)} with something concrete, e.g. ${quote(replacement)} or a named item.`;
  return `Remove ${quote(word)} or replace it with the exact items, amounts or criteria you mean.`;
}

function fillerAdvice(word: string): string {
  const shorter = FILLER_PHRASES[word];
  return shorter ? `Write ${quote(shorter)} instead of ${quote(word)}.` : `Cut ${quote(word)}: it costs tokens and adds nothing.`;
}

interface Trait {
  name: string;
  strength: number;
}

const TRAIT_THRESHOLD = 0.5;
const MAX_TRAITS = 5;

function dominantTraits(inspection: Inspection): string[] {
  const { doc } = inspection;
  const s = (id: CheckId) => score(inspection, id);
  const failedStrength = (id: CheckId) => {
    const result = inspection.results.find(({ check }) => check.id === id);
    return result && result.finding.applicable && !result.finding.passed ? Math.max(TRAIT_THRESHOLD, 1 - result.finding.score) : 0;
  };
  const examples = findExamples(doc);
  const structured = numberedSteps(doc) >= 2 || sectionCount(doc) >= 2 || findInputData(doc).delimitedBlocks > 0;
  const traits: Trait[] = [
    { name: 'Role-anchored', strength: s('role') },
    { name: 'Action-oriented', strength: s('task-verb') },
    { name: 'Format-explicit', strength: s('output-format') },
    { name: 'Constraint-driven', strength: s('constraints') },
    { name: 'Example-led', strength: examples.blocks > 0 ? 1 : examples.inline > 0 ? 0.6 : 0 },
    { name: 'Structured', strength: structured ? 0.9 : 0 },
    { name: 'Reasoning-guided', strength: stepByStepCues(doc).length > 0 ? 0.8 : 0 },
    { name: 'Templated', strength: doc.variables.uses.length > 0 ? 0.7 : 0 },
    { name: 'Ambiguous', strength: failedStrength('vague-language') },
    { name: 'Conflicted', strength: failedStrength('contradictions') },
    { name: 'Verbose', strength: Math.max(failedStrength('filler'), failedStrength('repetition'), failedStrength('sentence-length')) },
    { name: 'Negatively framed', strength: failedStrength('negative-only') },
    { name: 'Concise', strength: doc.wordCount >= 15 && doc.wordCount <= 150 && s('filler') === 1 && s('repetition') === 1 ? 0.6 : 0 },
  ];
  const dominant = traits
    .filter((trait) => trait.strength >= TRAIT_THRESHOLD)
    .sort((a, b) => b.strength - a.strength)
    .slice(0, MAX_TRAITS)
    .map((trait) => trait.name);
  return dominant.length > 0 ? dominant : ['Minimal'];
}
