import type { RuleActivation, RuleTargetSoftware } from '@promptforge/prompt-engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleTemplateCategory, RuleTemplateDto } from './dto/rule.dto';

/** When the templates were last revised (they change only with a release). */
const REVISED = new Date('2026-11-24T00:00:00.000Z');

interface TemplateMeta {
  id: string;
  name: string;
  description: string;
  targetSoftware: RuleTargetSoftware;
  category: RuleTemplateCategory;
  activation: RuleActivation;
  globs: string[];
}

/** The 12 built-in templates (tool spec §3); their text is in `templates/<id>.md`, written for this product. */
const META: TemplateMeta[] = [
  { id: 'typescript', name: 'TypeScript Standards', description: 'Strict compiler settings, precise types, error handling and async discipline for TypeScript 5 codebases.', targetSoftware: 'cursor.ai', category: 'Development', activation: 'globs', globs: ['**/*.ts', '**/*.tsx'] },
  { id: 'react', name: 'React 19 Components', description: 'Function components, state and effects done right, React 19 actions, accessibility and testing with Testing Library.', targetSoftware: 'cursor.ai', category: 'Frontend', activation: 'globs', globs: ['**/*.tsx', '**/*.jsx'] },
  { id: 'python', name: 'Python 3.12+ Projects', description: 'uv, Ruff and strict typing, Pydantic at the boundaries, asyncio TaskGroups, pytest and safe defaults.', targetSoftware: 'cursor.ai', category: 'Backend', activation: 'globs', globs: ['**/*.py'] },
  { id: 'nextjs', name: 'Next.js App Router', description: 'Server and client components, explicit caching, Server Actions with validation, and performance for Next.js 15+.', targetSoftware: 'cursor.ai', category: 'Full-stack', activation: 'globs', globs: ['app/**', 'src/app/**', 'next.config.ts'] },
  { id: 'javascript', name: 'Modern JavaScript', description: 'ES2023+ idioms, async error handling, safe DOM work and JSDoc type checks for plain JavaScript.', targetSoftware: 'cursor.ai', category: 'JavaScript', activation: 'globs', globs: ['**/*.js', '**/*.mjs'] },
  { id: 'php', name: 'PHP 8.3+ Applications', description: 'strict_types, readonly value objects, enums, PHPStan, prepared statements and secure defaults for PHP 8.3+.', targetSoftware: 'cursor.ai', category: 'Backend', activation: 'globs', globs: ['**/*.php'] },
  { id: 'nodejs', name: 'Node.js Services', description: 'Node.js LTS services: built-ins first, validated config, timeouts, graceful shutdown, streams and security.', targetSoftware: 'cursor.ai', category: 'Backend', activation: 'always', globs: [] },
  { id: 'vue3', name: 'Vue.js 3 Composition API', description: 'script setup with TypeScript, reactivity rules, composables, Pinia and Vue 3.5 features.', targetSoftware: 'cursor.ai', category: 'Frontend', activation: 'globs', globs: ['**/*.vue'] },
  { id: 'windsurf', name: 'Windsurf Cascade Workflow', description: 'How Cascade plans, edits, runs commands and verifies its work in this repository, with rule triggers explained.', targetSoftware: 'windsurf', category: 'AI Development', activation: 'always', globs: [] },
  { id: 'roo-code', name: 'Roo Code Modes and Tools', description: 'What each Roo Code mode does, safe tool use, per-mode rule folders and how to finish a task.', targetSoftware: 'roo code', category: 'AI Development', activation: 'always', globs: [] },
  { id: 'cline', name: 'Cline Plan and Act', description: 'Plan before Act, precise file edits, approval for risky commands, context and memory bank hygiene for Cline.', targetSoftware: 'cline', category: 'AI Development', activation: 'always', globs: [] },
  { id: 'universal', name: 'Universal Coding Standards', description: 'Language-neutral standards for any assistant: small changes, clear design, tests, version control and security.', targetSoftware: 'other', category: 'Universal', activation: 'always', globs: [] },
];

export const RULE_TEMPLATES: RuleTemplateDto[] = META.map((meta) => ({
  ...meta,
  content: readFileSync(join(__dirname, 'templates', `${meta.id}.md`), 'utf8'),
  createdAt: REVISED,
  updatedAt: REVISED,
}));
