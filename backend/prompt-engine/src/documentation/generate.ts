// The offline documentation generator: builds a structured markdown document of one of six types from the facts
// extracted from the source text (extract.ts) and the configuration. Deterministic: the same request always gives the
// same document. Where the source does not state something, the section says so and marks it 'to define'.

import { stringify } from 'yaml';
import {
  ARCHITECTURE_APPROACHES,
  DETAIL_LEVELS,
  DOCUMENT_TYPES,
  DOCUMENTATION_MESSAGES,
  PRD_SECTIONS,
  SPEC_FORMATS,
  SYSTEM_MESSAGE_PERSONAS,
  SYSTEM_MESSAGE_TONES,
  TECH_ANALYSIS_TYPES,
  TO_DEFINE,
  defaultConfig,
  type ArchitectureApproach,
  type DetailLevel,
  type DocumentConfig,
  type DocumentType,
  type PrdSection,
  type SpecFormat,
  type SystemMessagePersona,
  type SystemMessageTone,
  type TechAnalysisType,
} from './constants';
import { actorIn, extractFacts, type Feature, type ProductFacts } from './extract';

export interface GenerateDocumentRequest {
  documentType: DocumentType;
  title: string;
  source: string;
  config?: DocumentConfig;
}

export interface GeneratedDocument {
  content_markdown: string;
  /** The configuration after defaults were applied (what was generated). */
  config: Required<Pick<DocumentConfig, 'detail_level'>> & DocumentConfig;
}

export class DocumentationInputError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
    this.name = 'DocumentationInputError';
  }
}

const PRD_SECTION_TITLES: Record<PrdSection, string> = {
  introduction: 'Introduction',
  problem_statement: 'Problem Statement',
  user_stories: 'User Stories',
  requirements: 'Requirements',
  acceptance_criteria: 'Acceptance Criteria',
  technical_requirements: 'Technical Requirements',
  dependencies: 'Dependencies',
  success_metrics: 'Success Metrics',
  future_scope: 'Future Scope',
};

const missing = (what: string) => `_${capitalize(TO_DEFINE)}: the source does not state ${what}._`;

function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, name: string, errors: string[]): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !values.includes(value as T)) {
    errors.push(`${name} must be one of: ${values.join(', ')}`);
    return undefined;
  }
  return value as T;
}

function listOf<T extends string>(values: readonly T[], value: unknown, name: string, errors: string[]): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !values.includes(item as T))) {
    errors.push(`${name} must be a list of: ${values.join(', ')}`);
    return undefined;
  }
  return values.filter((known) => (value as string[]).includes(known));
}

/** Checks a request as it arrives (API, CLI); returns the messages of what is wrong, in a fixed order. */
export function validateDocumentRequest(request: { document_type?: unknown; title?: unknown; source_prompt_content?: unknown; config_options?: unknown }): string[] {
  const errors: string[] = [];
  if (typeof request.source_prompt_content !== 'string' || request.source_prompt_content.trim() === '') errors.push(DOCUMENTATION_MESSAGES.sourceRequired);
  if (typeof request.title !== 'string' || request.title.trim() === '') errors.push(DOCUMENTATION_MESSAGES.titleRequired);
  if (!DOCUMENT_TYPES.includes(request.document_type as DocumentType)) errors.push(DOCUMENTATION_MESSAGES.typeInvalid);
  normalizeConfig('PRD', request.config_options, errors);
  return errors;
}

/** The type's spec defaults with the given options over them; unknown keys are ignored, bad values reported. */
export function normalizeConfig(type: DocumentType, raw: unknown, errors: string[] = []): GeneratedDocument['config'] {
  const options = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) errors.push('config_options must be an object');
  const given: DocumentConfig = {
    prd_sections: listOf(PRD_SECTIONS, options.prd_sections, 'prd_sections', errors),
    detail_level: oneOf(DETAIL_LEVELS, options.detail_level, 'detail_level', errors),
    architecture_approach: oneOf(ARCHITECTURE_APPROACHES, options.architecture_approach, 'architecture_approach', errors),
    spec_format: oneOf(SPEC_FORMATS, options.spec_format, 'spec_format', errors),
    system_message_tone: oneOf(SYSTEM_MESSAGE_TONES, options.system_message_tone, 'system_message_tone', errors),
    system_message_persona: oneOf(SYSTEM_MESSAGE_PERSONAS, options.system_message_persona, 'system_message_persona', errors),
    tech_analysis_types: listOf(TECH_ANALYSIS_TYPES, options.tech_analysis_types, 'tech_analysis_types', errors),
  };
  if (options.include_examples !== undefined && options.include_examples !== null) {
    if (typeof options.include_examples !== 'boolean') errors.push('include_examples must be a boolean');
    else given.include_examples = options.include_examples;
  }
  const merged: DocumentConfig = { ...defaultConfig(type) };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return { detail_level: 'balanced', ...merged } as GeneratedDocument['config'];
}

/** Generates the document; throws DocumentationInputError with the spec's messages on bad input. */
export function generateDocument(request: GenerateDocumentRequest): GeneratedDocument {
  const errors = validateDocumentRequest({ document_type: request.documentType, title: request.title, source_prompt_content: request.source, config_options: request.config });
  if (errors.length > 0) throw new DocumentationInputError(errors);
  const config = normalizeConfig(request.documentType, request.config);
  const facts = extractFacts(request.source);
  const title = request.title.trim();
  const body = WRITERS[request.documentType](facts, config, title);
  const content = `# ${title}\n\n_${DOCUMENT_TYPE_LABELS[request.documentType]}${productLabel(facts)}_\n\n${body.trim()}\n`;
  return { content_markdown: content.replace(/\n{3,}/g, '\n\n'), config };
}

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  PRD: 'Product Requirements Document',
  Architecture: 'Architecture Document',
  Specs: 'Technical Specification',
  SystemMessage: 'System Message',
  API: 'API Reference',
  TechStack: 'Tech Stack Analysis',
};

function productLabel(facts: ProductFacts): string {
  return facts.productName ? ` for ${facts.productName}` : '';
}

const productOf = (facts: ProductFacts) => facts.productName ?? 'the product';

type Writer = (facts: ProductFacts, config: GeneratedDocument['config'], title: string) => string;

const WRITERS: Record<DocumentType, Writer> = {
  PRD: writePrd,
  Architecture: writeArchitecture,
  Specs: writeSpecs,
  SystemMessage: writeSystemMessage,
  API: writeApiReference,
  TechStack: writeTechStack,
};

// ---------------------------------------------------------------- helpers over facts

function featureLabel(feature: Feature): string {
  return `${feature.verb} ${feature.object}`;
}

function article(word: string): string {
  return /^(?:[aeio]|u(?!s|ni))/i.test(word) ? 'an' : 'a';
}

function bullets(items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function table(headers: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n');
}

function plural(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

function snake(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'item';
}

function pascal(text: string): string {
  return snake(text).split('_').map(capitalize).join('');
}

/** Resources a product manages: the distinct main nouns of its features. */
function resourcesOf(facts: ProductFacts): string[] {
  return [...new Set(facts.features.map((feature) => feature.noun))].filter((noun) => /^[a-z][a-z0-9]*$/.test(snake(noun)) && snake(noun).length >= 3).slice(0, 6);
}

function sentenceList(items: string[], what: string, limit: number): string {
  return items.length > 0 ? bullets(items.slice(0, limit)) : missing(what);
}

function depth(level: DetailLevel): { items: number; subsections: boolean; tables: boolean; single: boolean } {
  if (level === 'high') return { items: 3, subsections: false, tables: false, single: true };
  if (level === 'detailed') return { items: 12, subsections: true, tables: true, single: false };
  return { items: 6, subsections: false, tables: false, single: false };
}

function joinProse(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------- PRD

function writePrd(facts: ProductFacts, config: GeneratedDocument['config'], _title: string): string {
  const sections = config.prd_sections ?? [];
  const level = depth(config.detail_level);
  const parts = PRD_SECTIONS.filter((section) => sections.includes(section)).map((section) => `## ${PRD_SECTION_TITLES[section]}\n\n${PRD_WRITERS[section](facts, level).trim()}`);
  if (parts.length === 0) return missing('which sections to write (no PRD section was selected)');
  if (facts.questions.length > 0) parts.push(`## Open Questions\n\n${level.single ? facts.questions.join(' ') : bullets(facts.questions)}`);
  return parts.join('\n\n');
}

type Depth = ReturnType<typeof depth>;

const PRD_WRITERS: Record<PrdSection, (facts: ProductFacts, level: Depth) => string> = {
  introduction(facts, level) {
    const who = facts.actors.length > 0 ? `It serves ${joinProse(facts.actors.map(plural))}.` : `Its users are ${TO_DEFINE}.`;
    const what = facts.features.length > 0 ? `It lets them ${joinProse(facts.features.slice(0, 3).map(featureLabel))}.` : `Its capabilities are ${TO_DEFINE}.`;
    const summary = facts.summary ?? `${capitalize(productOf(facts))} is described by the source without a one-line summary (${TO_DEFINE}).`;
    const paragraph = `${summary} ${who} ${what}`;
    if (level.single) return paragraph;
    const scope = facts.technologies.length > 0 ? `\n\nNamed technologies: ${facts.technologies.map((t) => t.name).join(', ')}.` : '';
    return `${paragraph}${scope}${level.subsections ? `\n\n### Scope\n\n${facts.features.length > 0 ? bullets(facts.features.slice(0, level.items).map(featureLabel)) : missing('the scope')}` : ''}`;
  },
  problem_statement(facts, level) {
    if (facts.problems.length === 0) {
      return `${missing('the problem this solves or who has it')} Ask the product owner which pain the features below remove and how it is handled today.`;
    }
    if (level.single) return facts.problems.slice(0, 2).join(' ');
    return `The source states these problems:\n\n${bullets(facts.problems.slice(0, level.items))}${level.subsections && facts.goals.length > 0 ? `\n\n### Desired outcome\n\n${bullets(facts.goals.slice(0, level.items))}` : ''}`;
  },
  user_stories(facts, level) {
    const actors = facts.actors.length > 0 ? facts.actors : [];
    if (facts.features.length === 0) return missing('what users can do (no feature was found)');
    const goalOf = (feature: Feature) => {
      const stated = /\b(?:so that|in order to) (.+?)[.!]?$/i.exec(feature.source)?.[1];
      return stated ? stated.replace(/[.!]$/, '') : `the benefit is clear (${TO_DEFINE})`;
    };
    const stories = facts.features.slice(0, level.items).map((feature, index) => {
      const actor = actorIn(feature.source, actors) ?? (actors.length > 0 ? actors[index % actors.length] : `user (${TO_DEFINE}: which role)`);
      return `As ${article(actor)} ${actor}, I want to ${featureLabel(feature)} so that ${goalOf(feature)}.`;
    });
    if (level.single) return stories.slice(0, 2).join(' ');
    if (level.tables) {
      return table(['ID', 'Story', 'Priority'], stories.map((story, index) => [`US-${index + 1}`, story, index < 3 ? 'Must' : 'Should']));
    }
    return stories.map((story, index) => `${index + 1}. ${story}`).join('\n');
  },
  requirements(facts, level) {
    const functional = facts.features.map((feature) => `The system shall let ${feature.source.match(/\b(users?|admins?|customers?)\b/i)?.[0]?.toLowerCase() ?? 'the user'} ${featureLabel(feature)}; verified when the action completes and its result is visible to the user.`);
    const constraints = facts.constraints.map((constraint) => `The system shall respect: "${constraint.replace(/[.]$/, '')}"; verified by a test that breaks the rule and expects a refusal.`);
    const all = [...functional, ...constraints];
    if (all.length === 0) return missing('any requirement (no feature or constraint was found)');
    if (level.single) return `${all.length} requirements follow from the source; the first: ${all[0]}`;
    const numbered = all.slice(0, level.items * 2).map((requirement, index) => `**REQ-${String(index + 1).padStart(3, '0')}** ${requirement}`);
    if (!level.subsections) return numbered.join('\n\n');
    const f = numbered.slice(0, Math.min(functional.length, numbered.length));
    const c = numbered.slice(f.length);
    return `### Functional\n\n${f.join('\n\n') || missing('functional requirements')}\n\n### Constraints\n\n${c.join('\n\n') || missing('constraints')}`;
  },
  acceptance_criteria(facts, level) {
    if (facts.features.length === 0) return missing('behaviour to accept (no feature was found)');
    const criteria = facts.features.slice(0, level.items).map((feature, index) => {
      const actor = actorIn(feature.source, facts.actors) ?? facts.actors[index % Math.max(1, facts.actors.length)] ?? 'user';
      return `**Scenario ${index + 1}: ${capitalize(featureLabel(feature))}**\n\n- **Given** a signed-in ${actor}\n- **When** they ${featureLabel(feature)}\n- **Then** the ${feature.noun} reflects the change and a confirmation is shown`;
    });
    const negative = facts.constraints.slice(0, level.single ? 0 : Math.ceil(level.items / 2)).map(
      (constraint, index) => `**Scenario ${criteria.length + index + 1}: Constraint holds**\n\n- **Given** the rule "${constraint.replace(/[.]$/, '')}"\n- **When** an action would break it\n- **Then** the system refuses it and explains why`,
    );
    if (level.single) return criteria[0];
    return [...criteria, ...negative].join('\n\n');
  },
  technical_requirements(facts, level) {
    const techs = facts.technologies;
    const numbers = facts.numbers.filter((n) => /ms|second|minute|%|users?|requests?|rps|[kmg]b/i.test(n.value));
    if (techs.length === 0 && numbers.length === 0) return missing('the technologies or performance targets');
    if (level.single) return `Technologies named: ${techs.map((t) => t.name).join(', ') || TO_DEFINE}. Targets: ${numbers.map((n) => n.context).join('; ') || TO_DEFINE}.`;
    const techPart = techs.length > 0 ? (level.tables ? table(['Technology', 'Category'], techs.map((t) => [t.name, t.category])) : bullets(techs.map((t) => `${t.name} (${t.category})`))) : missing('the technologies');
    const numberPart = numbers.length > 0 ? bullets(numbers.map((n) => n.context)) : missing('performance targets');
    return level.subsections ? `### Stack\n\n${techPart}\n\n### Performance and limits\n\n${numberPart}` : `${techPart}\n\n${numberPart}`;
  },
  dependencies(facts, level) {
    const external = facts.technologies.filter((t) => t.category === 'service' || t.category === 'infrastructure' || t.category === 'database');
    if (external.length === 0) return missing('external services or systems the product depends on');
    if (level.single) return `The product depends on ${joinProse(external.map((t) => t.name))}.`;
    return level.tables ? table(['Dependency', 'Kind', 'Risk if unavailable'], external.map((t) => [t.name, t.category, `features that use ${t.name} stop`])) : bullets(external.map((t) => `${t.name} (${t.category})`));
  },
  success_metrics(facts, level) {
    const metrics = facts.numbers.map((n) => `${n.context} (stated target)`);
    const goals = facts.goals.slice(0, level.items).map((goal) => `"${goal.replace(/[.]$/, '')}": metric ${TO_DEFINE}`);
    if (metrics.length === 0 && goals.length === 0) return `${missing('any measurable target')}\n\n- Adoption: ${TO_DEFINE}\n- Task success rate: ${TO_DEFINE}\n- Time to complete the main task: ${TO_DEFINE}`;
    if (level.single) return `${metrics.length > 0 ? `Targets from the source: ${metrics.slice(0, 3).join('; ')}.` : `No number is stated: targets are ${TO_DEFINE}.`}`;
    if (level.tables) return table(['Metric', 'Target'], [...facts.numbers.map((n) => [n.context, n.value]), ...goals.map((g) => [g, TO_DEFINE])]);
    return bullets([...metrics, ...goals]);
  },
  future_scope(facts, level) {
    const later = facts.sentences.filter((s) => /\b(later|future|eventually|phase 2|v2|next version|roadmap|nice to have|could also|might)\b/i.test(s));
    const items = [...later, ...facts.questions.map((q) => `Decide: ${q}`)];
    if (items.length === 0) return missing('what comes after the first release');
    return level.single ? items.slice(0, 2).join(' ') : bullets(items.slice(0, level.items));
  },
};

// ---------------------------------------------------------------- Architecture

interface Component {
  id: string;
  name: string;
  role: string;
}

const APPROACH_LABELS: Record<ArchitectureApproach, string> = {
  microservices: 'Microservices',
  monolithic: 'Monolithic',
  serverless: 'Serverless',
  event_driven: 'Event-driven',
  layered: 'Layered',
};

function datastoreOf(facts: ProductFacts): string {
  return facts.technologies.find((t) => t.category === 'database')?.name ?? `Database (${TO_DEFINE})`;
}

function architectureComponents(facts: ProductFacts, approach: ArchitectureApproach): Component[] {
  const resources = resourcesOf(facts);
  const client: Component = { id: 'client', name: 'Client', role: `the interface ${facts.actors.length > 0 ? `for ${joinProse(facts.actors.map(plural))}` : 'for users'}` };
  const db: Component = { id: 'db', name: datastoreOf(facts), role: 'stores the product data' };
  const domain = resources.length > 0 ? resources : ['core'];
  switch (approach) {
    case 'microservices':
      return [
        client,
        { id: 'gateway', name: 'API Gateway', role: 'routes requests, authenticates callers and applies rate limits' },
        ...domain.map((resource) => ({ id: `svc_${snake(resource)}`, name: `${pascal(resource)} Service`, role: `owns ${plural(resource)} and their data` })),
        ...domain.map((resource) => ({ id: `db_${snake(resource)}`, name: `${pascal(resource)} DB (${datastoreOf(facts).replace(/ \(.*\)$/, '')})`, role: `database private to the ${pascal(resource)} Service` })),
      ];
    case 'monolithic':
      return [
        client,
        { id: 'app', name: 'Application', role: 'one deployable unit serving HTTP' },
        ...domain.map((resource) => ({ id: `mod_${snake(resource)}`, name: `${pascal(resource)} Module`, role: `the ${resource} logic inside the application` })),
        db,
      ];
    case 'serverless':
      return [
        client,
        { id: 'apigw', name: 'Managed API Gateway', role: 'invokes a function per route' },
        ...domain.map((resource) => ({ id: `fn_${snake(resource)}`, name: `${pascal(resource)} Function`, role: `stateless handler for ${plural(resource)}` })),
        { id: 'db', name: facts.technologies.find((t) => t.category === 'database')?.name ?? `Managed database (${TO_DEFINE})`, role: 'managed storage' },
        { id: 'storage', name: 'Object Storage', role: 'files and exports' },
      ];
    case 'event_driven':
      return [
        client,
        { id: 'api', name: 'Command API', role: 'accepts commands and publishes events' },
        { id: 'broker', name: facts.technologies.find((t) => ['Kafka', 'RabbitMQ', 'SQS', 'Redis'].includes(t.name))?.name ?? `Event Broker (${TO_DEFINE})`, role: 'carries events between producers and consumers' },
        ...domain.map((resource) => ({ id: `h_${snake(resource)}`, name: `${pascal(resource)} Handler`, role: `consumes ${resource} events and updates its view` })),
        db,
      ];
    case 'layered':
      return [
        client,
        { id: 'presentation', name: 'Presentation Layer', role: 'controllers and views' },
        { id: 'application', name: 'Application Layer', role: `use cases: ${domain.map((r) => `${r} management`).join(', ')}` },
        { id: 'domain', name: 'Domain Layer', role: `entities: ${domain.map(pascal).join(', ')}` },
        { id: 'infrastructure', name: 'Infrastructure Layer', role: 'persistence and external services' },
        db,
      ];
  }
}

function mermaidId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, '_');
}

function mermaidLabel(text: string): string {
  return text.replace(/["<>]/g, '').replace(/[()[\]{}]/g, ' ').replace(/\s+/g, ' ').trim();
}

function architectureEdges(components: Component[], approach: ArchitectureApproach): Array<[string, string, string]> {
  const ids = (prefix: string) => components.filter((c) => c.id.startsWith(prefix)).map((c) => c.id);
  switch (approach) {
    case 'microservices':
      return [['client', 'gateway', 'HTTPS'], ...ids('svc_').map((id): [string, string, string] => ['gateway', id, 'REST']), ...ids('svc_').map((id): [string, string, string] => [id, `db_${id.slice(4)}`, 'SQL'])];
    case 'monolithic':
      return [['client', 'app', 'HTTPS'], ...ids('mod_').map((id): [string, string, string] => ['app', id, 'call']), ...ids('mod_').map((id): [string, string, string] => [id, 'db', 'SQL'])];
    case 'serverless':
      return [['client', 'apigw', 'HTTPS'], ...ids('fn_').map((id): [string, string, string] => ['apigw', id, 'invoke']), ...ids('fn_').map((id): [string, string, string] => [id, 'db', 'read/write']), [ids('fn_')[0], 'storage', 'files']];
    case 'event_driven':
      return [['client', 'api', 'command'], ['api', 'broker', 'publish'], ...ids('h_').map((id): [string, string, string] => ['broker', id, 'subscribe']), ...ids('h_').map((id): [string, string, string] => [id, 'db', 'project'])];
    case 'layered':
      return [['client', 'presentation', 'HTTPS'], ['presentation', 'application', 'calls'], ['application', 'domain', 'uses'], ['application', 'infrastructure', 'ports'], ['infrastructure', 'db', 'SQL']];
  }
}

export function architectureDiagram(components: Component[], approach: ArchitectureApproach): string {
  const lines = ['flowchart LR'];
  for (const component of components) {
    const shape = component.id === 'db' || component.id.startsWith('db_') ? `[("${mermaidLabel(component.name)}")]` : `["${mermaidLabel(component.name)}"]`;
    lines.push(`  ${mermaidId(component.id)}${shape}`);
  }
  for (const [from, to, label] of architectureEdges(components, approach)) {
    lines.push(`  ${mermaidId(from)} -->|${mermaidLabel(label)}| ${mermaidId(to)}`);
  }
  return lines.join('\n');
}

const TRADE_OFFS: Record<ArchitectureApproach, { pros: string[]; cons: string[] }> = {
  microservices: {
    pros: ['Each service deploys and scales on its own', 'A failure stays inside one service', 'Teams own services end to end'],
    cons: ['Network calls, retries and distributed tracing to run', 'Data consistency across services needs sagas or outboxes', 'More infrastructure than a small team may need'],
  },
  monolithic: {
    pros: ['One deployable, one database transaction across modules', 'Simple local development and debugging', 'Lowest operational cost at the start'],
    cons: ['The whole application scales as one unit', 'Module boundaries erode without discipline', 'A bad deploy affects every feature'],
  },
  serverless: {
    pros: ['No servers to manage; pay per invocation', 'Scales to zero and up with traffic', 'Each function deploys on its own'],
    cons: ['Cold starts add latency', 'Execution time and memory limits per function', 'Vendor lock-in and harder local testing'],
  },
  event_driven: {
    pros: ['Producers and consumers are decoupled', 'New consumers add features without touching producers', 'Absorbs bursts through the broker'],
    cons: ['Eventual consistency: views lag behind commands', 'Ordering, duplicates and replays must be handled', 'Flows are harder to trace end to end'],
  },
  layered: {
    pros: ['Clear separation of concerns', 'The domain is testable without infrastructure', 'Familiar to most teams'],
    cons: ['Changes often cross every layer', 'Risk of anaemic pass-through layers', 'Scales as one unit like a monolith'],
  },
};

function writeArchitecture(facts: ProductFacts, config: GeneratedDocument['config']): string {
  const approach = config.architecture_approach ?? 'microservices';
  const level = depth(config.detail_level);
  const components = architectureComponents(facts, approach);
  const overview = `${APPROACH_LABELS[approach]} architecture for ${productOf(facts)}${facts.features.length > 0 ? `, which must ${joinProse(facts.features.slice(0, 3).map(featureLabel))}` : ''}.${resourcesOf(facts).length === 0 ? ` The domain resources are ${TO_DEFINE}: the source names no feature to derive them from, so one core component stands in.` : ''}`;
  const componentPart = level.tables
    ? table(['Component', 'Responsibility'], components.map((c) => [c.name, c.role]))
    : bullets(components.map((c) => `**${c.name}**: ${c.role}`));
  const flow = architectureEdges(components, approach).map(([from, to, label], index) => `${index + 1}. ${components.find((c) => c.id === from)?.name} → ${components.find((c) => c.id === to)?.name} (${label})`);
  const tradeOffs = TRADE_OFFS[approach];
  const parts = [
    `## Overview\n\n${overview}`,
    `## Components\n\n${componentPart}`,
    `## Data Flow\n\n${(level.single ? flow.slice(0, 3) : flow).join('\n')}`,
    `## Diagram\n\n\`\`\`mermaid\n${architectureDiagram(components, approach)}\n\`\`\``,
    `## Trade-offs\n\n**Benefits**\n\n${bullets(tradeOffs.pros.slice(0, level.single ? 2 : 3))}\n\n**Costs**\n\n${bullets(tradeOffs.cons.slice(0, level.single ? 2 : 3))}`,
  ];
  if (!level.single) {
    parts.push(`## Technology Choices\n\n${facts.technologies.length > 0 ? bullets(facts.technologies.map((t) => `${t.name} (${t.category})`)) : missing('the technologies')}`);
    parts.push(`## Constraints\n\n${sentenceList(facts.constraints, 'constraints', level.items)}`);
  }
  if (level.subsections) {
    parts.push(`## Non-functional Requirements\n\n### Performance\n\n${facts.numbers.length > 0 ? bullets(facts.numbers.map((n) => n.context)) : missing('performance targets')}\n\n### Security\n\nAuthentication at the entry point (${components[1].name}); each component reads only its own data.\n\n### Open Questions\n\n${sentenceList(facts.questions, 'open questions', level.items)}`);
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------- Specs

interface Resource {
  noun: string;
  path: string;
  schema: string;
  table: string;
  verbs: string[];
}

function resourceModels(facts: ProductFacts): Resource[] {
  return resourcesOf(facts).map((noun) => ({
    noun,
    path: `/${snake(plural(noun)).replace(/_/g, '-')}`,
    schema: pascal(noun),
    table: snake(plural(noun)),
    verbs: [...new Set(facts.features.filter((f) => f.noun === noun).map((f) => f.verb))],
  }));
}

function endpointsOf(resource: Resource): Array<{ method: string; path: string; summary: string; status: number }> {
  return [
    { method: 'GET', path: resource.path, summary: `List ${plural(resource.noun)}`, status: 200 },
    { method: 'POST', path: resource.path, summary: `Create a ${resource.noun}`, status: 201 },
    { method: 'GET', path: `${resource.path}/{id}`, summary: `Get one ${resource.noun}`, status: 200 },
    { method: 'PUT', path: `${resource.path}/{id}`, summary: `Update a ${resource.noun}`, status: 200 },
    { method: 'DELETE', path: `${resource.path}/{id}`, summary: `Delete a ${resource.noun}`, status: 204 },
  ];
}

export function openApiSketch(facts: ProductFacts, title: string, includeExamples: boolean): string {
  const resources = resourceModels(facts);
  const schemas: Record<string, unknown> = {
    Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const resource of resources) {
    const example = { id: '7f1c2a9e-0000-4000-8000-000000000001', name: `Example ${resource.noun}`, created_at: '2025-01-01T00:00:00Z' };
    schemas[resource.schema] = {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, created_at: { type: 'string', format: 'date-time' } },
      ...(includeExamples ? { examples: [example] } : {}),
    };
    const ref = { $ref: `#/components/schemas/${resource.schema}` };
    const json = (schema: unknown) => ({ 'application/json': { schema } });
    const notFound = { description: 'Not found', content: json({ $ref: '#/components/schemas/Error' }) };
    const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
    paths[resource.path] = {
      get: { operationId: `list${pascal(plural(resource.noun))}`, summary: `List ${plural(resource.noun)}`, responses: { '200': { description: 'OK', content: json({ type: 'array', items: ref }) } } },
      post: {
        operationId: `create${resource.schema}`,
        summary: `Create a ${resource.noun}`,
        requestBody: { required: true, content: json(ref) },
        responses: { '201': { description: 'Created', content: json(ref) }, '400': { description: 'Invalid input', content: json({ $ref: '#/components/schemas/Error' }) } },
      },
    };
    paths[`${resource.path}/{id}`] = {
      parameters: [idParam],
      get: { operationId: `get${resource.schema}`, summary: `Get one ${resource.noun}`, responses: { '200': { description: 'OK', content: json(ref) }, '404': notFound } },
      put: { operationId: `update${resource.schema}`, summary: `Update a ${resource.noun}`, requestBody: { required: true, content: json(ref) }, responses: { '200': { description: 'OK', content: json(ref) }, '404': notFound } },
      delete: { operationId: `delete${resource.schema}`, summary: `Delete a ${resource.noun}`, responses: { '204': { description: 'Deleted' }, '404': notFound } },
    };
  }
  const document = {
    openapi: '3.1.0',
    info: { title, version: '0.1.0', description: resources.length === 0 ? `Resources ${TO_DEFINE}: the source names no feature to derive them from.` : `Sketch derived from the features of ${productOf(facts)}.` },
    paths,
    components: { schemas, securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearerAuth: [] }],
  };
  return stringify(document, { lineWidth: 0 });
}

export function sqlDdl(facts: ProductFacts, includeExamples: boolean): string {
  const resources = resourceModels(facts);
  const actors = facts.actors.length > 0;
  const statements: string[] = [];
  if (actors) {
    statements.push(
      `CREATE TABLE users (\n  id uuid PRIMARY KEY,\n  email text NOT NULL UNIQUE,\n  role text NOT NULL CHECK (role IN (${facts.actors.map((a) => `'${snake(a)}'`).join(', ')})),\n  created_at timestamptz NOT NULL DEFAULT now()\n);`,
    );
  }
  for (const resource of resources) {
    if (resource.table === 'users') continue;
    statements.push(
      `CREATE TABLE ${resource.table} (\n  id uuid PRIMARY KEY,\n${actors ? '  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,\n' : ''}  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),\n  status text NOT NULL DEFAULT 'active',\n  created_at timestamptz NOT NULL DEFAULT now(),\n  updated_at timestamptz NOT NULL DEFAULT now()\n);`,
    );
    if (actors) statements.push(`CREATE INDEX ${resource.table}_user_id_idx ON ${resource.table} (user_id);`);
  }
  if (includeExamples && resources.length > 0) {
    if (actors) statements.push(`INSERT INTO users (id, email, role) VALUES ('00000000-0000-4000-8000-000000000001', 'user@example.com', '${snake(facts.actors[0])}');`);
    for (const resource of resources.filter((r) => r.table !== 'users')) {
      statements.push(
        `INSERT INTO ${resource.table} (id, ${actors ? 'user_id, ' : ''}name) VALUES ('00000000-0000-4000-8000-000000000002', ${actors ? "'00000000-0000-4000-8000-000000000001', " : ''}'Example ${resource.noun.replace(/'/g, "''")}');`,
      );
    }
  }
  return statements.join('\n\n');
}

function writeSpecs(facts: ProductFacts, config: GeneratedDocument['config'], title: string): string {
  const format: SpecFormat = config.spec_format ?? 'api_design';
  const examples = config.include_examples ?? true;
  const level = depth(config.detail_level);
  const resources = resourceModels(facts);
  const noResources = `${missing('the resources (no feature with an object was found)')}`;
  switch (format) {
    case 'api_design': {
      const rows = resources.flatMap((resource) => endpointsOf(resource).map((e) => [e.method, `\`${e.path}\``, e.summary, String(e.status)]));
      const parts = [`## Endpoints\n\n${rows.length > 0 ? table(['Method', 'Path', 'Summary', 'Success'], rows) : noResources}`];
      parts.push(`## Conventions\n\n${bullets(['JSON bodies; errors as `{ "message": "..." }` with a 4xx status', 'Bearer authentication on every route', 'A resource of another user answers 404'])}`);
      parts.push(`## OpenAPI 3.1 Sketch\n\n\`\`\`yaml\n${openApiSketch(facts, title, examples).trimEnd()}\n\`\`\``);
      if (examples && resources.length > 0) {
        const r = resources[0];
        parts.push(`## Example\n\n\`\`\`http\nPOST ${r.path}\nContent-Type: application/json\n\n{ "name": "Example ${r.noun}" }\n\`\`\`\n\n\`\`\`http\nHTTP/1.1 201 Created\n\n{ "id": "7f1c2a9e-0000-4000-8000-000000000001", "name": "Example ${r.noun}" }\n\`\`\``);
      }
      return parts.join('\n\n');
    }
    case 'database_schema': {
      const rows = resources.map((r) => [r.table, `${plural(r.noun)} (${r.verbs.join(', ') || 'stored'})`]);
      if (facts.actors.length > 0) rows.unshift(['users', `people: ${facts.actors.join(', ')}`]);
      return [
        `## Tables\n\n${rows.length > 0 ? table(['Table', 'Holds'], rows) : noResources}`,
        `## DDL (PostgreSQL)\n\n\`\`\`sql\n${sqlDdl(facts, examples) || `-- Tables ${TO_DEFINE}: the source names no resource.`}\n\`\`\``,
        `## Notes\n\n${bullets(['Primary keys are UUIDs generated by the application', facts.actors.length > 0 ? 'Rows belong to a user; deleting the user deletes them' : `Ownership of rows is ${TO_DEFINE}: the source names no actor`, ...facts.constraints.slice(0, level.items).map((c) => `Constraint from the source: ${c}`)])}`,
      ].join('\n\n');
    }
    case 'component_specs': {
      if (facts.features.length === 0) return `## Components\n\n${noResources}`;
      return facts.features
        .slice(0, level.items)
        .map((feature) => {
          const name = `${pascal(feature.verb)}${pascal(feature.noun)}`;
          const lines = [`## ${name}`, '', `**Purpose**: ${capitalize(featureLabel(feature))}.`, '', `- **Input**: the ${feature.noun} to ${feature.verb}`, `- **Output**: the resulting ${feature.noun} or a validation message`, `- **Source**: "${feature.source}"`];
          if (examples) lines.push('', `**Example**: \`${name}({ ${snake(feature.noun)}: … })\` returns the updated ${feature.noun}.`);
          return lines.join('\n');
        })
        .join('\n\n');
    }
    case 'test_plan': {
      const cases = [
        ...facts.features.map((f, i) => [`TC-${String(i + 1).padStart(2, '0')}`, capitalize(featureLabel(f)), `${capitalize(f.noun)} ${f.verb} succeeds and is persisted`]),
        ...facts.constraints.map((c, i) => [`TC-C${String(i + 1).padStart(2, '0')}`, `Break: ${c.replace(/[.]$/, '')}`, 'Refused with a clear message; nothing changes']),
      ].slice(0, level.items * 2);
      return [
        `## Scope\n\n${facts.features.length > 0 ? `Features: ${facts.features.map(featureLabel).join('; ')}.` : noResources}`,
        `## Test Cases\n\n${cases.length > 0 ? table(['ID', 'Case', 'Expected'], cases) : missing('behaviour to test')}`,
        `## Performance\n\n${facts.numbers.length > 0 ? bullets(facts.numbers.map((n) => `Measure: ${n.context}`)) : missing('performance targets')}`,
        ...(examples && facts.features.length > 0 ? [`## Example\n\n\`\`\`gherkin\nScenario: ${capitalize(featureLabel(facts.features[0]))}\n  Given a signed-in ${facts.actors[0] ?? 'user'}\n  When they ${featureLabel(facts.features[0])}\n  Then the ${facts.features[0].noun} is saved\n\`\`\``] : []),
      ].join('\n\n');
    }
  }
}

// ---------------------------------------------------------------- System message

const TONE_RULES: Record<SystemMessageTone, string[]> = {
  professional: ['Write in a clear, courteous and professional register.', 'Lead with the answer, then the supporting detail.'],
  conversational: ['Write as a friendly colleague would speak: short sentences, plain words.', 'Ask one clarifying question when a request is ambiguous.'],
  technical: ['Be precise: name exact parameters, versions and limits.', 'Prefer code blocks, tables and numbered steps over prose.'],
  simplified: ['Use everyday words and short sentences; explain any necessary term.', 'Give one idea per paragraph and an example for each.'],
};

const PERSONA_FOCUS: Record<SystemMessagePersona, string> = {
  product_manager: 'product managers, who care about scope, priorities, user value and trade-offs',
  developer: 'developers, who care about exact behaviour, interfaces, edge cases and code',
  designer: 'designers, who care about user flows, states, wording and accessibility',
  end_user: 'end users, who want to get their task done without jargon',
  stakeholder: 'stakeholders, who want outcomes, risks, costs and timelines in brief',
};

function writeSystemMessage(facts: ProductFacts, config: GeneratedDocument['config']): string {
  const tone = config.system_message_tone ?? 'professional';
  const persona = config.system_message_persona ?? 'product_manager';
  const role = facts.productName ? `You are ${/^(an?|the)\s/i.test(facts.productName) ? facts.productName : `the ${facts.productName}`}` : `You are an assistant (its role is ${TO_DEFINE}: the source names none)`;
  const tasks = facts.features.length > 0 ? bullets(facts.features.map((f) => `${capitalize(featureLabel(f))}.`)) : missing('the tasks');
  const rules = facts.constraints.length > 0 ? bullets(facts.constraints) : missing('rules or limits');
  const message = [
    `${role}, speaking to ${PERSONA_FOCUS[persona]}.`,
    '',
    '## Your tasks',
    tasks,
    '',
    '## Rules',
    rules,
    '',
    '## Style',
    bullets(TONE_RULES[tone]),
    ...(facts.goals.length > 0 ? ['', '## Goals', bullets(facts.goals.slice(0, 5))] : []),
    ...(facts.questions.length > 0 ? ['', '## When unsure', `Ask before assuming on: ${facts.questions.join(' ')}`] : []),
  ].join('\n');
  return `## Configuration\n\n${table(['Tone', 'Persona'], [[tone, persona]])}\n\n## System Message\n\n\`\`\`text\n${message.replace(/```/g, "'''")}\n\`\`\``;
}

// ---------------------------------------------------------------- API reference

function writeApiReference(facts: ProductFacts, config: GeneratedDocument['config'], title: string): string {
  const resources = resourceModels(facts);
  const examples = config.include_examples ?? true;
  const level = depth(config.detail_level);
  if (resources.length === 0) return `## Overview\n\n${missing('the resources the API exposes (no feature with an object was found)')}\n\n## Authentication\n\nBearer token (${TO_DEFINE}).`;
  const parts = [
    `## Overview\n\nThe ${title} API exposes ${joinProse(resources.map((r) => plural(r.noun)))} of ${productOf(facts)} over HTTPS with JSON bodies.`,
    `## Authentication\n\nEvery request carries \`Authorization: Bearer <token>\`. A missing or invalid token answers 401.`,
    `## Errors\n\n${table(['Status', 'Meaning'], [['400', 'Invalid input; `message` says which field'], ['401', 'Not authenticated'], ['404', 'Not found or not yours'], ['429', 'Too many requests']])}`,
  ];
  for (const resource of resources) {
    const endpoints = endpointsOf(resource).slice(0, level.single ? 2 : 5);
    const body = endpoints
      .map((e) => {
        const lines = [`### ${e.method} ${e.path}`, '', `${e.summary}. Success: ${e.status}.`];
        if (e.path.endsWith('{id}')) lines.push('', table(['Parameter', 'In', 'Type', 'Required'], [['id', 'path', 'uuid', 'yes']]));
        if (examples && (e.method === 'POST' || e.method === 'PUT')) lines.push('', '```json', JSON.stringify({ name: `Example ${resource.noun}` }, null, 2), '```');
        return lines.join('\n');
      })
      .join('\n\n');
    parts.push(`## ${capitalize(plural(resource.noun))}\n\n${resource.verbs.length > 0 ? `Supports: ${resource.verbs.join(', ')}.\n\n` : ''}${body}`);
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------- Tech stack

const ANALYSIS_CUES: Record<TechAnalysisType, RegExp> = {
  dependencies: /\b(dependenc\w*|direct|dev|framework|runtime|workspace|conflict|duplicate)/i,
  security: /\b(security|vulnerab\w*|advisor\w*|CVE|unpinned|wildcard|git source|path source)/i,
  performance: /\b(performance|bundle|size|heavy|native|build)/i,
  licensing: /\b(licen[cs]e\w*|MIT|Apache|GPL|BSD)/i,
  updates: /\b(update|outdated|latest|pinned|range|version)/i,
};

const ANALYSIS_NETWORK_NOTE: Record<TechAnalysisType, string> = {
  dependencies: 'Transitive dependencies need the lock file or the registry.',
  security: 'Known vulnerabilities need a network advisory database (such as OSV); this offline analysis checks pinning and sources only.',
  performance: 'Install and bundle sizes need the registry or a build.',
  licensing: 'Licences of dependencies need the registry; only licences stated in the manifests are reported.',
  updates: 'Newer versions need the registry; this analysis reports unpinned and wildcard ranges only.',
};

function writeTechStack(facts: ProductFacts, config: GeneratedDocument['config']): string {
  const types = config.tech_analysis_types ?? ['dependencies'];
  const byCategory = new Map<string, string[]>();
  for (const tech of facts.technologies) byCategory.set(tech.category, [...(byCategory.get(tech.category) ?? []), tech.name]);
  const stack = byCategory.size > 0 ? table(['Category', 'Technologies'], [...byCategory.entries()].map(([category, names]) => [capitalize(category), names.join(', ')])) : missing('the technologies (upload dependency files or name them)');
  const findings = facts.sentences.filter((s) => (/^[^:]{1,60}:\s/.test(s) || /\b\d+\s+(direct|dev)\b/i.test(s)) && !/\(needs network\)/.test(s));
  const parts = [`## Detected Stack\n\n${stack}`];
  for (const type of types) {
    const relevant = findings.filter((s) => ANALYSIS_CUES[type].test(s)).slice(0, 12);
    parts.push(`## ${capitalize(type)}\n\n${relevant.length > 0 ? bullets(relevant) : missing(`any ${type} finding`)}\n\n> ${ANALYSIS_NETWORK_NOTE[type]}`);
  }
  parts.push(`## Recommendations\n\n${bullets([
    ...(facts.sentences.some((s) => /\b(unpinned|wildcard)\b/i.test(s) && !/\b(no|none|0)\s+(unpinned|wildcard)/i.test(s)) ? ['Pin the unpinned and wildcard versions listed above, and commit the lock file.'] : []),
    ...(facts.sentences.some((s) => /\b(conflict\w*|duplicat\w*)\b/i.test(s) && !/\bno (conflict|duplicat)/i.test(s)) ? ['Settle on one framework where several do the same job.'] : []),
    'Run an advisory scan (npm audit, pip-audit, cargo audit, govulncheck) in CI: it needs the network.',
  ])}`);
  return parts.join('\n\n');
}
