import { Client } from 'pg';
import { parse as parseYaml } from 'yaml';
import { ARCHITECTURE_APPROACHES, DOCUMENT_TYPES, PRD_SECTIONS, SPEC_FORMATS, TO_DEFINE } from './constants';
import { extractFacts } from './extract';
import { DocumentationInputError, generateDocument, openApiSketch, sqlDdl } from './generate';
import { analyzeDependencies } from './dependencies';

const BRIEF = `# TaskPilot

TaskPilot is a web app that helps small teams plan their week. Team leads can create projects, assign tasks to members and track progress on a board. Members can comment on tasks and upload files. Managers want to export weekly reports as CSV so that they can share status with stakeholders.

Today teams track work in spreadsheets, which is error-prone and slow.

- The app must load the board in under 2 seconds for 500 tasks.
- Only admins can delete projects.
- We plan to use React, Node.js and PostgreSQL, with Stripe for billing.
- Should we support offline mode?
- In a future version, add a mobile app.`;

const headings = (markdown: string, level = 2) => [...markdown.matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map((m) => m[1]);
const codeBlock = (markdown: string, lang: string) => new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(markdown)?.[1] ?? '';

describe('fact extraction', () => {
  it('finds the product, actors, features, constraints, numbers, technologies and questions', () => {
    const facts = extractFacts(BRIEF);
    expect(facts.productName).toBe('TaskPilot');
    expect(facts.actors).toEqual(expect.arrayContaining(['team lead', 'member', 'manager', 'admin']));
    expect(facts.features.map((f) => `${f.verb} ${f.noun}`)).toEqual(expect.arrayContaining(['create project', 'comment task', 'upload file', 'export report', 'delete project']));
    expect(facts.constraints).toEqual(expect.arrayContaining(['Only admins can delete projects.']));
    expect(facts.numbers.map((n) => n.value)).toEqual(expect.arrayContaining(['2 seconds', '500 tasks']));
    expect(facts.technologies.map((t) => t.name)).toEqual(['React', 'Node.js', 'PostgreSQL', 'Stripe']);
    expect(facts.questions).toEqual(['Should we support offline mode?']);
  });
});

describe('generateDocument', () => {
  it('rejects blank source and title with the spec messages', () => {
    expect(() => generateDocument({ documentType: 'PRD', title: ' ', source: '  ' })).toThrow(DocumentationInputError);
    try {
      generateDocument({ documentType: 'PRD', title: '', source: '' });
    } catch (error) {
      expect((error as DocumentationInputError).messages).toEqual(['Please enter some content to generate the document.', 'Please enter a title for your document.']);
    }
    expect(() => generateDocument({ documentType: 'PRD', title: 't', source: 's', config: { detail_level: 'extreme' as never } })).toThrow('detail_level must be one of: high, balanced, detailed');
  });

  it('PRD: exactly the selected sections, in the canonical order', () => {
    const doc = generateDocument({ documentType: 'PRD', title: 'TaskPilot PRD', source: BRIEF, config: { prd_sections: ['success_metrics', 'introduction', 'acceptance_criteria'] } });
    expect(headings(doc.content_markdown).filter((h) => h !== 'Open Questions')).toEqual(['Introduction', 'Acceptance Criteria', 'Success Metrics']);
    const all = generateDocument({ documentType: 'PRD', title: 'TaskPilot PRD', source: BRIEF, config: { prd_sections: [...PRD_SECTIONS] } });
    expect(headings(all.content_markdown)).toEqual(['Introduction', 'Problem Statement', 'User Stories', 'Requirements', 'Acceptance Criteria', 'Technical Requirements', 'Dependencies', 'Success Metrics', 'Future Scope', 'Open Questions']);
  });

  it('PRD: user stories per actor and feature, numbered testable requirements, Given/When/Then, numbers as metrics', () => {
    const doc = generateDocument({ documentType: 'PRD', title: 'TaskPilot PRD', source: BRIEF, config: { prd_sections: [...PRD_SECTIONS] } }).content_markdown;
    expect(doc).toMatch(/As a team lead, I want to [^.]+ so that /);
    expect(doc).toContain('I want to export weekly reports so that they can share status with stakeholders.');
    expect(doc).toMatch(/\*\*REQ-001\*\* The system shall let .+; verified when/);
    expect(doc).toMatch(/- \*\*Given\*\* .+\n- \*\*When\*\* .+\n- \*\*Then\*\* /);
    expect(doc).toContain('under 2 seconds for 500 tasks');
    expect(doc).toContain('Only admins can delete projects');
    expect(doc).toContain('PostgreSQL');
  });

  it('detail levels produce different depths', () => {
    const gen = (detail_level: 'high' | 'balanced' | 'detailed') => generateDocument({ documentType: 'PRD', title: 'P', source: BRIEF, config: { prd_sections: ['introduction', 'user_stories', 'requirements', 'success_metrics'], detail_level } }).content_markdown;
    const [high, balanced, detailed] = [gen('high'), gen('balanced'), gen('detailed')];
    expect(high.length).toBeLessThan(balanced.length);
    expect(balanced.length).toBeLessThan(detailed.length);
    expect(headings(high, 3)).toEqual([]);
    expect(headings(detailed, 3)).toEqual(expect.arrayContaining(['Scope', 'Functional', 'Constraints']));
    expect(detailed).toMatch(/\| ID \| Story \| Priority \|/);
    // high: one paragraph per section (no lists)
    expect(high.split(/^## /m).slice(1).every((section) => !/^\s*(?:-|\d+\.)\s/m.test(section))).toBe(true);
  });

  it.each(ARCHITECTURE_APPROACHES)('Architecture %s names its components and draws a Mermaid diagram', (approach) => {
    const doc = generateDocument({ documentType: 'Architecture', title: 'Arch', source: BRIEF, config: { architecture_approach: approach } }).content_markdown;
    const expected: Record<string, string[]> = {
      microservices: ['API Gateway', 'Project Service', 'Project DB'],
      monolithic: ['Application', 'Project Module'],
      serverless: ['Managed API Gateway', 'Project Function', 'Object Storage'],
      event_driven: ['Command API', 'Event Broker', 'Project Handler'],
      layered: ['Presentation Layer', 'Application Layer', 'Domain Layer', 'Infrastructure Layer'],
    };
    for (const name of expected[approach]) expect(doc).toContain(`**${name}`);
    expect(headings(doc)).toEqual(['Overview', 'Components', 'Data Flow', 'Diagram', 'Trade-offs', 'Technology Choices', 'Constraints']);
    const diagram = codeBlock(doc, 'mermaid');
    expect(diagram.split('\n')[0]).toBe('flowchart LR');
    expect(diagram).toMatch(/-->\|[^|]+\| /);
    expect(diagram).toContain('PostgreSQL');
  });

  it('Specs api_design: endpoints table and an OpenAPI 3.1 YAML that parses', () => {
    const doc = generateDocument({ documentType: 'Specs', title: 'TaskPilot API', source: BRIEF, config: { spec_format: 'api_design' } }).content_markdown;
    expect(doc).toContain('| POST | `/projects` | Create a project | 201 |');
    const api = parseYaml(codeBlock(doc, 'yaml')) as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, { examples?: unknown[] }> } };
    expect(api.openapi).toBe('3.1.0');
    expect(Object.keys(api.paths)).toEqual(expect.arrayContaining(['/projects', '/projects/{id}', '/tasks', '/files', '/reports']));
    expect(api.paths['/projects/{id}'].delete.responses).toHaveProperty('204');
    expect(api.components.schemas.Project.examples).toHaveLength(1);
    expect(doc).toContain('## Example');
    const noExamples = generateDocument({ documentType: 'Specs', title: 'T', source: BRIEF, config: { spec_format: 'api_design', include_examples: false } }).content_markdown;
    expect(noExamples).not.toContain('## Example');
    expect((parseYaml(codeBlock(noExamples, 'yaml')) as typeof api).components.schemas.Project.examples).toBeUndefined();
  });

  it('Specs database_schema: DDL (with example rows) that PostgreSQL accepts', async () => {
    const doc = generateDocument({ documentType: 'Specs', title: 'Schema', source: BRIEF, config: { spec_format: 'database_schema', include_examples: true } }).content_markdown;
    const ddl = codeBlock(doc, 'sql');
    expect(ddl).toContain('CREATE TABLE projects');
    expect(ddl).toContain('INSERT INTO projects');
    const client = new Client({ connectionString: process.env.DOCS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE SCHEMA docs_ddl_check; SET LOCAL search_path TO docs_ddl_check');
      await client.query(ddl);
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'docs_ddl_check'");
      expect(Number(rows[0].n)).toBeGreaterThanOrEqual(5);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it.each(SPEC_FORMATS)('Specs %s writes its own structure', (format) => {
    const doc = generateDocument({ documentType: 'Specs', title: 'S', source: BRIEF, config: { spec_format: format } }).content_markdown;
    const first: Record<string, string> = { api_design: 'Endpoints', database_schema: 'Tables', component_specs: 'CreateProject', test_plan: 'Scope' };
    expect(headings(doc)[0]).toBe(first[format]);
  });

  it('SystemMessage follows tone and persona', () => {
    const a = generateDocument({ documentType: 'SystemMessage', title: 'S', source: BRIEF, config: { system_message_tone: 'technical', system_message_persona: 'developer' } }).content_markdown;
    const b = generateDocument({ documentType: 'SystemMessage', title: 'S', source: BRIEF, config: { system_message_tone: 'simplified', system_message_persona: 'end_user' } }).content_markdown;
    expect(a).toContain('You are the TaskPilot, speaking to developers');
    expect(a).toContain('Prefer code blocks, tables');
    expect(b).toContain('speaking to end users');
    expect(b).toContain('Use everyday words');
    expect(a).toContain('Only admins can delete projects.');
  });

  it('API reference documents each resource with parameters and errors', () => {
    const doc = generateDocument({ documentType: 'API', title: 'TaskPilot', source: BRIEF }).content_markdown;
    expect(headings(doc)).toEqual(expect.arrayContaining(['Overview', 'Authentication', 'Errors', 'Projects', 'Tasks']));
    expect(doc).toContain('### DELETE /projects/{id}');
  });

  it('TechStack from a dependency analysis prompt reports findings per selected check', () => {
    const analysis = analyzeDependencies({ files: [{ name: 'package.json', content: JSON.stringify({ engines: { node: '>=20' }, dependencies: { react: '^19.0.0', vue: '*' }, devDependencies: { jest: '30.0.0' } }) }], analysisTypes: ['dependencies', 'security'] });
    const doc = generateDocument({ documentType: 'TechStack', title: 'Stack', source: analysis.analysis_prompt, config: { tech_analysis_types: ['dependencies', 'security'] } }).content_markdown;
    expect(headings(doc)).toEqual(['Detected Stack', 'Dependencies', 'Security', 'Recommendations']);
    expect(doc).toContain('React');
    expect(doc).toMatch(/Wildcard versions: vue \*/);
    expect(doc).toContain('network advisory database');
    expect(doc).toContain('Pin the unpinned and wildcard versions');
  });

  it('is deterministic', () => {
    for (const documentType of DOCUMENT_TYPES) {
      const once = generateDocument({ documentType, title: 'Same', source: BRIEF });
      const twice = generateDocument({ documentType, title: 'Same', source: BRIEF });
      expect(twice.content_markdown).toBe(once.content_markdown);
    }
  });

  it('an empty-ish source yields to-define markers, not invented facts', () => {
    for (const documentType of DOCUMENT_TYPES) {
      const doc = generateDocument({ documentType, title: 'Thin', source: 'Something nice.', config: documentType === 'PRD' ? { prd_sections: [...PRD_SECTIONS] } : undefined }).content_markdown;
      expect(doc.toLowerCase()).toContain(TO_DEFINE);
      expect(doc).not.toMatch(/PostgreSQL|React|Stripe|REQ-001|As a \w+, I want/);
    }
    expect(openApiSketch(extractFacts('Something nice.'), 'T', true)).toContain(TO_DEFINE);
    expect(sqlDdl(extractFacts('Something nice.'), true)).toBe('');
  });

  it('works on real prompts (awesome-chatgpt-prompts fixtures) without inventing actors', () => {
    const lines = require('node:fs').readFileSync(require('node:path').join(__dirname, '../../../../../shared/fixtures/prompts/real-prompts.jsonl'), 'utf8').split('\n').filter(Boolean);
    for (const line of lines.slice(0, 60)) {
      const { text } = JSON.parse(line) as { text: string };
      const doc = generateDocument({ documentType: 'PRD', title: 'Prompt', source: text, config: { prd_sections: [...PRD_SECTIONS] } }).content_markdown;
      expect(headings(doc).slice(0, 9)).toEqual(['Introduction', 'Problem Statement', 'User Stories', 'Requirements', 'Acceptance Criteria', 'Technical Requirements', 'Dependencies', 'Success Metrics', 'Future Scope']);
    }
    const terminal = JSON.parse(lines[0]) as { text: string };
    expect(extractFacts(terminal.text).productName).toBe('Linux Terminal');
  });
});
